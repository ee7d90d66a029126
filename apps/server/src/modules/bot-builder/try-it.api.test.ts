/**
 * The try-it panel runs the draft bot as a conversation: workflow messages, a question answered in
 * the next message (state per trainer), Restart, a handover with the ticket offer, bad input.
 */
import { expect, it } from 'vitest';
import { BOT_BUILDER_PATHS as P, BOT_BUILDER_TEXTS as T, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { tryItDataSchema, type Intent, type TryItData } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { BOT_TEXTS } from '@/bot/demo-bot';
import { botModels } from '@/db/schema/bot-models';
import { DEMO_FLOW_TEXTS } from '@/seed/bot-workflows-seed';
import { describeBackends } from '@/testing/backends';
import { callerFor, dataOf, type Caller } from './bot-builder.test-kit';

const REFUND = 'Refunds take 5 to 7 days after we receive the item.';

describeBackends('bot builder: try it runs the draft bot as a conversation', (context) => {
  async function tryIt(caller: Caller, text: string): Promise<TryItData> {
    const response = await caller.post(P.tryIt, { text });
    expect(response.statusCode, response.body).toBe(200);
    return tryItDataSchema.parse(dataOf(response));
  }

  it('answers a workflow question in the next message, keeps each trainer apart, and restarts', async () => {
    const trainer = await callerFor(context.app, 'trainer@demo.brand');
    const admin = await callerFor(context.app, 'admin@demo.brand');
    const asked = await tryIt(trainer, 'where is my order');
    expect(asked).toMatchObject({ intent: 'order_status', reply: DEMO_FLOW_TEXTS.askOrder, handover: null, ticketOffered: false });
    expect(asked.messages).toEqual([expect.objectContaining({ content: expect.objectContaining({ text: DEMO_FLOW_TEXTS.askOrder }) })]);
    expect(asked.conversation).toMatchObject({ workflow: expect.any(String), waitingForAnswer: true });

    // Another trainer's conversation is their own: a greeting is a greeting there.
    expect((await tryIt(admin, 'hello')).reply).toBe(BOT_TEXTS.greeting);

    const answered = await tryIt(trainer, 'it is ORD-13579');
    // The order's look-up (the demo store API on the seed's address, which this app does not serve) fails: its
    // failure exit answers. seed/demo-brand.test.ts shows the answer from the demo store's API.
    expect(answered.reply).toBe(DEMO_FLOW_TEXTS.orderUnavailable.replace('{{order}}', 'ORD-13579'));
    expect(answered.entities).toEqual([expect.objectContaining({ entity: 'order_number', value: 'ORD-13579' })]);
    expect(answered.conversation).toMatchObject({ waitingForAnswer: false, variables: { order: 'ORD-13579' } });

    // Waiting again, then Restart: the next message is classified afresh instead of answering the question.
    await tryIt(trainer, 'track my order');
    expect((await tryIt(trainer, 'no idea')).reply).toBe(DEMO_FLOW_TEXTS.retryOrder);
    const restarted = await trainer.del(P.tryIt);
    expect(restarted.statusCode, restarted.body).toBe(200);
    expect(restarted.json()).toMatchObject({ message: T.tryItRestarted });
    const fresh = await tryIt(trainer, 'hello');
    expect(fresh).toMatchObject({ intent: 'greeting', reply: BOT_TEXTS.greeting, conversation: { workflow: null, waitingForAnswer: false, variables: {} } });
  });

  it('shows a handover and the ticket offer when nobody can take the chat; the next message starts afresh', async () => {
    const trainer = await callerFor(context.app, 'trainer@demo.brand');
    const handed = await tryIt(trainer, 'I need a human');
    expect(handed.intent).toBe('handover');
    expect(handed.handover).toEqual({ groupId: null, groupName: null });
    // Nobody is online in the tests: the customer would be offered a ticket.
    expect(handed.ticketOffered).toBe(true);
    expect(handed.messages.map((message) => message.content.text)).toContain(BOT_TEXTS.ticketOffer);
    expect((await tryIt(trainer, 'hello')).reply).toBe(BOT_TEXTS.greeting);
  });

  it('runs the latest trained draft (not the published one) and refuses bad input or nothing trained', async () => {
    const trainer = await callerFor(context.app, 'trainer@demo.brand');
    const refund = dataOf<Intent>(await trainer.post(P.intents, { name: 'refund', reply: REFUND }));
    for (const text of ['I want a refund', 'can I return my shoes', 'how do I get my money back', 'return an item', 'refund please',
      'I would like to return this', 'how do refunds work', 'send it back for a refund']) {
      expect((await trainer.post(withId(P.utterances, refund.id), { text })).statusCode).toBe(200);
    }
    expect((await trainer.post(P.trainApp)).statusCode).toBe(200);
    await context.app.services.botBuilder.training.idle();
    const tried = await tryIt(trainer, 'can I return my shoes for a refund');
    expect(tried).toMatchObject({ intent: 'refund', reply: REFUND, modelVersion: 2 });
    expect(context.app.services.botBuilder.bot.current?.version).toBe(1);

    for (const text of ['', '   ', 'x'.repeat(501)]) expect((await trainer.post(P.tryIt, { text })).statusCode).toBe(400);
    expect((await trainer.post(P.tryIt, {})).statusCode).toBe(400);

    // No trained version left (every training failed): nothing to try.
    await context.database.db.update(botModels).set({ status: 'failed' });
    const untrained = await trainer.post(P.tryIt, { text: 'hello' });
    expect(untrained.statusCode).toBe(412);
    expect(untrained.json()).toMatchObject({ message: T.trainFirst });
  });
});
