/**
 * Interactive training on the dialogue channel: one turn's events in order (the message, the draft NLU's predicted
 * intents and entities with the input locked, the trainer's confirmation, matching stories, the policy's predicted
 * actions, the chosen action with what the bot says, listen unlocking the input), saving the conversation as a
 * dialogue (updateGlobalSync to every DMS screen), training progress (dmsTraining), and refusals.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { ERROR_CODES } from '@switchboard/contracts/common/errors';
import { DMS_PATHS as P } from '@switchboard/contracts/dms/dms.api';
import { DMS_COMMANDS as C, LISTEN_ACTION, type DmsAddition, type DmsUpdation } from '@switchboard/contracts/dms/dms.events';
import type { DmsTraining, Story, StoryList } from '@switchboard/contracts/dms/dms.schemas';
import { callerFor, dataOf } from '@/modules/bot-builder/bot-builder.test-kit';
import { describeBackends } from '@/testing/backends';
import { LiveChatHarness } from '@/testing/live-chat-harness';
import { demoDomain, last, trail } from './dms.test-kit';

describeBackends('dialogue management: interactive training', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  const openAs = (email: string) => harness.staffOn(NAMESPACES.liveDialogTraining, email);

  it('pushes one interactive turn in order and saves it as a dialogue', async () => {
    const caller = await callerFor(context.app, 'trainer@demo.brand');
    const demo = await demoDomain(caller);
    const trainer = await openAs('trainer@demo.brand');
    const otherScreen = await openAs('admin@demo.brand');

    let mark = trainer.events.length;
    expect(await trainer.emit(C.start, { domainId: demo.domain._id })).toEqual({ data: { domainId: demo.domain._id } });
    expect(trail(trainer, mark)).toEqual(['updation:inputLock', 'updation:matchDialogues']);
    expect(last(trainer, 'matchDialogues').totalCount).toBe(5);

    mark = trainer.events.length;
    const sent = await trainer.emit<{ dialogBoxId: string }>(C.message, { text: 'where is my order ORD-12345' });
    const dialogBoxId = sent.data!.dialogBoxId;
    expect(trail(trainer, mark)).toEqual(['addition', 'updation:inputLock', 'updation:predictedIntents', 'updation:predictedEntities']);
    expect(trainer.all<DmsAddition>('addition').at(-1)!.newMessage).toMatchObject({ kind: 'customer', dialogBoxId, intent: 'order_status', text: 'where is my order ORD-12345' });
    expect(last(trainer, 'inputLock')).toEqual({ type: 'inputLock', locked: true, reason: 'confirmIntent' });
    const intents = last(trainer, 'predictedIntents');
    expect(intents).toMatchObject({ dialogBoxId, totalCount: 5 });
    expect(intents.intents[0]!.intent).toBe('order_status');
    expect(intents.intents.length).toBeLessThanOrEqual(5);
    expect(last(trainer, 'predictedEntities')).toMatchObject({ entities: [{ entity: 'order_number', value: 'ORD-12345' }], totalCount: 1 });
    // Locked: the next message waits for the confirmation.
    expect(await trainer.emit(C.message, { text: 'hello' })).toMatchObject({ errorCode: 412 });

    mark = trainer.events.length;
    const confirmed = await trainer.emit(C.confirmIntent, { dialogBoxId, intent: 'order_status', entities: [{ entity: 'order_number', value: 'ORD-12345' }] });
    expect(confirmed.data).toMatchObject({ intent: 'order_status' });
    expect(trail(trainer, mark)).toEqual(['updation:updateMessage', 'updation:matchDialogues', 'updation:predictedActions', 'updation:inputLock']);
    // Stories match by intent and action (entities aside): both seeded stories starting with order_status.
    expect(last(trainer, 'matchDialogues').dialogues.map((d) => d.name).sort()).toEqual(['Track an order with its number', 'Track, then ask for a person']);
    const actions = last(trainer, 'predictedActions');
    expect(actions.actions[0]).toMatchObject({ actionId: demo.actions.get('utter_order_status'), name: 'utter_order_status' });
    expect(actions.source).toBe('memo');
    expect(actions.actions.length).toBe(5);
    expect(actions.totalCount).toBe(demo.actions.size + 1);
    expect(last(trainer, 'inputLock')).toEqual({ type: 'inputLock', locked: true, reason: 'confirmAction' });

    mark = trainer.events.length;
    await trainer.emit(C.confirmAction, { actionId: demo.actions.get('utter_order_status') });
    expect(trail(trainer, mark)).toEqual(['addition', 'updation:utterance', 'updation:matchDialogues', 'updation:predictedActions', 'updation:inputLock']);
    expect(last(trainer, 'utterance').text).toContain('is on its way');
    expect(last(trainer, 'predictedActions').actions[0]!.actionId).toBe(LISTEN_ACTION);

    mark = trainer.events.length;
    expect(await trainer.emit(C.confirmAction, { actionId: LISTEN_ACTION })).toEqual({ data: null });
    expect(trail(trainer, mark)).toEqual(['updation:matchDialogues', 'updation:inputLock']);
    expect(last(trainer, 'inputLock')).toMatchObject({ locked: false });

    const saved = await trainer.emit<{ story: Story; created: boolean }>(C.save, { name: 'Learnt in the widget' });
    expect(saved.data).toMatchObject({ created: true, story: { name: 'Learnt in the widget', createdBy: 'Tara Trainer' } });
    expect(saved.data!.story.boxes.map((box) => box.kind)).toEqual(['customer', 'action']);
    await otherScreen.waitFor<DmsUpdation>('updation', (p) => p.type === 'updateGlobalSync' && p.what === 'stories' && p.id === saved.data!.story._id);
    expect(dataOf<StoryList>(await caller.get(P.listStories)).totalCount).toBe(6);

    // Appending a conversation to an existing dialogue.
    await trainer.emit(C.message, { text: 'thank you' });
    const box = trainer.all<DmsAddition>('addition').at(-1)!.newMessage;
    await trainer.emit(C.confirmIntent, { dialogBoxId: box.dialogBoxId, intent: 'thanks' });
    await trainer.emit(C.confirmAction, { actionId: demo.actions.get('utter_welcome') });
    const appended = await trainer.emit<{ story: Story; created: boolean }>(C.save, { storyId: saved.data!.story._id });
    expect(appended.data).toMatchObject({ created: false });
    expect(appended.data!.story.boxes).toHaveLength(4);
  });

  it('refuses bad commands, members without the page, and pushes training progress', async () => {
    const caller = await callerFor(context.app, 'trainer@demo.brand');
    const demo = await demoDomain(caller);
    const trainer = await openAs('trainer@demo.brand');
    expect(await trainer.emit(C.message, { text: 'hi' })).toMatchObject({ errorCode: 412 });
    expect(await trainer.emit(C.start, { domainId: 'nope' })).toMatchObject({ errorCode: ERROR_CODES.notFound });
    expect(await trainer.emit(C.start, {})).toMatchObject({ errorCode: ERROR_CODES.validation });
    await trainer.emit(C.start, { domainId: demo.domain._id });
    expect(await trainer.emit(C.confirmAction, { actionId: LISTEN_ACTION })).toMatchObject({ errorCode: 412 });
    expect(await trainer.emit(C.save, { name: 'Nothing yet' })).toMatchObject({ errorCode: 412 });
    expect(await trainer.emit(C.save, {})).toMatchObject({ errorCode: ERROR_CODES.validation });
    const sent = await trainer.emit<{ dialogBoxId: string }>(C.message, { text: 'hello' });
    expect(await trainer.emit(C.confirmIntent, { dialogBoxId: sent.data!.dialogBoxId, intent: 'weather' })).toMatchObject({ errorCode: ERROR_CODES.validation });

    const agent = await openAs('agent@demo.brand');
    expect(await agent.emit(C.start, { domainId: demo.domain._id })).toMatchObject({ errorCode: ERROR_CODES.forbidden });

    await caller.get(`${P.initiateDmsTraining}?domainId=${demo.domain._id}`);
    const done = await trainer.waitFor<DmsTraining>('dmsTraining', (p) => p.status === 'trained');
    expect(done).toMatchObject({ domainName: 'Orders', progress: 1, stories: 5 });
    expect(agent.all('dmsTraining')).toEqual([]);
    await context.app.services.dms.training.idle();
  });
});
