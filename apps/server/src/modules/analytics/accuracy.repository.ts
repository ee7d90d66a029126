/**
 * SQL of the model-accuracy report. The summary (per intent: predictions, low confidence, conversations, QA verdicts,
 * votes; confused pairs; close calls) reads the term buckets kept at write time (migration 0031, term-buckets.ts), so
 * its cost follows the range's buckets, not its messages. An intent's utterances (one page) still read the messages:
 * the customer messages the bot read (an NLU snapshot object) in the conversations started in the range
 * (conversation_facts_started_idx, then each conversation's messages by its (session, seq) index). The drill-down's
 * condition (lib/analytics-drill.ts readAsIntent) is the same, so a conversation count here equals what history lists.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  ACCURACY_UTTERANCES_PAGE_SIZE, CONFUSED_PAIRS_SHOWN,
  type AccuracyFilter, type CloseCall, type AccuracyUtteranceRow, type AccuracyUtterancesFilter, type ConfusedPair,
} from '@switchboard/contracts/analytics/accuracy.schemas';
import type { ReviewFilter } from '@switchboard/contracts/history/history.schemas';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { rowsOf, type Executor } from '@/db/client';
import { predictedIntent } from '@/lib/analytics-drill';
import { scopeCondition, type Scope } from '@/lib/bifurcation-scope';
import { conversationConditions, isoText } from './report-range';
import { foldTermBuckets, termWhere, thresholdCell } from './term-buckets';

export interface AccuracyScope { brandId: string; threshold: number; scope: Scope | undefined }

/**
 * `msgs`: one row per customer message the bot read, in conversations started in the range and narrowed as the
 * report is (channel, group, agent, QA review, the member's bifurcation scope: rows show customers' words).
 */
function messagesCte(filter: ReportFilter & { review: ReviewFilter; intent?: string }, { threshold, scope }: AccuracyScope): SQL {
  const parts: SQL[] = [...conversationConditions(filter), sql`m.sender = 'customer'`, sql`jsonb_typeof(m.nlp_snapshot) = 'object'`];
  if (filter.review !== 'All') parts.push(sql`s.review_status = ${filter.review}`);
  if (filter.intent !== undefined) parts.push(sql`${predictedIntent(sql`m`)} = ${filter.intent}`);
  const scoped = scopeCondition(sql.raw('s.bifurcation'), scope);
  if (scoped) parts.push(scoped);
  // A snapshot without a numeric confidence cannot be trusted: it counts as low confidence.
  const confidence = sql`case when jsonb_typeof(m.nlp_snapshot->'confidence') = 'number' then (m.nlp_snapshot->>'confidence')::float8 end`;
  return sql`msgs as (
    select m.chatlog_id, m.session_id, m.seq, m.created_at, ${predictedIntent(sql`m`)} as intent, ${confidence} as confidence,
      coalesce(${confidence} < ${threshold}, true) as low, s.review_status, s.channel, coalesce(m.content->>'text', '') as text,
      m.nlp_snapshot->'candidates' as candidates
    from conversation_facts f join chat_sessions s on s.session_id = f.session_id join chat_messages m on m.session_id = f.session_id
    where ${sql.join(parts, sql` and `)}
  )`;
}

/**
 * `answers`: QA's votes on the bot's answers, each counted for the customer message it followed (as the feedback
 * report shows them): the bot messages after the message and before the customer's next one.
 */
const answersCte = sql`answers as (
  select q.chatlog_id, q.intent, b.vote from msgs q join chat_messages b on b.session_id = q.session_id and b.seq > q.seq
  where b.sender = 'chatbot' and b.vote is not null
    and not exists (select 1 from chat_messages c where c.session_id = q.session_id and c.sender = 'customer' and c.seq > q.seq and c.seq < b.seq)
)`;

export interface AccuracySums { predictions: number; lowConfidence: number; conversations: number; passed: number; failed: number; upvotes: number; downvotes: number }
export interface IntentSums extends AccuracySums { intent: string; averageConfidence: number }
export interface AccuracySummary { intents: IntentSums[]; totals: AccuracySums; pairs: ConfusedPair[]; closeCalls: CloseCall[] }

