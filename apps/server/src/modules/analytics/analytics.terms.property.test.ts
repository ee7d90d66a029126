/**
 * The model-accuracy and query reports read the term buckets (migration 0031), whose live path only adds a new
 * message's own rows and marks a conversation on a vote, edit or removal. Exact: on random conversations written in
 * random batches (in order, one message at a time, or out of order: a rebuild), then voted, re-voted, handed over,
 * reviewed, trimmed, deleted and written to again, what the reports answer equals the definitions worked out here
 * from the stored messages (per intent: predictions, low confidence at a threshold on and off the 0.01 grid,
 * conversations, QA verdicts, average confidence, votes on the answers that followed; confused pairs; close calls;
 * the word cloud).
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { eq, sql, type SQL } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { accuracyFilterSchema, CONFUSED_PAIRS_SHOWN } from '@switchboard/contracts/analytics/accuracy.schemas';
import { reportFilterSchema } from '@switchboard/contracts/analytics/report-filter';
import { rowsOf, type Database } from '@/db/client';
import { chatMessages } from '@/db/schema/chat-messages';
import { chatSessions } from '@/db/schema/chat-sessions';
import { customers } from '@/db/schema/customers';
import { users } from '@/db/schema/users';
import { wordsOf } from '@/lib/analytics-words';
import { describeBackends } from '@/testing/backends';
import { accuracySummary, type AccuracySums, type AccuracySummary } from './accuracy.repository';
import { topWords } from './query.repository';
import { foldTermBuckets } from './term-buckets';

const START = new Date('2026-10-10T09:00:00Z');
const DAY = { startDate: '2026-10-10', endDate: '2026-10-10', timeZone: 'UTC' };
const CLOSE_CALL_MARGIN = 0.1;

type Candidates = Array<{ intent: string; score: number }> | undefined;
type Message =
  | { sender: 'customer'; text: string; nlp: { intent?: string; confidence?: number; candidates?: Candidates } | null }
  | { sender: 'chatbot'; vote: 'upvote' | 'downvote' | null }
  | { sender: 'admin' };

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

// --- The definitions, from the stored rows -------------------------------------------------------------------------

interface StoredMessage { chatlog_id: string; session_id: string; seq: number; sender: string; vote: string | null; text: string; nlp: unknown }
interface Stored { messages: StoredMessage[]; review: Map<string, string | null>; trained: Array<{ text: string; intent: string }> }

async function stored(db: Database, brandId: string): Promise<Stored> {
  const messages = await rows<StoredMessage>(db, sql`select chatlog_id, session_id, seq, sender, vote, coalesce(content->>'text', '') as text, nlp_snapshot as nlp
    from chat_messages order by session_id, seq`);
  const sessions = await rows<{ session_id: string; review_status: string | null }>(db, sql`select session_id, review_status from chat_sessions`);
  const trained = await rows<{ text: string; intent: string }>(db, sql`select u.text, i.name as intent from bot_utterances u
    join bot_intents i on i.id = u.intent_id where u.kind = 'utterance' and i.brand_id = ${brandId}::uuid`);
  return { messages, review: new Map(sessions.map((row) => [row.session_id, row.review_status])), trained };
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The accuracy summary as its definition reads: every customer message the bot read, in conversations of the range. */
function expectedAccuracy(data: Stored, threshold: number, review: 'All' | 'Passed' | 'Failed'): AccuracySummary {
  type Read = { message: StoredMessage; intent: string; confidence: number | null; up: number; down: number };
  const reads: Read[] = [];
  let asked: Read | null = null;
  let session = '';
  for (const message of data.messages) {
    if (message.session_id !== session) { session = message.session_id; asked = null; }
    if (message.sender === 'customer') {
      asked = null;
      const status = data.review.get(message.session_id) ?? null;
      if (!isObject(message.nlp) || (review !== 'All' && status !== review)) continue;
      const confidence = typeof message.nlp.confidence === 'number' ? message.nlp.confidence : null;
      asked = { message, intent: typeof message.nlp.intent === 'string' ? message.nlp.intent : 'None', confidence, up: 0, down: 0 };
      reads.push(asked);
    } else if (message.sender === 'chatbot' && asked && message.vote) {
      // An answer's vote counts for the customer message it followed.
      if (message.vote === 'upvote') asked.up += 1; else asked.down += 1;
    }
  }
  const sums = (list: Read[]): AccuracySums => {
    const sessions = new Set(list.map((read) => read.message.session_id));
    const verdict = (status: string) => [...sessions].filter((id) => data.review.get(id) === status).length;
    return {
      predictions: list.length, lowConfidence: list.filter((read) => read.confidence === null || read.confidence < threshold).length,
      conversations: sessions.size, passed: verdict('Passed'), failed: verdict('Failed'),
      upvotes: list.reduce((total, read) => total + read.up, 0), downvotes: list.reduce((total, read) => total + read.down, 0),
    };
  };
  const intents = [...new Set(reads.map((read) => read.intent))].map((intent) => {
    const list = reads.filter((read) => read.intent === intent);
    const scored = list.filter((read) => read.confidence !== null);
    return { intent, ...sums(list), averageConfidence: scored.length === 0 ? 0 : scored.reduce((total, read) => total + read.confidence!, 0) / scored.length };
  });
  const count = <K extends string>(keys: K[]) => {
    const counted = new Map<K, number>();
    for (const key of keys) counted.set(key, (counted.get(key) ?? 0) + 1);
    return counted;
  };
  const pairKeys: string[] = [];
  const pairDown: string[] = [];
  for (const read of reads) {
    for (const trained of data.trained) {
      if (trained.text.toLowerCase() !== read.message.text.trim().toLowerCase() || trained.intent.toLowerCase() === read.intent.toLowerCase()) continue;
      pairKeys.push(`${read.intent}\u0000${trained.intent}`);
      if (read.down > 0) pairDown.push(`${read.intent}\u0000${trained.intent}`);
    }
  }
  const downs = count(pairDown);
  const byCount = <T extends { messages: number }>(key: (row: T) => string) => (a: T, b: T) =>
    b.messages - a.messages || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
  const pairs = [...count(pairKeys)].map(([key, messages]) => {
    const [predicted, actual] = key.split('\u0000') as [string, string];
    return { predicted, actual, messages, downvoted: downs.get(key) ?? 0 };
  }).sort(byCount((row) => `${row.predicted}\u0000${row.actual}`)).slice(0, CONFUSED_PAIRS_SHOWN);
  const closeKeys = reads.flatMap((read) => {
    const candidates = (read.message.nlp as { candidates?: Candidates }).candidates;
    if (!Array.isArray(candidates) || candidates.length < 2) return [];
    return candidates[0]!.score - candidates[1]!.score < CLOSE_CALL_MARGIN ? [`${candidates[0]!.intent}\u0000${candidates[1]!.intent}`] : [];
  });
  const closeCalls = [...count(closeKeys)].map(([key, messages]) => {
    const [intent, runnerUp] = key.split('\u0000') as [string, string];
    return { intent, runnerUp, messages };
  }).sort(byCount((row) => `${row.intent}\u0000${row.runnerUp}`)).slice(0, CONFUSED_PAIRS_SHOWN);
  return { intents, totals: sums(reads), pairs, closeCalls };
}

