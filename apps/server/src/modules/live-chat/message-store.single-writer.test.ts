/** Single-writer mode: staff hear of a message before its commit, with the seq the commit then confirms. */
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { chatMessages } from '@/db/schema/chat-messages';
import { chatSessions } from '@/db/schema/chat-sessions';
import type { ChatMessageRow } from '@/db/schema/chat-messages';
import { describeEveryBackend } from '@/testing/backends';
import { insertCustomer } from '@/modules/customers/customer.repository';
import { insertSession } from './chat-session.repository';
import { COMMIT_INTERVAL_MS, MessageStore, type AppendInput } from './message-store';

describeEveryBackend('live chat: message store in single-writer mode', (context) => {
  async function setUp() {
    const db = context.database.db;
    await insertCustomer(db, { psid: 'p0', channel: 'website', name: 'C0' });
    const { sessionId } = await insertSession(db, { psid: 'p0', channel: 'website' });
    const desynced: string[] = [];
    const store = new MessageStore(db, { singleWriter: true, onDesync: (id) => desynced.push(id) });
    const told: ChatMessageRow[] = [];
    const message = (text: string, clientMessageId?: string): AppendInput => ({
      sessionId, psid: 'p0', sender: 'customer', type: 'text', content: { text }, ...(clientMessageId ? { clientMessageId } : {}),
    });
    const append = (input: AppendInput, requireOpen = false) => store.append(input, { requireOpen, onSequenced: (row) => told.push(row) });
    return { db, sessionId, store, told, desynced, message, append };
  }

  it('after a first commit, tells a message before committing it, with the seq and id that are stored', async () => {
    const { db, sessionId, store, told, message, append } = await setUp();
    const pendingFirst = append(message('one', 'a'));
    expect(told).toHaveLength(0);
    const first = await pendingFirst;
    // Told at its commit (the session's last_seq was not known before).
    expect(first.published).toBe(true);
    expect(told.map((row) => row.seq)).toEqual([1]);

    const pending = append(message('two', 'b'));
    // Told synchronously, before the batch even runs.
    expect(told.map((row) => [row.seq, row.content])).toEqual([[1, { text: 'one' }], [2, { text: 'two' }]]);
    const second = await pending;
    expect(second.published).toBe(true);
    expect(second.message).toBe(told[1]);
    const stored = await db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId));
    expect(stored.map((row) => [row.seq, row.chatlogId]).sort()).toEqual([[1, first.message.chatlogId], [2, told[1]!.chatlogId]]);
    // Sequenced early too (the order stays one), but nobody was told: the caller must publish it.
    const untold = await store.append(message('three', 'c'));
    expect([untold.message.seq, untold.published]).toEqual([3, false]);
  });

  it('a resend is not told again; a resend of a message stored before early mode makes staff reload the chat', async () => {
    const { db, sessionId, told, desynced, message, append } = await setUp();
    await append(message('one', 'a'));
    const [two, twoAgain] = await Promise.all([append(message('two', 'b')), append(message('two', 'b'))]);
    expect(told.map((row) => row.seq)).toEqual([1, 2]);
    expect([two.published, twoAgain.duplicate]).toEqual([true, true]);

    // 'a' was stored before this session was in early mode: told as seq 3, but the commit finds it stored at 1.
    const [resent, three] = await Promise.all([append(message('one', 'a')), append(message('three', 'c'))]);
    // Told 3 and 4 early; the commit stored 'three' at 3, and told it again as stored.
    expect(told.map((row) => row.seq)).toEqual([1, 2, 3, 4, 3]);
    expect(told.at(-1)).toBe(three.message);
    expect(resent.duplicate).toBe(true);
    expect(three.message.seq).toBe(3);
    expect(desynced).toEqual([sessionId]);
    const stored = await db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId));
    expect(stored.map((row) => row.seq).sort()).toEqual([1, 2, 3]);

    // Back in early mode after the next commit.
    await append(message('four', 'd'));
    const told4 = told.length;
    const pendingFive = append(message('five', 'e'));
    expect(told.length).toBe(told4 + 1);
    const five = await pendingFive;
    expect(five.message.seq).toBe(5);

    // A resend after its commit (the ack was lost): the store no longer holds its id, so it is told, found stored, and staff reload.
    desynced.length = 0;
    const fiveAgain = await append(message('five', 'e'));
    expect([fiveAgain.duplicate, fiveAgain.message.chatlogId]).toEqual([true, five.message.chatlogId]);
    expect(desynced).toEqual([sessionId]);
    expect((await db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId))).map((row) => row.seq).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('a message refused because the chat was resolved meanwhile makes staff reload the chat', async () => {
    const { db, sessionId, told, desynced, message, append } = await setUp();
    await append(message('one', 'a'), true);
    await db.update(chatSessions).set({ chatState: 'Resolved' }).where(eq(chatSessions.sessionId, sessionId));
    await expect(append(message('two', 'b'), true)).rejects.toThrow(/closed/);
    expect(told.map((row) => row.seq)).toEqual([1, 2]);
    expect(desynced).toEqual([sessionId]);
  });

  it('paces commits: one starts at most every COMMIT_INTERVAL_MS, and every message is still stored in order', async () => {
    const { db, sessionId, store, message } = await setUp();
    const started = performance.now();
    const appended: Array<Promise<unknown>> = [];
    for (let i = 0; i < 60; i++) {
      appended.push(store.append(message(`m${i}`, `id-${i}`)));
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await Promise.all(appended);
    const elapsed = performance.now() - started;
    // Rows written by one commit share its transaction id (xmin).
    const [row] = await db.select({ commits: sql<number>`count(DISTINCT xmin::text)::int`, seqs: sql<number[]>`array_agg(seq ORDER BY seq)` })
      .from(chatMessages).where(eq(chatMessages.sessionId, sessionId));
    expect(row!.seqs).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    // Unpaced, each append would find the last commit over and start its own (about 60 commits).
    expect(row!.commits).toBeLessThanOrEqual(Math.floor(elapsed / COMMIT_INTERVAL_MS) + 1);
  });
});