const sumsOf = (row: Record<string, unknown>): AccuracySums => ({
  predictions: Number(row.predictions ?? 0), lowConfidence: Number(row.low ?? 0), conversations: Number(row.conversations ?? 0),
  passed: Number(row.passed ?? 0), failed: Number(row.failed ?? 0), upvotes: Number(row.upvotes ?? 0), downvotes: Number(row.downvotes ?? 0),
});

/**
 * Every intent of the range with its sums, and the totals ('all': one row per conversation, which may have read
 * several intents), from the term buckets (migration 0031): a conversation is in one bucket row per intent. The low-confidence count follows the
 * brand's threshold as set now: from the buckets' confidence cells when it is on their 0.01 grid, else from the
 * range's messages (lowOffGrid). Rows summing to no message (their conversations moved away) are left out.
 */
async function intentSums(db: Executor, filter: AccuracyFilter, context: AccuracyScope): Promise<Array<Record<string, unknown>>> {
  const cell = thresholdCell(context.threshold);
  const low = cell === null ? sql`0` : sql`b.messages - b.scored + b.cells[${cell + 1}]`;
  const result = await db.execute(sql`select b.term as intent, (b.kind = 'all')::int as total, sum(b.messages) as predictions, sum(${low}) as low,
      sum(b.conversations) as conversations, coalesce(sum(b.conversations) filter (where b.review_status = 'Passed'), 0) as passed,
      coalesce(sum(b.conversations) filter (where b.review_status = 'Failed'), 0) as failed,
      sum(b.confidence_sum) / nullif(sum(b.scored), 0) as average, sum(b.upvotes) as upvotes, sum(b.downvotes) as downvotes
    from term_buckets b where ${termWhere(['intent', 'all'], filter, context.scope)}
    group by b.kind, b.term having sum(b.messages) > 0`);
  const rows = rowsOf<Record<string, unknown>>(result);
  if (cell !== null) return rows;
  const lows = await lowOffGrid(db, filter, context);
  return rows.map((row) => ({ ...row, low: lows.get(Number(row.total) === 1 ? null : String(row.intent)) ?? 0 }));
}

/** Messages below a threshold off the 0.01 grid, per intent (null: all), read from the range's messages. */
async function lowOffGrid(db: Executor, filter: AccuracyFilter, context: AccuracyScope): Promise<Map<string | null, number>> {
  const result = await db.execute(sql`with ${messagesCte(filter, context)}
    select intent, grouping(intent) as total, count(*) filter (where low) as low from msgs group by grouping sets ((intent), ())`);
  return new Map(rowsOf<{ intent: string; total: unknown; low: unknown }>(result)
    .map((row) => [Number(row.total) === 1 ? null : row.intent, Number(row.low)]));
}

/**
 * Confused pairs: sentences read as one intent that now train another, found from the brand's training sentences
 * (the sentence buckets by the md5 of the lower-cased trimmed text, term_buckets_detail_idx).
 */
async function confusedPairs(db: Executor, filter: AccuracyFilter, context: AccuracyScope): Promise<ConfusedPair[]> {
  const result = await db.execute(sql`select b.term as predicted, i.name as actual, sum(b.messages)::int as messages, sum(b.downvoted)::int as downvoted
    from bot_utterances u join bot_intents i on i.id = u.intent_id and i.brand_id = ${context.brandId}::uuid
      join term_buckets b on b.detail = md5(lower(u.text)) and ${termWhere('text', filter, context.scope)}
    where u.kind = 'utterance' and lower(i.name) <> lower(b.term)
    group by 1, 2 having sum(b.messages) > 0 order by 3 desc, 1, 2 limit ${CONFUSED_PAIRS_SHOWN}`);
  return rowsOf<ConfusedPair>(result).map((row) => ({ ...row, messages: Number(row.messages), downvoted: Number(row.downvoted) }));
}