/** The word cloud's counts: customer messages containing each counted word, and their conversations. */
function expectedWords(data: Stored): Array<{ word: string; messages: number; conversations: number }> {
  const counted = new Map<string, { messages: number; sessions: Set<string> }>();
  for (const message of data.messages.filter((row) => row.sender === 'customer')) {
    for (const word of new Set(wordsOf(message.text))) {
      const entry = counted.get(word) ?? { messages: 0, sessions: new Set<string>() };
      entry.messages += 1;
      entry.sessions.add(message.session_id);
      counted.set(word, entry);
    }
  }
  return [...counted].map(([word, entry]) => ({ word, messages: entry.messages, conversations: entry.sessions.size }))
    .sort((a, b) => (a.word < b.word ? -1 : 1));
}

/**
 * The report's summary in a comparable form: the average rounded off float noise, lists in one order (ties are
 * ordered by the database's collation; the fixtures have fewer pairs than are shown).
 */
function comparable(summary: AccuracySummary) {
  const by = <T>(key: (row: T) => string) => (a: T, b: T) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
  return {
    totals: summary.totals,
    intents: summary.intents.map((row) => ({ ...row, averageConfidence: Math.round(row.averageConfidence * 1e9) / 1e9 })).sort(by((row) => row.intent)),
    pairs: [...summary.pairs].sort(by((row) => `${row.predicted} ${row.actual}`)),
    closeCalls: [...summary.closeCalls].sort(by((row) => `${row.intent} ${row.runnerUp}`)),
  };
}

