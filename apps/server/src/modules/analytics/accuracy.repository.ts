/**
 * SQL of the model-accuracy report: the customer messages the bot read (an NLU snapshot object) in the conversations
 * started in the range (conversation_facts_started_idx, then each conversation's messages by its (session, seq)
 * index), grouped by the intent their snapshot names. The drill-down's condition (lib/analytics-drill.ts
 * readAsIntent) is the same, so a conversation count here equals what history lists.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  ACCURACY_UTTERANCES_PAGE_SIZE, CLOSE_CALL_MARGIN, CONFUSED_PAIRS_SHOWN,
  type AccuracyFilter, type CloseCall, type AccuracyUtteranceRow, type AccuracyUtterancesFilter, type ConfusedPair,
} from '@switchboard/contracts/analytics/accuracy.schemas';
import type { ReviewFilter } from '@switchboard/contracts/history/history.schemas';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { rowsOf, type Executor } from '@/db/client';
import { predictedIntent } from '@/lib/analytics-drill';
import { scopeCondition, type Scope } from '@/lib/bifurcation-scope';
import { conversationConditions, isoText } from './report-range';

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

/** The sentence's training intent(s) in the brand's draft: its utterances, compared in any case (as their unique index does). */
const trainedJoin = (brandId: string) => sql`join bot_utterances u on lower(u.text) = lower(btrim(q.text)) and u.kind = 'utterance'
  join bot_intents i on i.id = u.intent_id and i.brand_id = ${brandId}::uuid`;

/**
 * Every intent of the range with its sums, the totals, the confused pairs and the close calls, in one statement: the
 * range's messages are read once (the CTE is materialized). Intents are few (the bot's, plus None), so the page's
 * search, sort and slice happen in the service.
 * Confused pairs: messages read as one intent whose sentence now trains another. Close calls: the snapshot's two
 * best intents less than CLOSE_CALL_MARGIN apart.
 */
export async function accuracySummary(db: Executor, filter: AccuracyFilter, context: AccuracyScope): Promise<AccuracySummary> {
  const result = await db.execute(sql`with ${messagesCte(filter, context)}, ${answersCte},
    agg as (select intent, grouping(intent) as total, count(*) as predictions, count(*) filter (where low) as low,
        count(distinct session_id) as conversations, count(distinct session_id) filter (where review_status = 'Passed') as passed,
        count(distinct session_id) filter (where review_status = 'Failed') as failed, avg(confidence) as average
      from msgs group by grouping sets ((intent), ())),
    votes as (select intent, grouping(intent) as total, count(*) filter (where vote = 'upvote') as upvotes, count(*) filter (where vote = 'downvote') as downvotes
      from answers group by grouping sets ((intent), ())),
    downvoted as (select distinct chatlog_id from answers where vote = 'downvote'),
    pairs as (select q.intent as predicted, i.name as actual, count(*)::int as messages, count(d.chatlog_id)::int as downvoted
      from msgs q ${trainedJoin(context.brandId)} left join downvoted d on d.chatlog_id = q.chatlog_id
      where lower(i.name) <> lower(q.intent)
      group by 1, 2 order by 3 desc, 1, 2 limit ${CONFUSED_PAIRS_SHOWN}),
    candidates as (select q.candidates->0 as best, q.candidates->1 as second from msgs q
      where jsonb_typeof(q.candidates) = 'array' and jsonb_array_length(q.candidates) >= 2),
    close_calls as (select best->>'intent' as intent, second->>'intent' as "runnerUp", count(*)::int as messages from candidates
      where jsonb_typeof(best->'score') = 'number' and jsonb_typeof(second->'score') = 'number'
        and (best->>'score')::float8 - (second->>'score')::float8 < ${CLOSE_CALL_MARGIN}
      group by 1, 2 order by 3 desc, 1, 2 limit ${CONFUSED_PAIRS_SHOWN})
    select
      (select coalesce(json_agg(json_build_object('intent', a.intent, 'total', a.total = 1, 'predictions', a.predictions, 'low', a.low,
          'conversations', a.conversations, 'passed', a.passed, 'failed', a.failed, 'average', a.average, 'upvotes', v.upvotes, 'downvotes', v.downvotes)), '[]'::json)
        from agg a left join votes v on v.total = a.total and v.intent is not distinct from a.intent) as intents,
      (select coalesce(json_agg(p), '[]'::json) from pairs p) as pairs,
      (select coalesce(json_agg(c), '[]'::json) from close_calls c) as close_calls`);
  const row = rowsOf<{ intents: unknown; pairs: unknown; close_calls: unknown }>(result)[0];
  const parse = <T>(value: unknown): T[] => (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T[];
  const groups = parse<Record<string, unknown>>(row?.intents);
  const total = groups.find((group) => group.total === true);
  return {
    intents: groups.filter((group) => group.total !== true)
      .map((group) => ({ intent: String(group.intent), ...sumsOf(group), averageConfidence: Number(group.average ?? 0) })),
    totals: sumsOf(total ?? {}),
    pairs: parse<ConfusedPair>(row?.pairs),
    closeCalls: parse<CloseCall>(row?.close_calls),
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
