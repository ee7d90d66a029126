/**
 * The term buckets of the model-accuracy and query reports (migration 0031), kept at write time: a new customer message
 * moves exactly the rows of its conversation's quarter hour that it adds to (its intent, the sentence, its words; the
 * conversation's totals without counting it again) without a rebuild; a vote only marks its conversation, and the fold
 * then moves the intent of the message it answers; a hand-over moves the conversation's rows to the agent's key with
 * the same sums, and the folded buckets equal a recount from the messages. The SQL word split and stop words are the TypeScript ones (the clustering uses those).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { STOP_WORDS } from '@switchboard/contracts/analytics/stop-words';
import { rowsOf, type Database } from '@/db/client';
import { NO_ID } from '@/db/schema/analytics';
import { chatMessages } from '@/db/schema/chat-messages';
import { chatSessions } from '@/db/schema/chat-sessions';
import { users } from '@/db/schema/users';
import { wordsOf } from '@/lib/analytics-words';
import { describeBackendsShared } from '@/testing/backends';
import { addConversation } from './analytics.test-kit';
import { foldTermBuckets } from './term-buckets';
import { TermFolder } from './term-folder';

const SUMS = ['conversations', 'messages', 'scored', 'upvotes', 'downvotes', 'downvoted'] as const;
type Row = Record<(typeof SUMS)[number], number> & { cells: number[] };

/** Every bucket row with something in it, by its key. */
async function buckets(db: Database): Promise<Map<string, Row>> {
  const result = await db.execute(sql`select kind, term, detail, to_char(bucket_start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as at,
      agent_id::text as agent, review_status, ${sql.raw(SUMS.join(', '))}, cells
    from term_buckets where messages <> 0 or conversations <> 0`);
  return new Map(rowsOf<Record<string, unknown>>(result).map((row) => [
    `${String(row.kind)}|${String(row.term)}|${String(row.detail)}|${String(row.at)}|${String(row.agent)}|${String(row.review_status)}`,
    { ...Object.fromEntries(SUMS.map((name) => [name, Number(row[name])])) as Record<(typeof SUMS)[number], number>, cells: (row.cells as number[]).map(Number) },
  ]));
}

/** The rows that changed, with the change (new minus old; cells as {cell index: change}). */
function changes(before: Map<string, Row>, after: Map<string, Row>): Record<string, Record<string, unknown>> {
  const zero: Row = { conversations: 0, messages: 0, scored: 0, upvotes: 0, downvotes: 0, downvoted: 0, cells: [] };
  const moved: Record<string, Record<string, unknown>> = {};
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const [old, now] = [before.get(key) ?? zero, after.get(key) ?? zero];
    const diff: Record<string, unknown> = {};
    for (const name of SUMS) if (now[name] !== old[name]) diff[name] = now[name] - old[name];
    const cells = Object.fromEntries(Array.from({ length: Math.max(now.cells.length, old.cells.length) }, (_, index) => [index + 1, (now.cells[index] ?? 0) - (old.cells[index] ?? 0)])
      .filter(([, value]) => value !== 0));
    if (Object.keys(cells).length > 0) diff.cells = cells;
    if (Object.keys(diff).length > 0) moved[key] = diff;
  }
  return moved;
}

/** The conversations marked for the fold. */
async function marked(db: Database): Promise<string[]> {
  return rowsOf<{ session_id: string }>(await db.execute(sql`select session_id from conversation_terms_dirty order by 1`)).map((row) => row.session_id);
}

/** A cumulative cells change of one message in the cell of element `first`. */
const from = (first: number) => Object.fromEntries(Array.from({ length: 103 - first }, (_, index) => [first + index, 1]));