// --- Random conversations and what happens to them ---------------------------------------------------------------

const INTENTS = ['order', 'refund', 'None'];
const message: fc.Arbitrary<Message> = fc.oneof(
  { weight: 3, arbitrary: fc.record({
    sender: fc.constant('customer' as const),
    // 0 and 1: the brand's training sentences (confused pairs); the rest: words for the cloud.
    text: fc.constantFrom('TRAINED 0', 'TRAINED 1', 'Where is my order?', 'refund my ORDER please', '  Refund  ', 'hello there 42', ''),
    nlp: fc.option(fc.record({
      intent: fc.constantFrom(...INTENTS),
      confidence: fc.constantFrom(0.2, 0.42, 0.5, 0.55, 0.9, 1),
      candidates: fc.option(fc.tuple(fc.constantFrom(...INTENTS), fc.constantFrom(...INTENTS), fc.constantFrom(0.05, 0.3)).map(([best, second, gap]) => [
        { intent: best, score: 0.6 }, { intent: second, score: 0.6 - gap },
      ]), { nil: undefined }),
    }, { requiredKeys: ['intent'] }), { nil: null }),
  }) },
  { weight: 3, arbitrary: fc.record({ sender: fc.constant('chatbot' as const), vote: fc.constantFrom(null, null, 'upvote' as const, 'downvote' as const) }) },
  { weight: 1, arbitrary: fc.constant({ sender: 'admin' as const }) },
);
const later = fc.oneof(
  fc.record({ kind: fc.constant('vote' as const), pick: fc.nat(), vote: fc.constantFrom(null, 'upvote' as const, 'downvote' as const) }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), text: fc.constantFrom('TRAINED 1', 'cancel my refund') }),
  fc.record({ kind: fc.constant('review' as const), status: fc.constantFrom('Passed', 'Failed') }),
  fc.record({ kind: fc.constant('handover' as const) }),
  fc.record({ kind: fc.constant('append' as const), messages: fc.array(message, { minLength: 1, maxLength: 3 }) }),
);
const conversation = fc.record({
  messages: fc.array(message, { minLength: 2, maxLength: 14 }),
  // Cut points of the insert statements; whether they are written last first (a rebuild) or one message at a time.
  cuts: fc.array(fc.integer({ min: 1, max: 13 }), { maxLength: 3 }),
  order: fc.constantFrom('forward', 'reversed', 'one by one'),
  // Half the conversations are left as written (a fold would repair a wrong insert path).
  later: fc.oneof(fc.constant([]), fc.array(later, { maxLength: 6 })),
  deleted: fc.integer({ min: 0, max: 3 }).map((draw) => draw === 0),
});