/** Close calls: the snapshot's two best intents less than CLOSE_CALL_MARGIN apart ('' in a bucket: no intent named). */
async function closeCalls(db: Executor, filter: AccuracyFilter, context: AccuracyScope): Promise<CloseCall[]> {
  const result = await db.execute(sql`select nullif(b.term, '') as intent, nullif(b.detail, '') as "runnerUp", sum(b.messages)::int as messages
    from term_buckets b where ${termWhere('close', filter, context.scope)}
    group by b.term, b.detail having sum(b.messages) > 0 order by 3 desc, 1, 2 limit ${CONFUSED_PAIRS_SHOWN}`);
  return rowsOf<CloseCall>(result).map((row) => ({ ...row, messages: Number(row.messages) }));
}

/** Every intent of the range with its sums, the totals, the confused pairs and the close calls (intents are few: the page's search, sort and slice happen in the service). */
export async function accuracySummary(db: Executor, filter: AccuracyFilter, context: AccuracyScope): Promise<AccuracySummary> {
  await foldTermBuckets(db);
  const [groups, pairs, close] = await Promise.all([intentSums(db, filter, context), confusedPairs(db, filter, context), closeCalls(db, filter, context)]);
  const total = groups.find((group) => Number(group.total) === 1);
  return {
    intents: groups.filter((group) => Number(group.total) !== 1)
      .map((group) => ({ intent: String(group.intent), ...sumsOf(group), averageConfidence: Number(group.average ?? 0) })),
    totals: sumsOf(total ?? {}),
    pairs,
    closeCalls: close,
  };
}

/** One page (10) of an intent's utterances, least confident first, with QA's verdicts and what the sentence trains now. */
export async function utterancePage(db: Executor, filter: AccuracyUtterancesFilter, context: AccuracyScope): Promise<{ rows: AccuracyUtteranceRow[]; totalCount: number }> {
  const offset = (filter.page - 1) * ACCURACY_UTTERANCES_PAGE_SIZE;
  const result = await db.execute(sql`with ${messagesCte(filter, context)}, ${answersCte}
    select q.chatlog_id::text as "chatlogId", q.session_id::text as "sessionId", q.channel, ${isoText(sql`q.created_at`)} as at, q.text,
      q.confidence, q.low as "lowConfidence", q.review_status as "reviewStatus",
      (select case when bool_or(a.vote = 'downvote') then 'downvote' when bool_or(a.vote = 'upvote') then 'upvote' end
        from answers a where a.chatlog_id = q.chatlog_id) as "answerVote",
      (select i.name from bot_utterances u join bot_intents i on i.id = u.intent_id and i.brand_id = ${context.brandId}::uuid
        where lower(u.text) = lower(btrim(q.text)) and u.kind = 'utterance' order by lower(i.name) = lower(q.intent), i.name limit 1) as "trainedAs",
      count(*) over () as total_count
    from msgs q order by q.confidence asc nulls first, q.created_at desc, q.chatlog_id
    limit ${ACCURACY_UTTERANCES_PAGE_SIZE} offset ${offset}`);
  const rows = rowsOf<AccuracyUtteranceRow & { total_count: unknown; confidence: unknown }>(result);
  return {
    rows: rows.map(({ total_count: _total, ...row }) => ({
      ...row, confidence: row.confidence === null || row.confidence === undefined ? null : Number(row.confidence),
      lowConfidence: Boolean(row.lowConfidence), reviewStatus: row.reviewStatus ?? null, answerVote: row.answerVote ?? null, trainedAs: row.trainedAs ?? null,
    })),
    totalCount: Number(rows[0]?.total_count ?? 0),
  };
}

/** A customer message's text (null when the message is not in the member's scope or is not there). */
export async function messageToMove(db: Executor, chatlogId: string, scope: Scope | undefined): Promise<{ sender: string; text: string } | null> {
  const scoped = scopeCondition(sql.raw('s.bifurcation'), scope) ?? sql`true`;
  const result = await db.execute(sql`select m.sender, coalesce(m.content->>'text', '') as text
    from chat_messages m join chat_sessions s on s.session_id = m.session_id where m.chatlog_id = ${chatlogId}::uuid and ${scoped}`);
  return rowsOf<{ sender: string; text: string }>(result)[0] ?? null;
}
