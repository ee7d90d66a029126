/**
 * The published bot on the customer channel: the seeded demo bot's workflows and intents with
 * entities in the NLP snapshot, fallback below the threshold, a variable captured with validation and
 * retries, a publish in the middle of a conversation (and of a waiting question), a rollback, the
 * conversation state across a restart, a handover during downtime offering a ticket, training
 * progress on the training channel.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { BOT_BUILDER_PATHS as P, MODEL_PATHS as M, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { Intent } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { BotTrainingEvent } from '@switchboard/contracts/models/models.schemas';
import { BOT_TEXTS } from '@/bot/demo-bot';
import { botMessages, botWorkflows } from '@/db/schema/bot-content';
import { chatSessions } from '@/db/schema/chat-sessions';
import { groups } from '@/db/schema/groups';
import { downtimeWindows } from '@/db/schema/downtime-windows';
import { sessionCache } from '@/modules/live-chat/chat-session.repository';
import { DEMO_FAQS } from '@/seed/bot-faq-seed';
import { DEMO_FLOW_TEXTS } from '@/seed/bot-workflows-seed';
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
  async function sayAll(customer: Customer, text: string): Promise<Message[]> {
    const ack = await customer.emit<never>('customerMessage', { text, clientMessageId: `m-${++sent}` }) as unknown as { seq: number };
    const reply = await customer.waitFor<{ messages: Message[] }>('botMessages', (p) => p.messages[0]?.seq === ack.seq + 1);
    return reply.messages;
  }
  const say = async (customer: Customer, text: string): Promise<Message> => (await sayAll(customer, text))[0]!;
  // The order's look-up calls the demo store API on the seed's address, which this app does not serve: the
  // workflow leaves by the function's failure exit. seed/demo-brand.test.ts shows the demo store's answer.
  const orderFound = (order: string) => DEMO_FLOW_TEXTS.orderUnavailable.replace('{{order}}', order);

  it('answers the seeded intents with their entities and falls back below the threshold', async () => {
    const customer = await harness.customer();
    const greeting = await say(customer, 'good morning!');
    expect(greeting).toMatchObject({ type: 'text_with_buttons', content: { text: BOT_TEXTS.greeting } });
    // The order-status workflow: the number in the message is used at once (condition → set variable → message).
    const order = await say(customer, 'where is my order ORD-4455667?');
    expect(order.content.text).toBe(orderFound('ORD-4455667'));
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
    // Another customer is in the middle of a question when the new version is published.
    const waiting = await harness.customer();
    expect((await say(waiting, 'where is my order')).content.text).toBe(DEMO_FLOW_TEXTS.askOrder);
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
    const evening = (await say(customer, 'good evening')).NLPSnapshot as { confidence: number; candidates: Array<{ intent: string; score: number }> };
    expect(evening).toMatchObject({ intent: 'greeting', modelVersion: 1 });
    // The two best intents are kept with the snapshot (model accuracy's close calls), the winner first.
    expect(evening.candidates).toHaveLength(2);
    expect(evening.candidates[0]).toEqual({ intent: 'greeting', score: evening.confidence });
    expect((await trainer.post(P.publishApp)).statusCode).toBe(200);
    const answered = await say(waiting, 'ORD-13579');
    expect(answered.content.text).toBe(orderFound('ORD-13579'));
    expect(answered.NLPSnapshot).toMatchObject({ modelVersion: 2 });
    const after = await say(customer, 'can I return my shoes for a refund');
    expect(after.content.text).toBe(REFUND);
    expect(after.NLPSnapshot).toMatchObject({ intent: 'refund', modelVersion: 2 });
    expect((await say(customer, 'thanks')).content.text).toBe(BOT_TEXTS.thanks);

    expect((await trainer.post(M.rollbackModel)).statusCode).toBe(200);
    const restored = await say(customer, 'thank you');
    expect(restored.content.text).toBe(BOT_TEXTS.thanks);
    expect(restored.NLPSnapshot).toMatchObject({ modelVersion: 1 });
  });

  it('captures the order number with validation: a bad answer gets the retry message, a good one is stored and used', async () => {
    const customer = await harness.customer();
    expect((await say(customer, 'where is my order')).content.text).toBe(DEMO_FLOW_TEXTS.askOrder);
    // Waiting for the answer: words no intent is confident about are a wrong answer.
    expect((await say(customer, 'no idea')).content.text).toBe(DEMO_FLOW_TEXTS.retryOrder);
    expect((await say(customer, 'it is ORD-778899')).content.text).toBe(orderFound('ORD-778899'));
    const [row] = await context.database.db.select().from(chatSessions).where(eq(chatSessions.sessionId, customer.sessionId));
    expect(row?.botState).toMatchObject({ wid: null, nodeId: null, variables: { order: 'ORD-778899' } });
    // The question is over: a greeting is a greeting again.
    expect((await say(customer, 'hello')).content.text).toBe(BOT_TEXTS.greeting);
  });

  it.each(['I want to talk to a human please', 'talk to an agent'])(
    'a customer in the order question asking "%s" is offered to an agent in that one turn', async (text) => {
      const agent = await harness.staff('agent@demo.brand');
      const customer = await harness.customer();
      expect((await say(customer, 'where is my order')).content.text).toBe(DEMO_FLOW_TEXTS.askOrder);
      const replies = await sayAll(customer, text);
      expect(replies.map((m) => m.content.text)).toEqual([BOT_TEXTS.handover]);
      await agent.waitFor<{ changedChatDetails?: { sessionId: string; chatState: string; agentId?: string } }>('updation', (p) =>
        p.changedChatDetails?.sessionId === customer.sessionId && p.changedChatDetails.chatState === 'Pending' && p.changedChatDetails.agentId === agent.userId);
      const [row] = await context.database.db.select().from(chatSessions).where(eq(chatSessions.sessionId, customer.sessionId));
      expect(row?.botState).toBeNull();
    });

  it('in the order question an FAQ answers and the question is asked again; a greeting switches to its workflow', async () => {
    const shipping = DEMO_FAQS.find((faq) => /shipping/i.test(faq.question))!;
    const customer = await harness.customer();
    expect((await say(customer, 'where is my order')).content.text).toBe(DEMO_FLOW_TEXTS.askOrder);
    expect((await sayAll(customer, 'how long does shipping take')).map((m) => m.content.text)).toEqual([shipping.answer, DEMO_FLOW_TEXTS.askOrder]);
    expect((await say(customer, 'ORD-112233')).content.text).toBe(orderFound('ORD-112233'));
    expect((await say(customer, 'track my order')).content.text).toBe(DEMO_FLOW_TEXTS.askOrder);
    expect((await say(customer, 'good morning!')).content.text).toBe(BOT_TEXTS.greeting);
    const [row] = await context.database.db.select().from(chatSessions).where(eq(chatSessions.sessionId, customer.sessionId));
    expect(row?.botState).toMatchObject({ wid: null, nodeId: null });
  });

  it("leaves by 'failed' when the retries are used up: the chat goes to a person", async () => {
    const customer = await harness.customer();
    expect((await say(customer, 'track my order')).content.text).toBe(DEMO_FLOW_TEXTS.askOrder);
    expect((await say(customer, 'no idea')).content.text).toBe(DEMO_FLOW_TEXTS.retryOrder);
    expect((await say(customer, 'the blue box')).content.text).toBe(DEMO_FLOW_TEXTS.retryOrder);
    // Words no intent is confident about (the demo classifier takes "I lost it" for thanks: that would interrupt).
    const failed = await sayAll(customer, 'dunno');
    expect(failed[0]?.content.text).toBe(DEMO_FLOW_TEXTS.orderNotRead);
    await customer.waitFor<{ chatState: string }>('chatState', (p) => p.chatState === 'Inqueue' || p.chatState === 'Pending');
  });

  it('a waiting question survives a restart of the server', async () => {
    let customer = await harness.customer();
    expect((await say(customer, 'where is my order')).content.text).toBe(DEMO_FLOW_TEXTS.askOrder);
    harness.closeAll();
    await context.app.close();
    // A new process knows nothing: the state comes from the database.
    sessionCache.forget(customer.psid);
    harness = await new LiveChatHarness(await context.buildApp()).listen();
    customer = await harness.customer({ psid: customer.psid });
    await customer.waitFor('history');
    expect((await say(customer, 'ORD-24680')).content.text).toBe(orderFound('ORD-24680'));
  });

  it('during a downtime window the handover workflow offers a ticket (the widget is told nobody is available)', async () => {
    const supervisor = await harness.staff('supervisor@demo.brand');
    const customer = await harness.customer();
    expect((await say(customer, 'hello')).content.text).toBe(BOT_TEXTS.greeting);
    const [brand] = await context.database.db.select({ brandId: downtimeWindows.brandId }).from(downtimeWindows).limit(1);
    const now = new Date();
    const local = (d: Date) => d.toISOString().slice(0, 16);
    await context.database.db.insert(downtimeWindows).values({ brandId: brand!.brandId, rule: {
      kind: 'oneOff', name: 'Now', timeZone: 'UTC', message: 'Our team is away for maintenance.',
      startsAt: local(new Date(now.getTime() - 3_600_000)), endsAt: local(new Date(now.getTime() + 3_600_000)),
    } });
    const replies = await sayAll(customer, 'I need a human');
    expect(replies.map((m) => m.content.text)).toEqual([BOT_TEXTS.handover, 'Our team is away for maintenance.', BOT_TEXTS.ticketOffer]);
    await customer.waitFor<{ chatState: string }>('chatState', (p) => p.chatState === 'Inqueue');
    expect(await customer.emit('ticketAvailability', {})).toMatchObject({ data: { agentsAvailable: false } });
    expect(supervisor.userId).toBeTruthy();
  });

  it("training snapshots a workflow added to the draft tables: its handover node queues the chat in the node's group", async () => {
    const db = context.database.db;
    const trainer = await callerFor(context.app, 'trainer@demo.brand');
    const [brand] = await db.select({ brandId: groups.brandId }).from(groups).limit(1);
    const brandId = brand!.brandId;
    const [billing] = await db.insert(groups).values({ brandId, name: 'Billing' }).returning({ id: groups.id });
    const [message] = await db.insert(botMessages).values({ brandId, name: 'To billing', type: 'text', variations: [{
      vid: 'v1', channel: 'website', country: 'in', language: 'en', param1: 'opt1',
      abTestings: [{ vid: 'a', weight: 100, content: { text: 'Passing you to billing, {{customerName}}.' } }],
    }] }).returning({ id: botMessages.id });
    const at = { x: 0, y: 0 };
    await db.insert(botWorkflows).values({ brandId, name: 'Billing goodbye', triggerIntents: ['goodbye'], elements: {
      nodes: [
        { id: 'start', type: 'start', position: at, data: {} },
        { id: 'say', type: 'botMessage', position: at, data: { messageId: message!.id } },
        { id: 'toBilling', type: 'handover', position: at, data: { groupId: billing!.id } },
      ],
      edges: [{ id: 'e1', source: 'start', target: 'say' }, { id: 'e2', source: 'say', target: 'toBilling' }],
    } });
    expect((await trainer.post(P.trainApp)).statusCode).toBe(200);
    await context.app.services.botBuilder.training.idle();
    expect((await trainer.post(P.publishApp)).statusCode).toBe(200);

    const customer = await harness.customer();
    const replies = await sayAll(customer, 'bye');
    // Nobody of Billing is online: the workflow's message, then the ticket offer.
    expect(replies.map((m) => m.content.text)).toEqual([expect.stringMatching(/^Passing you to billing, .+\.$/), BOT_TEXTS.ticketOffer]);
    await customer.waitFor<{ chatState: string }>('chatState', (p) => p.chatState === 'Inqueue');
    const [row] = await db.select().from(chatSessions).where(eq(chatSessions.sessionId, customer.sessionId));
    expect(row?.groupId).toBe(billing!.id);
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