describeBackends('analytics term rollups against their definition', (context) => {
  it('answers what the stored messages say, however they were written, voted, edited and removed', async () => {
    const db = context.database.db;
    const brandId = (await rows<{ id: string }>(db, sql`select id from brands limit 1`))[0]!.id;
    const trained = await rows<{ text: string; intent: string }>(db, sql`select u.text, i.name as intent from bot_utterances u
      join bot_intents i on i.id = u.intent_id where u.kind = 'utterance' and i.brand_id = ${brandId}::uuid order by u.text limit 2`);
    expect(trained.length).toBe(2);
    const [agent] = await db.select({ id: users.id }).from(users).limit(1);
    for (const seed of [24, 2024, 31, 7, 11]) {
      await db.execute(sql`delete from chat_sessions`);
      const fixture = fc.sample(fc.array(conversation, { minLength: 8, maxLength: 12 }), { seed, numRuns: 1 })[0]!;
      for (const spec of fixture) {
        const psid = `terms-${randomUUID()}`;
        await db.insert(customers).values({ psid, channel: 'website', name: 'Terms customer' });
        const [session] = await db.insert(chatSessions).values({ psid, channel: 'website', createdAt: START }).returning();
        const sessionId = session!.sessionId;
        let seq = 0;
        const values = (list: Message[]) => list.map((item) => {
          seq += 1;
          const text = item.sender === 'customer' ? item.text.replace(/^TRAINED (\d)$/, (_, index: string) => trained[Number(index)]!.text) : `${item.sender} ${seq}`;
          return {
            chatlogId: randomUUID(), sessionId, psid, seq, sender: item.sender, type: 'text' as const, content: { text },
            createdAt: new Date(START.getTime() + seq * 1000),
            ...(item.sender === 'customer' && item.nlp ? { nlpSnapshot: { ...item.nlp, text: 'x' } } : {}),
            ...(item.sender === 'chatbot' && item.vote ? { vote: item.vote } : {}),
          };
        });
        const all = values(spec.messages);
        const cuts = [...new Set([0, ...spec.cuts.filter((cut) => cut < all.length), all.length])].sort((x, y) => x - y);
        let batches = cuts.slice(1).map((end, index) => all.slice(cuts[index]!, end)).filter((batch) => batch.length > 0);
        if (spec.order === 'reversed') batches = batches.reverse();
        if (spec.order === 'one by one') batches = all.map((row) => [row]);
        for (const batch of batches) await db.insert(chatMessages).values(batch);
        for (const step of spec.later) {
          const ids = (await db.select({ id: chatMessages.chatlogId, sender: chatMessages.sender }).from(chatMessages)
            .where(eq(chatMessages.sessionId, sessionId)).orderBy(chatMessages.seq));
          const bots = ids.filter((row) => row.sender === 'chatbot');
          const people = ids.filter((row) => row.sender === 'customer');
          if (step.kind === 'vote' && bots.length > 0) {
            await db.update(chatMessages).set({ vote: step.vote }).where(eq(chatMessages.chatlogId, bots[step.pick % bots.length]!.id));
          } else if (step.kind === 'remove' && ids.length > 0) {
            await db.delete(chatMessages).where(eq(chatMessages.chatlogId, ids[step.pick % ids.length]!.id));
          } else if (step.kind === 'edit' && people.length > 0) {
            await db.update(chatMessages).set({ content: { text: step.text } }).where(eq(chatMessages.chatlogId, people[step.pick % people.length]!.id));
          } else if (step.kind === 'review') {
            await db.update(chatSessions).set({ reviewStatus: step.status }).where(eq(chatSessions.sessionId, sessionId));
          } else if (step.kind === 'handover') {
            await db.update(chatSessions).set({ agentId: agent!.id }).where(eq(chatSessions.sessionId, sessionId));
          } else if (step.kind === 'append') {
            await db.insert(chatMessages).values(values(step.messages));
          }
        }
        if (spec.deleted) await db.delete(chatSessions).where(eq(chatSessions.sessionId, sessionId));
      }
      const data = await stored(db, brandId);
      for (const threshold of [0.5, 0.555]) {
        for (const review of ['All', 'Passed'] as const) {
          const filter = accuracyFilterSchema.parse({ ...DAY, review });
          const got = await accuracySummary(db, filter, { brandId, threshold, scope: undefined });
          expect(comparable(got), `seed ${seed}: accuracy at ${threshold}, ${review}`).toEqual(comparable(expectedAccuracy(data, threshold, review)));
        }
      }
      const words = await topWords(db, reportFilterSchema.parse(DAY), undefined, 1000);
      expect(words.sort((a, b) => (a.word < b.word ? -1 : 1)), `seed ${seed}: words`).toEqual(expectedWords(data));
      // The reports folded every mark.
      expect(await rows(db, sql`select session_id from conversation_terms_dirty`)).toEqual([]);
    }
  });

  it('stays exact with writers, voters and folds at work at once (on PostgreSQL: concurrent transactions, none deadlocked)', async () => {
    const db = context.database.db;
    const brandId = (await rows<{ id: string }>(db, sql`select id from brands limit 1`))[0]!.id;
    const opened = await Promise.all(Array.from({ length: 12 }, async (_, index) => {
      const psid = `busy-${index}-${randomUUID()}`;
      await db.insert(customers).values({ psid, channel: 'website', name: 'Busy customer' });
      // One quarter hour, one key: every conversation shares its bucket rows with the others.
      const [session] = await db.insert(chatSessions).values({ psid, channel: 'website', createdAt: START }).returning();
      return { sessionId: session!.sessionId, psid };
    }));
    // New words now and then (a message's new rows and its updated ones in one statement), shared with the others.
    const texts = ['Where is my order?', 'refund my ORDER please', 'cancel it', 'hello there', 'parcel missing', 'billing address wrong', 'track parcel order'];
    let running = true;
    // Each conversation's messages in turn (customer, answer voted now and then), conversations side by side.
    const writers = opened.map(async (conversation, index) => {
      for (let seq = 1; seq <= 40; seq++) {
        const customer = seq % 2 === 1;
        await db.insert(chatMessages).values({
          chatlogId: randomUUID(), sessionId: conversation.sessionId, psid: conversation.psid, seq, sender: customer ? 'customer' : 'chatbot', type: 'text',
          content: { text: customer ? texts[(seq + index) % texts.length]! : 'answer' }, createdAt: new Date(START.getTime() + seq * 1000),
          ...(customer ? { nlpSnapshot: { intent: INTENTS[(seq + index) % 3]!, confidence: ((seq * 7 + index) % 10) / 10, text: 'x' } } : {}),
          ...(!customer && (seq + index) % 4 === 0 ? { vote: 'upvote' as const } : {}),
        });
      }
    });
    const voter = (async () => {
      for (let round = 0; round < 40; round++) {
        const answers = await rows<{ chatlog_id: string }>(db, sql`select chatlog_id from chat_messages where sender = 'chatbot' order by chatlog_id`);
        const answer = answers[(round * 7) % Math.max(1, answers.length)];
        if (answer) await db.update(chatMessages).set({ vote: round % 3 === 0 ? null : round % 3 === 1 ? 'upvote' : 'downvote' }).where(eq(chatMessages.chatlogId, answer.chatlog_id));
      }
    })();
    const folder = (async () => {
      while (running) await foldTermBuckets(db);
    })();
    await Promise.all([...writers, voter]);
    running = false;
    await folder;
    const data = await stored(db, brandId);
    const got = await accuracySummary(db, accuracyFilterSchema.parse({ ...DAY, review: 'All' }), { brandId, threshold: 0.5, scope: undefined });
    expect(comparable(got)).toEqual(comparable(expectedAccuracy(data, 0.5, 'All')));
    const words = await topWords(db, reportFilterSchema.parse(DAY), undefined, 1000);
    expect(words.sort((a, b) => (a.word < b.word ? -1 : 1))).toEqual(expectedWords(data));
  });
});
