/**
 * The published bot on the customer channel: intents answered with entities in the NLP snapshot,
 * fallback below the threshold, a publish in the middle of a conversation, a rollback, training
 * progress on the training channel.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { BOT_BUILDER_PATHS as P, MODEL_PATHS as M, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { Intent } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { BotTrainingEvent } from '@switchboard/contracts/models/models.schemas';
import { BOT_TEXTS } from '@/bot/demo-bot';
import { describeBackends } from '@/testing/backends';
import { LiveChatHarness } from '@/testing/live-chat-harness';
import { signIn } from '@/testing/test-app';
import { callerFor, dataOf } from './bot-builder.test-kit';

type Customer = Awaited<ReturnType<LiveChatHarness['customer']>>;

describeBackends('bot runtime: the published version answers customers', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  let sent = 0;
  async function say(customer: Customer, text: string): Promise<Message> {
    const ack = await customer.emit<never>('customerMessage', { text, clientMessageId: `m-${++sent}` }) as unknown as { seq: number };
    const reply = await customer.waitFor<{ messages: Message[] }>('botMessages', (p) => p.messages[0]?.seq === ack.seq + 1);
    return reply.messages[0]!;
  }

  it('answers the seeded intents with their entities and falls back below the threshold', async () => {
    const customer = await harness.customer();
    const greeting = await say(customer, 'good morning!');
    expect(greeting).toMatchObject({ type: 'text_with_buttons', content: { text: BOT_TEXTS.greeting } });
    const order = await say(customer, 'where is my order ORD-4455667?');
    expect(order.content.text).toBe(BOT_TEXTS.orderStatus);
    expect(order.NLPSnapshot).toMatchObject({
      intent: 'order_status', modelVersion: 1, entities: [expect.objectContaining({ entity: 'order_number', value: 'ORD-4455667' })],
    });
    expect((order.NLPSnapshot as { confidence: number }).confidence).toBeGreaterThanOrEqual(0.5);
    const nonsense = await say(customer, 'zxq vbnm plokij');
    expect(nonsense).toMatchObject({ type: 'text_with_buttons', content: { text: BOT_TEXTS.fallback } });
    expect(nonsense.NLPSnapshot).toMatchObject({ intent: 'None' });
    expect((nonsense.NLPSnapshot as { confidence: number }).confidence).toBeLessThan(0.5);
    expect((await say(customer, 'thank you so much')).content.text).toBe(BOT_TEXTS.thanks);
  });

  it('a publish in the middle of a conversation: the same chat gets the new answer; a rollback restores the old one', async () => {
    const trainer = await callerFor(context.app, 'trainer@demo.brand');
    const { token } = await signIn(context.app, 'trainer@demo.brand');
    const channel = harness.open(NAMESPACES.liveDialogTraining, { token });
    await channel.waitFor('connect');

    const customer = await harness.customer();
    expect((await say(customer, 'hello')).content.text).toBe(BOT_TEXTS.greeting);
    const REFUND = 'Refunds take 5 to 7 days after we receive the item.';

    const refund = dataOf<Intent>(await trainer.post(P.intents, { name: 'refund', reply: REFUND }));
    for (const text of ['I want a refund', 'can I return my shoes', 'how do I get my money back', 'return an item', 'refund please',
      'I would like to return this', 'how do refunds work', 'send it back for a refund']) {
      await trainer.post(withId(P.utterances, refund.id), { text });
    }
    expect((await trainer.post(P.trainApp)).statusCode).toBe(200);
    // Progress reaches the training channel (bot_training true while it runs, false when done).
    await channel.waitFor<BotTrainingEvent>('botTraining', (p) => p.bot_training && p.version === 2);
    await context.app.services.botBuilder.training.idle();
    await channel.waitFor<BotTrainingEvent>('botTraining', (p) => !p.bot_training && p.status === 'trained' && p.progress === 1);

    // Trained but not published: customers still get version 1.
    expect((await say(customer, 'good evening')).NLPSnapshot).toMatchObject({ intent: 'greeting', modelVersion: 1 });
    expect((await trainer.post(P.publishApp)).statusCode).toBe(200);
    const after = await say(customer, 'can I return my shoes for a refund');
    expect(after.content.text).toBe(REFUND);
    expect(after.NLPSnapshot).toMatchObject({ intent: 'refund', modelVersion: 2 });
    expect((await say(customer, 'thanks')).content.text).toBe(BOT_TEXTS.thanks);

    expect((await trainer.post(M.rollbackModel)).statusCode).toBe(200);
    const restored = await say(customer, 'thank you');
    expect(restored.content.text).toBe(BOT_TEXTS.thanks);
    expect(restored.NLPSnapshot).toMatchObject({ modelVersion: 1 });
  });

  it('the handover intent and the handover quick reply still pass the chat to a person', async () => {
    const customer = await harness.customer();
    const reply = await say(customer, 'I need a human');
    expect(reply.content.text).toBe(BOT_TEXTS.handover);
    await customer.waitFor('chatState', (p: { chatState: string }) => p.chatState !== 'BotHandling');
  });

  it("takes the ML configuration's fallback at once: its message, then a handover", async () => {
    const trainer = await callerFor(context.app, 'trainer@demo.brand');
    const settings = async (change: Record<string, unknown>) => {
      const current = dataOf<Record<string, unknown>>(await trainer.get('/admin/v1/mlConfiguration'));
      const response = await trainer.put('/admin/v1/mlConfiguration', { ...current, ...change });
      expect(response.statusCode, response.body).toBe(200);
    };
    await settings({ fallbackBehaviour: 'message', fallbackMessage: 'Could you put that another way?' });
    const customer = await harness.customer();
    expect((await say(customer, 'zxqv wplk brrt')).content.text).toBe('Could you put that another way?');
    await settings({ fallbackBehaviour: 'handover' });
    await say(customer, 'qqq zzz vvv');
    await customer.waitFor<{ chatState: string }>('chatState', (p) => p.chatState === 'Inqueue' || p.chatState === 'Pending');
  });
});
