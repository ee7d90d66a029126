/** Group commit: gap-free per-chat seqs, one transaction per batch, dedupe, watermarks, restart. */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { chatMessages } from '@/db/schema/chat-messages';
import { chatSessions } from '@/db/schema/chat-sessions';
import { describeEveryBackend } from '@/testing/backends';
import { LiveChatHarness } from '@/testing/live-chat-harness';
import { insertCustomer } from '@/modules/customers/customer.repository';
import { rawQuery } from '@/db/raw-query';
import { insertSession } from './chat-session.repository';
import { MessageStore } from './message-store';
import { APPEND_BATCH, FIND_BY_CLIENT_IDS } from './message.repository';

describeEveryBackend('live chat: message store', (context) => {
  let harness: LiveChatHarness | undefined;
  beforeEach(() => {
    harness = undefined;
  });
  afterEach(() => harness?.closeAll());

  async function sessions(count: number) {
    const db = context.database.db;
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      await insertCustomer(db, { psid: `p${i}`, channel: 'website', name: `C${i}` });
      ids.push((await insertSession(db, { psid: `p${i}`, channel: 'website' })).sessionId);
    }
    return ids;
  }

  it('assigns gap-free seqs per chat in call order, committing a tick’s appends in one transaction', async () => {
    const ids = await sessions(3);
    const store = new MessageStore(context.database.db);
    const calls = Array.from({ length: 300 }, (_, i) => {
      const sessionId = ids[i % 3]!;
      return store.append({ sessionId, psid: `p${i % 3}`, sender: 'customer', type: 'text', content: { text: `m${i}` }, clientMessageId: `id-${i}` });
    });
    const results = await Promise.all(calls);
    // Rows written by one transaction share its id (xmin); the sessions' bumps too.
    const writers = await rawQuery<{ n: number }>(context.database.db, `SELECT count(DISTINCT xmin::text)::int AS n FROM (
      SELECT xmin FROM chat_messages UNION ALL SELECT xmin FROM chat_sessions WHERE last_seq > 0) AS written`, []);
    expect(writers).toEqual([{ n: 1 }]);
    for (let s = 0; s < 3; s++) {
      const mine = results.filter((r) => r.message.sessionId === ids[s]);
      expect(mine.map((r) => r.message.seq)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
      const stored = await context.database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, ids[s]!));
      expect(stored).toHaveLength(100);
    }
  });

  it('stores every column as given (text and JSON that need escaping, nested snapshots, dates to the millisecond)', async () => {
    const [sessionId] = await sessions(1);
    const store = new MessageStore(context.database.db);
    const text = 'quote " backslash \\ newline\n tab\t emoji 🙂 unicode ü \'single\' $1 ::jsonb';
    const nlp = { intent: 'order_status', confidence: 0.73, text, entities: [{ entity: 'order', value: 'A-1', start: 0, end: 3 }], modelVersion: 2 };
    const { message } = await store.append({
      sessionId: sessionId!, psid: 'p0', sender: 'customer', type: 'text', content: { text, format: 'text' },
      clientMessageId: text, nlpSnapshot: nlp, prevNlpSnapshot: null, adminName: text,
    });
    const [stored] = await context.database.db.select().from(chatMessages).where(eq(chatMessages.chatlogId, message.chatlogId));
    expect(stored).toEqual(message);
    expect(stored!.createdAt.getTime()).toBe(message.createdAt.getTime());
    const [again] = await Promise.all([store.append({ sessionId: sessionId!, psid: 'p0', sender: 'customer', type: 'text', content: { text }, clientMessageId: text })]);
    expect(again).toMatchObject({ duplicate: true, message: { chatlogId: message.chatlogId, content: { text } } });
    // The resend answers the stored row itself, read back by the dedupe look-up: every column, its date to the millisecond.
    expect(again?.message).toEqual(message);
  });

  it("stores the rest of a batch when one message cannot be stored (a NUL character jsonb refuses), failing only that one", async () => {
    const ids = await sessions(3);
    const store = new MessageStore(context.database.db);
    const [earlier] = await store.appendMany([{ sessionId: ids[0]!, psid: 'p0', sender: 'chatbot', type: 'text', content: { text: 'hello' } }]);
    const appended = Promise.allSettled(ids.flatMap((sessionId, i) => [
      store.append({ sessionId, psid: `p${i}`, sender: 'customer', type: 'text', content: { text: i === 0 ? 'bad \u0000 text' : `fine ${i}` }, clientMessageId: `a${i}` }),
      store.append({ sessionId, psid: `p${i}`, sender: 'customer', type: 'text', content: { text: `also fine ${i}` }, clientMessageId: `b${i}` }),
    ]));
    // A read watermark queued with the batch (retried with the bad message's half, down to it alone) is committed too.
    const seen = store.markRead(ids[0]!, 'staff', earlier!.message.seq, 'seen');
    const results = await appended;
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    await expect(seen).resolves.toBeUndefined();
    const [read] = await context.database.db.select().from(chatMessages).where(eq(chatMessages.chatlogId, earlier!.message.chatlogId));
    expect(read?.readStatus).toBe('seen');
    for (const [i, sessionId] of ids.entries()) {
      const stored = await context.database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId));
      // Gap-free: the refused message took no seq.
      expect(stored.filter((row) => row.sender === 'customer').map((row) => row.seq).sort()).toEqual(i === 0 ? [2] : [1, 2]);
    }
  });

  it('finds resends and bumps chats through the indexes, so a commit costs the same with a long history', async () => {
    // 20,000 chats of a message each: a scan of either table now costs the planner more than a dozen
    // index probes, if it knows that a batch is a dozen rows (it took 100 for a JSON document's).
    const db = context.database.db;
    await db.execute(sql`insert into customers (psid, channel, name) select 'h' || i, 'website', 'H' || i from generate_series(1, 20000) i`);
    await db.execute(sql`insert into chat_sessions (psid, channel) select 'h' || i, 'website' from generate_series(1, 20000) i`);
    await db.execute(sql`insert into chat_messages (chatlog_id, session_id, psid, seq, sender, type, content, client_message_id)
      select gen_random_uuid(), s.session_id, s.psid, 1, 'customer', 'text', '{"text":"hi"}', s.psid || '-1' from chat_sessions s`);
    const chats = (await db.select({ id: chatSessions.sessionId, psid: chatSessions.psid }).from(chatSessions).limit(12));
    const plan = async (text: string, params: unknown[]) =>
      (await rawQuery<Record<string, string>>(db, `EXPLAIN ${text}`, params)).map((row) => Object.values(row)[0]).join('\n');
    const lookUp = await plan(FIND_BY_CLIENT_IDS, [chats.map((c) => c.psid), chats.map((c) => `${c.psid}-1`)]);
    expect(lookUp).toContain('chat_messages_client_id_unique');
    expect(lookUp).not.toContain('Seq Scan on chat_messages');
    const each = <T>(value: T) => chats.map(() => value);
    const batch = await plan(APPEND_BATCH, [
      chats.map(() => randomUUID()), chats.map((c) => c.id), chats.map((c) => c.psid), chats.map((c) => `${c.psid}-2`), each('customer'), each('text'),
      each('{"text":"again"}'), each('sent'), each(null), each(null), each(null), each(null), each(null), each(Date.now()), each(true), each(false),
      [], [], [], [], [], each(null), each(null), [], [],
    ]);
    expect(batch).toContain('chat_messages_client_id_unique');
    expect(batch).toContain('chat_sessions_pkey');
    expect(batch).not.toMatch(/Seq Scan on chat_(messages|sessions)/);
  });

  it('returns the original for a resend (same batch or later) and stores nothing; watermarks only move forward', async () => {
    const [sessionId] = await sessions(1);
    const store = new MessageStore(context.database.db);
    const input = { sessionId: sessionId!, psid: 'p0', sender: 'customer' as const, type: 'text' as const, content: { text: 'hi' }, clientMessageId: 'dup' };
    const [a, b] = await Promise.all([store.append(input), store.append(input)]);
    const c = await store.append(input);
    expect(a?.duplicate).toBe(false);
    expect([b?.duplicate, c.duplicate]).toEqual([true, true]);
    expect(new Set([a?.message.chatlogId, b?.message.chatlogId, c.message.chatlogId]).size).toBe(1);
    await store.append({ ...input, clientMessageId: 'other' });
    await Promise.all([store.markRead(sessionId!, 'customer', 2, 'seen'), store.markRead(sessionId!, 'customer', 1, 'delivered')]);
    const rows = await context.database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId!));
    expect(rows.map((r) => [r.seq, r.readStatus]).sort()).toEqual([[1, 'seen'], [2, 'seen']]);
  });

  it('answers each chat as committed: the cached row while it agrees on state, agent, group and invitees, else the row read again', async () => {
    const [sessionId] = await sessions(1);
    const db = context.database.db;
    const store = new MessageStore(db);
    const input = { sessionId: sessionId!, psid: 'p0', sender: 'customer' as const, type: 'text' as const, content: { text: 'hi' } };
    const stored = async () => (await db.select().from(chatSessions).where(eq(chatSessions.sessionId, sessionId!)))[0];
    const first = await store.append(input, { sessionNlpSnapshot: { intent: 'greeting' } });
    expect(first.session).toEqual(await stored());
    expect(first.session).toMatchObject({ lastSeq: 1, nlpSnapshot: { intent: 'greeting' } });
    // Another instance changes the chat behind this process's cache: each routing column alone is noticed.
    const changes = [
      sql`chat_state = 'Inqueue'`,
      sql`invite_info = '{"4f1c0a4e-7a53-4c83-9d55-6c1b1a0e2f10": {"inviteState": "pendingInvite", "name": "Ann"}}'::jsonb`,
      sql`selected_tags = '["vip"]'::jsonb, chat_state = 'BotHandling'`,
    ];
    for (const change of changes) {
      await db.execute(sql`UPDATE chat_sessions SET ${change} WHERE session_id = ${sessionId!}`);
      const next = await store.append(input);
      expect(next.session).toEqual(await stored());
    }
  });

  it('keeps every acknowledged message across a restart (a new app over the same database)', async () => {
    // 40 at once: more than a customer may send a minute by default (WEBCHAT_MESSAGES_PER_MINUTE).
    const first = await context.buildApp({ WEBCHAT_MESSAGES_PER_MINUTE: '40' });
    harness = await new LiveChatHarness(first).listen();
    const customer = await harness.customer();
    const acks = await Promise.all(Array.from({ length: 40 }, (_, i) =>
      customer.emit<never>('customerMessage', { text: `message ${i}`, clientMessageId: `r-${i}` })));
    const acked = acks.map((ack) => (ack as unknown as { seq: number }).seq);
    expect(acked.every((seq) => seq > 0)).toBe(true);
    harness.closeAll();
    await first.close();

    harness = await new LiveChatHarness(await context.buildApp()).listen();
    const again = await harness.customer({ psid: customer.psid });
    const history = await again.waitFor<{ messages: Message[] }>('history');
    const stored = new Set(history.messages.filter((m) => m.sender === 'customer').map((m) => m.seq));
    expect(acked.filter((seq) => !stored.has(seq))).toEqual([]);
    expect(history.messages.map((m) => m.seq)).toEqual(history.messages.map((_, i) => i + 1));
  });
});
