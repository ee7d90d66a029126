/**
 * dmsSave with a storyId (the widget's Append): a conversation that follows a dialogue to its end and goes on extends
 * it (not told twice); a replay that adds nothing and a dialogue of another domain are refused with why, and the
 * conversation is kept for another try.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { DMS_PATHS as P, dmsPath } from '@switchboard/contracts/dms/dms.api';
import { DMS_COMMANDS as C, LISTEN_ACTION } from '@switchboard/contracts/dms/dms.events';
import type { Domain, Story, StoryList } from '@switchboard/contracts/dms/dms.schemas';
import { callerFor, dataOf } from '@/modules/bot-builder/bot-builder.test-kit';
import { describeBackends } from '@/testing/backends';
import { LiveChatHarness } from '@/testing/live-chat-harness';
import { demoDomain } from './dms.test-kit';

describeBackends('dialogue management: appending a conversation to a dialogue', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  it('extends a dialogue the conversation replayed, and refuses what cannot be appended', async () => {
    const caller = await callerFor(context.app, 'trainer@demo.brand');
    const demo = await demoDomain(caller);
    const trainer = await harness.staffOn(NAMESPACES.liveDialogTraining, 'trainer@demo.brand');
    /** One customer turn with the intent (and entities) confirmed, then the bot's actions and listen. */
    const turn = async (text: string, intent: string, actions: string[], entities: { entity: string; value: string }[] = []) => {
      const sent = await trainer.emit<{ dialogBoxId: string }>(C.message, { text });
      await trainer.emit(C.confirmIntent, { dialogBoxId: sent.data!.dialogBoxId, intent, entities });
      for (const name of actions) await trainer.emit(C.confirmAction, { actionId: demo.actions.get(name) });
      expect(await trainer.emit(C.confirmAction, { actionId: LISTEN_ACTION })).toEqual({ data: null });
    };
    const stories = dataOf<StoryList>(await caller.get(`${P.listStories}?domainId=${demo.domain._id}&search=${encodeURIComponent('with its number')}`));
    const track = stories.dialogues[0]!;
    expect(track.name).toBe('Track an order with its number');

    await trainer.emit(C.start, { domainId: demo.domain._id });
    await turn('where is ORD-55', 'order_status', ['utter_order_status'], [{ entity: 'order_number', value: 'ORD-55' }]);
    await turn('bye', 'goodbye', ['utter_goodbye']);
    await turn('thanks a lot', 'thanks', ['utter_welcome']);
    const appended = await trainer.emit<{ story: Story; created: boolean }>(C.save, { storyId: track._id });
    expect(appended.data).toMatchObject({ created: false, story: { _id: track._id, name: track.name } });
    const boxes = dataOf<Story>(await caller.get(dmsPath(P.story, track._id))).boxes;
    // The dialogue's four boxes as they were, then only the turn that came after them.
    expect(boxes.slice(0, 4)).toEqual(track.boxes);
    expect(boxes.slice(4)).toMatchObject([{ kind: 'customer', intent: 'thanks', text: 'thanks a lot' }, { kind: 'action', actionId: demo.actions.get('utter_welcome') }]);

    // A fresh conversation that replays "Ask for a person" and stops there: nothing to append.
    const person = dataOf<StoryList>(await caller.get(`${P.listStories}?domainId=${demo.domain._id}&search=${encodeURIComponent('ask for a person')}`))
      .dialogues.find((story) => story.name === 'Ask for a person')!;
    await turn('can I talk to someone', 'handover', ['handover_to_agent']);
    expect(await trainer.emit(C.save, { storyId: person._id })).toMatchObject({
      errorCode: 412, message: '"Ask for a person" already goes like this conversation: there is nothing to append',
    });

    const other = dataOf<Domain>(await caller.post(P.domains, { name: 'Other', intents: ['greeting'] }));
    const elsewhere = dataOf<Story>(await caller.post(P.updateDialog, {
      domainId: other._id, name: 'Hello elsewhere', boxes: [{ kind: 'customer', dialogBoxId: 'h1', intent: 'greeting' }],
    }));
    expect(await trainer.emit(C.save, { storyId: elsewhere._id })).toMatchObject({ errorCode: 412, message: '"Hello elsewhere" is a dialogue of another domain than this conversation\'s' });

    // Refusals keep the conversation: appended after the last box of a dialogue it does not replay.
    const greet = dataOf<StoryList>(await caller.get(`${P.listStories}?domainId=${demo.domain._id}&search=${encodeURIComponent('greet and leave')}`)).dialogues[0]!;
    const after = await trainer.emit<{ story: Story }>(C.save, { storyId: greet._id });
    expect(after.data!.story.boxes.map((box) => (box.kind === 'customer' ? box.intent : box.kind))).toEqual(['greeting', 'action', 'goodbye', 'action', 'action', 'handover', 'action']);
  });
});