describeBackendsShared('analytics term buckets', (context) => {
  const at = '2026-09-15T10:07:00Z';
  const bucket = '2026-09-15T10:00';
  let sessionId = '';

  beforeAll(async () => {
    sessionId = await addConversation(context.database.db, { at: new Date(at), customer: [{ intent: 'order', confidence: 0.9 }], botMessages: 1 });
  });

  it('moves exactly the rows a new customer message adds to', async () => {
    const db = context.database.db;
    const before = await buckets(db);
    await db.insert(chatMessages).values({
      chatlogId: randomUUID(), sessionId, psid: (await db.select().from(chatSessions).where(eq(chatSessions.sessionId, sessionId)))[0]!.psid, seq: 10, sender: 'customer', type: 'text',
      content: { text: 'Refund my ORDER, please' }, nlpSnapshot: { intent: 'refund', confidence: 0.42, text: 'refund' }, createdAt: new Date('2026-09-15T10:20:00Z'),
    });
    // Added after the stored messages: its own rows, no rebuild and no mark.
    expect(await marked(db)).toEqual([]);
    const key = (kind: string, term: string, detail = '') => `${kind}|${term}|${detail}|${bucket}|${NO_ID}|`;
    const [{ hash }] = rowsOf<{ hash: string }>(await db.execute(sql`select md5(lower(btrim('Refund my ORDER, please'))) as hash`)) as [{ hash: string }];
    // Confidence 0.42 is in cell 42: elements 44 to 102 of the cumulative cells; the conversation already had a read
    // message (its 'all' row counts it once).
    expect(changes(before, await buckets(db))).toEqual({
      [key('intent', 'refund')]: { conversations: 1, messages: 1, scored: 1, cells: from(44) },
      [key('all', '')]: { messages: 1, scored: 1, cells: from(44) },
      [key('text', 'refund', hash)]: { conversations: 1, messages: 1 },
      [key('word', 'refund')]: { conversations: 1, messages: 1 },
      [key('word', 'order')]: { conversations: 1, messages: 1 },
    });
  });

  it('moves the answered intent on a vote, and the whole conversation to its agent on a hand-over', async () => {
    const db = context.database.db;
    const before = await buckets(db);
    const [answer] = await db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId)).orderBy(chatMessages.seq)
      .then((rows) => rows.filter((row) => row.sender === 'chatbot'));
    await db.update(chatMessages).set({ vote: 'downvote' }).where(eq(chatMessages.chatlogId, answer!.chatlogId));
    // The vote's writer only marks the conversation; the fold moves the buckets (and drops the mark).
    expect(await marked(db)).toEqual([sessionId]);
    expect(changes(before, await buckets(db))).toEqual({});
    expect(await foldTermBuckets(db)).toBe(1);
    expect(await marked(db)).toEqual([]);
    const voted = await buckets(db);
    // The answer follows the first customer message (order); the sentence 'customer 1' is the text row's.
    const [{ hash }] = rowsOf<{ hash: string }>(await db.execute(sql`select md5('customer 1') as hash`)) as [{ hash: string }];
    expect(changes(before, voted)).toEqual({
      [`intent|order||${bucket}|${NO_ID}|`]: { downvotes: 1, downvoted: 1 },
      [`all|||${bucket}|${NO_ID}|`]: { downvotes: 1, downvoted: 1 },
      [`text|order|${hash}|${bucket}|${NO_ID}|`]: { downvoted: 1 },
    });
    const [agent] = await db.select({ id: users.id }).from(users).limit(1);
    await db.update(chatSessions).set({ agentId: agent!.id, reviewStatus: 'Passed' }).where(eq(chatSessions.sessionId, sessionId));
    const moved = changes(voted, await buckets(db));
    const away = Object.entries(moved).filter(([key]) => key.endsWith(`|${NO_ID}|`));
    const into = Object.entries(moved).filter(([key]) => key.endsWith(`|${agent!.id}|Passed`));
    expect(away.length).toBe(Object.keys(moved).length / 2);
    expect(into.map(([key, diff]) => [key.split('|').slice(0, 4).join('|'), diff]))
      .toEqual(away.map(([key, diff]) => [key.split('|').slice(0, 4).join('|'), Object.fromEntries(Object.entries(diff).map(([name, value]) => [
        name, typeof value === 'number' ? -value : Object.fromEntries(Object.entries(value as Record<string, number>).map(([cell, change]) => [cell, -change])),
      ]))]));
  });

  it('rebuilds a conversation given a message below its stored ones (an answer written before the question it answers)', async () => {
    const db = context.database.db;
    const other = await addConversation(db, { at: new Date('2026-09-15T11:00:00Z') });
    const [session] = await db.select().from(chatSessions).where(eq(chatSessions.sessionId, other));
    const write = (seq: number, values: Partial<typeof chatMessages.$inferInsert>) => db.insert(chatMessages).values({
      chatlogId: randomUUID(), sessionId: other, psid: session!.psid, seq, type: 'text', content: { text: 'answer' }, sender: 'chatbot',
      createdAt: new Date('2026-09-15T11:01:00Z'), ...values,
    });
    await write(2, { vote: 'upvote' });
    const before = await buckets(db);
    await write(1, { sender: 'customer', content: { text: 'status' }, nlpSnapshot: { intent: 'status', confidence: 0.9, text: 'status' } });
    const key = (kind: string, term: string, detail = '') => `${kind}|${term}|${detail}|2026-09-15T11:00|${NO_ID}|`;
    const [{ hash }] = rowsOf<{ hash: string }>(await db.execute(sql`select md5('status') as hash`)) as [{ hash: string }];
    // The vote written first counts for the question written after it, at once (no mark left for a fold).
    expect(await marked(db)).toEqual([]);
    expect(changes(before, await buckets(db))).toEqual({
      [key('intent', 'status')]: { conversations: 1, messages: 1, scored: 1, upvotes: 1, cells: from(92) },
      [key('all', '')]: { conversations: 1, messages: 1, scored: 1, upvotes: 1, cells: from(92) },
      [key('text', 'status', hash)]: { conversations: 1, messages: 1 },
      [key('word', 'status')]: { conversations: 1, messages: 1 },
    });
  });

  it('is folded by the job with no report reading', async () => {
    const db = context.database.db;
    const [answer] = await db.select().from(chatMessages).where(eq(chatMessages.sender, 'chatbot')).limit(1);
    await db.update(chatMessages).set({ vote: 'upvote' }).where(eq(chatMessages.chatlogId, answer!.chatlogId));
    expect(await marked(db)).toEqual([answer!.sessionId]);
    const job = new TermFolder(db, { everyMs: 20, onError: (error) => { throw error; } });
    job.start();
    try {
      // The job counts a fold once its transaction has committed: the mark can be gone a moment before the count moves.
      await vi.waitFor(async () => {
        expect(await marked(db)).toEqual([]);
        expect(job.folded).toBe(1);
      }, { timeout: 10_000, interval: 20 });
    } finally {
      await job.stop();
    }
  });

  it('equals a recount from the messages', async () => {
    const recounted = sql`select kind, term, detail, bucket_start, channel, group_id, agent_id, review_status, bifurcation, count(*) as conversations, sum(messages) as messages,
        sum(scored) as scored, analytics_cells_sum(cells) as cells, sum(upvotes) as upvotes, sum(downvotes) as downvotes, sum(downvoted) as downvoted
      from analytics_terms_of(array(select session_id from chat_sessions)) group by 1, 2, 3, 4, 5, 6, 7, 8, 9`;
    const kept = sql`select kind, term, detail, bucket_start, channel, group_id, agent_id, review_status, bifurcation, conversations, messages, scored, cells, upvotes, downvotes, downvoted
      from term_buckets where messages <> 0 or conversations <> 0`;
    const recount = await context.database.db.execute(sql`select count(*)::int as differing from
      ((${recounted} except ${kept}) union all (${kept} except ${recounted})) d`);
    expect(rowsOf<{ differing: number }>(recount)[0]!.differing).toBe(0);
  });

  it('splits words in SQL as the clustering does, with the same stop words', async () => {
    const texts = ['Where’s my e-mail?? ORD-20417 arrived', 'The   WiFi router—doesn\'t work; प्रधान привет Café', 'a b c 42 x1 don\'t'];
    for (const text of texts) {
      const result = await context.database.db.execute(sql`select array(select analytics_words(${JSON.stringify({ text })}::jsonb) order by 1) as words`);
      expect((rowsOf<{ words: string[] }>(result)[0]!.words).slice().sort()).toEqual([...new Set(wordsOf(text))].sort());
    }
    const stops = await context.database.db.execute(sql`select analytics_stop_words() as words`);
    expect(rowsOf<{ words: string[] }>(stops)[0]!.words).toEqual([...STOP_WORDS]);
  });
});
