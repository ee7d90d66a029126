/**
 * The query report's clusters read the unanswered messages of the newest conversations, at most a cap, and are kept
 * while the facts' version of those messages is unchanged (query-cluster-cache.ts). On random conversations (random
 * starts, customer messages read or not, recognised or not, some appended later, some conversations removed), at
 * every step the unanswered count equals the definition worked out here from the stored messages and the cached
 * service answers what a fresh one computes; at the end the messages read under each cap are the definition's pick.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { reportFilterSchema } from '@switchboard/contracts/analytics/report-filter';
import { THRESHOLDS } from '@switchboard/contracts/common/constants';
import { rowsOf, type Database } from '@/db/client';
import { chatMessages } from '@/db/schema/chat-messages';
import { chatSessions } from '@/db/schema/chat-sessions';
import { FaqsService } from '@/modules/bot-builder/faqs.service';
import { IntentsService } from '@/modules/bot-builder/intents.service';
import { describeBackends } from '@/testing/backends';
import { addConversation } from './analytics.test-kit';
import { QueryService } from './query.service';
import { unansweredMessages } from './query.repository';

const FILTER = reportFilterSchema.parse({ startDate: '2026-10-10', endDate: '2026-10-10' });
const CAPS = [1, 4, 9, 1000];
type Nlp = { intent: string; confidence?: number } | null;

const nlp: fc.Arbitrary<Nlp> = fc.option(fc.record({
  intent: fc.constantFrom('order', 'None'), confidence: fc.constantFrom(0.2, 0.5, 0.9),
}, { requiredKeys: ['intent'] }), { nil: null });
const message = fc.record({ text: fc.constantFrom('refund my order', 'track parcel', 'change address', 'hello'), nlp });
const conversation = fc.record({
  minute: fc.integer({ min: 0, max: 1439 }),
  messages: fc.array(message, { minLength: 1, maxLength: 5 }),
  // No single message is removed: the product never does (a conversation goes whole, its facts with it).
  later: fc.constantFrom('none', 'append', 'remove'),
});

interface Stored { chatlog_id: string; session_id: string; started_at: string; created_at: string; nlp: Nlp }

/** The definition: read by the bot (an object snapshot) and not an intent other than None at or above the threshold. */
const isUnanswered = (row: Stored) => row.nlp !== null
  && !(row.nlp.intent !== 'None' && typeof row.nlp.confidence === 'number' && row.nlp.confidence >= THRESHOLDS.intentScore);

/** Conversations newest first (start, then id), taken while fewer than the cap come before them; then the first `cap`. */
function pick(rows: Stored[], cap: number): string[] {
  const unanswered = rows.filter(isUnanswered);
  const order = (a: Stored, b: Stored) => (a.started_at !== b.started_at ? (a.started_at < b.started_at ? 1 : -1)
    : a.session_id !== b.session_id ? (a.session_id < b.session_id ? 1 : -1)
      : a.created_at !== b.created_at ? (a.created_at < b.created_at ? 1 : -1) : a.chatlog_id < b.chatlog_id ? 1 : -1);
  const sorted = [...unanswered].sort(order);
  const before = new Map<string, number>();
  let count = 0;
  for (const row of sorted) {
    if (!before.has(row.session_id)) before.set(row.session_id, count);
    count += 1;
  }
  return sorted.filter((row) => before.get(row.session_id)! < cap).slice(0, cap).map((row) => row.chatlog_id).sort();
}

async function stored(db: Database): Promise<Stored[]> {
  return rowsOf<Stored>(await db.execute(sql`select m.chatlog_id::text, m.session_id::text,
      to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') as started_at,
      to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') as created_at,
      case when jsonb_typeof(m.nlp_snapshot) = 'object' then m.nlp_snapshot end as nlp
    from chat_messages m join chat_sessions s on s.session_id = m.session_id where m.sender = 'customer'`));
}

describeBackends('analytics query clusters against their definition', (context) => {
  it('reads what the definition picks and caches only what a fresh clustering would answer', async () => {
    const db = context.database.db;
    const training = { intents: new IntentsService(db), faqs: new FaqsService(db) };
    const cached = new QueryService(db, training, { clusterCap: 9 });
    for (const seed of [24, 7, 2026]) {
      await db.execute(sql`delete from chat_sessions`);
      const fixture = fc.sample(fc.array(conversation, { minLength: 6, maxLength: 14 }), { seed, numRuns: 1 })[0]!;
      for (const [index, spec] of fixture.entries()) {
        const start = new Date(Date.UTC(2026, 9, 10, 0, spec.minute));
        const psid = `cluster-prop-${seed}-${index}`;
        const sessionId = await addConversation(db, { at: start, psid });
        const row = (item: { text: string; nlp: Nlp }, seq: number) => ({
          chatlogId: randomUUID(), sessionId, psid, seq, sender: 'customer' as const, type: 'text' as const, content: { text: item.text },
          createdAt: new Date(start.getTime() + seq * 1000), ...(item.nlp ? { nlpSnapshot: { ...item.nlp } } : {}),
        });
        const rows = spec.messages.map((item, at) => row(item, at + 1));
        await db.insert(chatMessages).values(rows);
        // The cached service is asked between writes, so a stale entry would show at the next check.
        await cached.query(FILTER, undefined);
        if (spec.later === 'append') await db.insert(chatMessages).values(row({ text: 'where is my refund', nlp: { intent: 'None', confidence: 0.9 } }, rows.length + 1));
        if (spec.later === 'remove') await db.delete(chatSessions).where(eq(chatSessions.sessionId, sessionId));
        const now = await stored(db);
        const report = await cached.query(FILTER, undefined);
        expect(report.unanswered, `seed ${seed} step ${index}`).toBe(now.filter(isUnanswered).length);
        expect(report.clusters, `seed ${seed} step ${index}`).toEqual((await new QueryService(db, training, { clusterCap: 9 }).query(FILTER, undefined)).clusters);
      }
      const now = await stored(db);
      for (const cap of CAPS) {
        const read = (await unansweredMessages(db, FILTER, undefined, cap)).map((row) => row.chatlogId).sort();
        expect(read, `seed ${seed} cap ${cap}`).toEqual(pick(now, cap));
      }
    }
  });
});
