/**
 * The customer-message hot path: customer and session come from the process's caches, the NLP
 * snapshot and the bot's replies ride the group commit, and a stale cache (another instance changed
 * the chat) never stores a message in a resolved chat nor lets the bot answer in an agent's chat.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { chatMessages } from '@/db/schema/chat-messages';
import { chatSessions } from '@/db/schema/chat-sessions';
import { describeBackends } from '@/testing/backends';
import { LiveChatHarness } from '@/testing/live-chat-harness';
import { STATS_INTERVAL_MS } from './chat-events';

describeBackends('live chat: customer hot path', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  it('a burst of customer messages in bot chats takes O(1) transactions and no per-message look-ups', async () => {
    const db = context.database.db;
    const customers = await Promise.all(Array.from({ length: 30 }, () => harness.customer()));
    await Promise.all(customers.map((c) => c.waitFor('history')));
    // Warm: the first message of each (the caches now hold customer and session).
    await Promise.all(customers.map((c, i) => c.emit('customerMessage', { text: 'hello', clientMessageId: `w-${i}` })));
    await Promise.all(customers.map((c) => c.waitFor('botMessages')));
    await context.app.services.liveChat.messages.drain();
    // The warm-up's connects scheduled a coalesced chat-stats recount (a select); let it run first.
    await new Promise((resolve) => setTimeout(resolve, 2 * STATS_INTERVAL_MS));

    const transactions = vi.spyOn(db, 'transaction');
    const selects = vi.spyOn(db, 'select');
    const updates = vi.spyOn(db, 'update');
    try {
      const acks = await Promise.all(customers.map((c, i) => c.emit<never>('customerMessage', { text: 'where is my order', clientMessageId: `b-${i}` })));
      expect(acks.every((ack) => (ack as unknown as { seq: number }).seq === 3)).toBe(true);
      await Promise.all(customers.map((c) => c.waitFor<{ messages: Message[] }>('botMessages', (p) => p.messages[0]?.seq === 4)));
      await context.app.services.liveChat.messages.drain();
      expect(transactions.mock.calls.length).toBeLessThanOrEqual(8);
      expect(selects).not.toHaveBeenCalled();
      expect(updates).not.toHaveBeenCalled();
    } finally {
      transactions.mockRestore();
      selects.mockRestore();
      updates.mockRestore();
    }
    const [session] = await db.select().from(chatSessions).where(eq(chatSessions.sessionId, customers[0]!.sessionId));
    expect(session?.nlpSnapshot).toMatchObject({ intent: 'order_status' });
    expect(session?.lastSeq).toBe(4);
  });

  it('the next turn gets the previous snapshot as prevNLPSnapshot', async () => {
    const agent = await harness.staff('supervisor@demo.brand');
    const customer = await harness.customer();
    await customer.emit('customerMessage', { text: 'hello', clientMessageId: 'p-1' });
    await customer.waitFor('botMessages');
    await customer.emit('customerMessage', { text: 'thanks', clientMessageId: 'p-2' });
    const second = await agent.waitFor<{ message: Message; NLPSnapshot: unknown; prevNLPSnapshot: unknown }>('userMessage', (p) => p.message.seq === 3);
    expect(second).toMatchObject({ NLPSnapshot: { intent: 'thanks' }, prevNLPSnapshot: { intent: 'greeting' } });
  });

  it('a chat resolved behind the cache (another instance) opens a new session instead of storing into the old one', async () => {
    const db = context.database.db;
    const customer = await harness.customer();
    await customer.emit('customerMessage', { text: 'hello', clientMessageId: 's-1' });
    await customer.waitFor('botMessages');
    await db.update(chatSessions).set({ chatState: 'Resolved', resolvedAt: new Date() }).where(eq(chatSessions.sessionId, customer.sessionId));

    const ack = await customer.emit<never>('customerMessage', { text: 'hello again', clientMessageId: 's-2' });
    expect(ack).toMatchObject({ seq: 1 });
    const next = await customer.waitFor<{ sessionId: string }>('session', (p) => p.sessionId !== customer.sessionId);
    const old = await db.select().from(chatMessages).where(eq(chatMessages.sessionId, customer.sessionId));
    expect(old.map((m) => m.seq).sort()).toEqual([1, 2]);
    const fresh = await db.select().from(chatMessages).where(eq(chatMessages.sessionId, next.sessionId));
    expect(fresh.find((m) => m.sender === 'customer')?.content).toEqual({ text: 'hello again' });
  });

  it('a chat taken by staff behind the cache gets no bot answer and no NLP stamp', async () => {
    const db = context.database.db;
    const supervisor = await harness.staff('supervisor@demo.brand');
    const customer = await harness.customer();
    await customer.emit('customerMessage', { text: 'hello', clientMessageId: 't-1' });
    await customer.waitFor('botMessages');
    await db.update(chatSessions).set({ chatState: 'AgentHandling', agentId: supervisor.userId }).where(eq(chatSessions.sessionId, customer.sessionId));

    await customer.emit('customerMessage', { text: 'where is my order', clientMessageId: 't-2' });
    // Single-writer mode may tell staff before the commit (with the bot's stamp); the committed row follows without it.
    const seen = await supervisor.waitFor<{ message: Message; NLPSnapshot?: unknown }>('userMessage', (p) => p.message.seq === 3 && p.NLPSnapshot === undefined);
    expect(seen.message.content).toEqual({ text: 'where is my order' });
    await context.app.services.liveChat.messages.drain();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const rows = await db.select().from(chatMessages).where(eq(chatMessages.sessionId, customer.sessionId));
    expect(rows.map((m) => m.sender).sort()).toEqual(['chatbot', 'customer', 'customer']);
  });

  it('a customer blocked by staff is refused at once, and again after being unblocked may write', async () => {
    const supervisor = await harness.staff('supervisor@demo.brand');
    const customer = await harness.customer();
    await customer.emit('customerMessage', { text: 'hello', clientMessageId: 'k-1' });
    await customer.waitFor('botMessages');
    await supervisor.emit('blockChat', { sessionId: customer.sessionId, blocked: true });
    const refused = await customer.emit('customerMessage', { text: 'hello?', clientMessageId: 'k-2' });
    expect(refused).toMatchObject({ errorCode: 412 });
    await supervisor.emit('blockChat', { sessionId: customer.sessionId, blocked: false });
    const ok = await customer.emit<never>('customerMessage', { text: 'hello!', clientMessageId: 'k-3' });
    expect(ok).toMatchObject({ seq: 1 });
  });
});
