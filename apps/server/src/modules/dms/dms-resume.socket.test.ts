/**
 * Interactive training survives a reconnect: the trainer's conversation waits for them (by member and brand, not by
 * socket) and dmsResume replays it as the live events, in the live order; after the grace period it is gone and
 * resume says so; a second tab of the same trainer takes it over and the first is told.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { DMS_TEXTS as T } from '@switchboard/contracts/dms/dms.api';
import { DMS_COMMANDS as C, DMS_EVENTS as E, LISTEN_ACTION, type DmsAddition, type DmsUpdation } from '@switchboard/contracts/dms/dms.events';
import { callerFor } from '@/modules/bot-builder/bot-builder.test-kit';
import { describeBackends } from '@/testing/backends';
import { type Client, LiveChatHarness } from '@/testing/live-chat-harness';
import { ManualClock } from '@/testing/manual-clock';
import { demoDomain, last, trail } from './dms.test-kit';
import { RESUME_GRACE_MS } from './training-sessions';

let clock: ManualClock;

describeBackends('dialogue management: resuming interactive training after a reconnect', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  const openAs = (email: string) => harness.staffOn(NAMESPACES.liveDialogTraining, email);
  const reconnect = async (client: Client) => {
    client.socket.connect();
    await client.waitFor('connect');
  };
  /** The server closes the socket (its disconnect handler has run when this returns). */
  const dropByServer = async (client: Client) => {
    context.app.services.realtime.io.of(NAMESPACES.liveDialogTraining).sockets.get(client.socket.id!)!.disconnect(true);
    await client.waitFor('disconnect');
  };
  const updations = (client: Client, from: number) => client.events.slice(from).filter((entry) => entry.event === E.updation).map((entry) => entry.payload as DmsUpdation);

  it('replays the boxes, what the bot said, the waiting predictions and the lock; the trainer goes on', async () => {
    const demo = await demoDomain(await callerFor(context.app, 'trainer@demo.brand'));
    const trainer = await openAs('trainer@demo.brand');
    await trainer.emit(C.start, { domainId: demo.domain._id });
    const sent = await trainer.emit<{ dialogBoxId: string }>(C.message, { text: 'where is my order ORD-12345' });
    await trainer.emit(C.confirmIntent, { dialogBoxId: sent.data!.dialogBoxId, intent: 'order_status', entities: [{ entity: 'order_number', value: 'ORD-12345' }] });
    await trainer.emit(C.confirmAction, { actionId: demo.actions.get('utter_order_status') });
    // Mid-turn: the next actions wait for the trainer.
    const boxes = trainer.all<DmsAddition>('addition');
    const waiting = last(trainer, 'predictedActions');
    const said = last(trainer, 'utterance');
    const matches = last(trainer, 'matchDialogues');

    // The client drops its connection (the server may see it before or after the new one's resume).
    trainer.socket.disconnect();
    await trainer.waitFor('disconnect');
    await reconnect(trainer);
    expect(await trainer.emit(C.message, { text: 'hello' })).toMatchObject({ errorCode: 412, message: T.resumeFirst });
    let mark = trainer.events.length;
    expect(await trainer.emit(C.resume, {})).toEqual({ data: { resumed: true, domainId: demo.domain._id } });
    expect(trail(trainer, mark)).toEqual(['addition', 'addition', 'updation:utterance', 'updation:matchDialogues', 'updation:predictedActions', 'updation:inputLock']);
    expect(trainer.all<DmsAddition>('addition').slice(-2)).toEqual(boxes);
    expect(updations(trainer, mark)).toEqual([said, matches, waiting, { type: 'inputLock', locked: true, reason: 'confirmAction' }]);

    mark = trainer.events.length;
    expect(await trainer.emit(C.confirmAction, { actionId: LISTEN_ACTION })).toEqual({ data: null });
    expect(trail(trainer, mark)).toEqual(['updation:matchDialogues', 'updation:inputLock']);

    // Dropped again while the next message waits for its intent: the lock comes before the predicted intents, as live.
    const next = await trainer.emit<{ dialogBoxId: string }>(C.message, { text: 'thank you' });
    const intents = last(trainer, 'predictedIntents');
    const entities = last(trainer, 'predictedEntities');
    await dropByServer(trainer);
    await reconnect(trainer);
    mark = trainer.events.length;
    await trainer.emit(C.resume, {});
    expect(trail(trainer, mark)).toEqual([
      'addition', 'addition', 'updation:utterance', 'addition', 'updation:matchDialogues', 'updation:inputLock', 'updation:predictedIntents', 'updation:predictedEntities',
    ]);
    expect(updations(trainer, mark).slice(-3)).toEqual([{ type: 'inputLock', locked: true, reason: 'confirmIntent' }, intents, entities]);
    expect(await trainer.emit(C.confirmIntent, { dialogBoxId: next.data!.dialogBoxId, intent: 'thanks' })).toMatchObject({ data: { intent: 'thanks' } });
    expect(last(trainer, 'inputLock')).toEqual({ type: 'inputLock', locked: true, reason: 'confirmAction' });
  });

  it('drops the conversation when the grace period is over: resume says it ended', async () => {
    const demo = await demoDomain(await callerFor(context.app, 'trainer@demo.brand'));
    const trainer = await openAs('trainer@demo.brand');
    await trainer.emit(C.start, { domainId: demo.domain._id });
    await trainer.emit(C.message, { text: 'hello' });

    await dropByServer(trainer);
    clock.advance(RESUME_GRACE_MS - 1);
    await reconnect(trainer);
    expect(await trainer.emit(C.resume, {})).toEqual({ data: { resumed: true, domainId: demo.domain._id } });

    await dropByServer(trainer);
    clock.advance(RESUME_GRACE_MS);
    await reconnect(trainer);
    const mark = trainer.events.length;
    expect(await trainer.emit(C.resume, {})).toEqual({ data: { resumed: false, domainId: null } });
    expect(trail(trainer, mark)).toEqual([]);
    expect(await trainer.emit(C.message, { text: 'hello' })).toMatchObject({ errorCode: 412, message: 'Choose a domain first (dmsStart)' });
  });

  it('keeps one conversation per trainer: a second tab takes it over and the first is told', async () => {
    const demo = await demoDomain(await callerFor(context.app, 'trainer@demo.brand'));
    const first = await openAs('trainer@demo.brand');
    await first.emit(C.start, { domainId: demo.domain._id });
    await first.emit(C.message, { text: 'hello' });

    const second = await openAs('trainer@demo.brand');
    expect(await second.emit(C.message, { text: 'hi' })).toMatchObject({ errorCode: 412, message: T.conversationMoved });
    expect(await second.emit(C.resume, {})).toEqual({ data: { resumed: true, domainId: demo.domain._id } });
    expect(await first.waitFor(E.conversationClosed)).toEqual({ reason: 'otherTab' });
    expect(await first.emit(C.message, { text: 'hi' })).toMatchObject({ errorCode: 412, message: T.conversationMoved });
    expect(last(second, 'inputLock')).toMatchObject({ locked: true, reason: 'confirmIntent' });

    // Another member's conversation is theirs.
    const admin = await openAs('admin@demo.brand');
    expect(await admin.emit(C.resume, {})).toEqual({ data: { resumed: false, domainId: null } });
  });
}, () => ({}), () => ({ dmsClock: (clock = new ManualClock()) }));
