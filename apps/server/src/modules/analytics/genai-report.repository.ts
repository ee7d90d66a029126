/**
 * SQL of the generative FAQ report (genai_answers, through genai_answers_started_idx). Rows are matched to their
 * conversation's facts (channel, group, agent filters) and bucketed by the conversation's start in the member's
 * zone, as the drill-down conditions read them (lib/analytics-drill.ts). Percentiles are percentile_cont
 * (interpolated), the same on PGlite and PostgreSQL. The member's bifurcation scope narrows by the facts' values.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { GenAiFailureReason } from '@switchboard/contracts/analytics/genai.schemas';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { rowsOf, type Executor } from '@/db/client';
import type { Scope } from '@/lib/bifurcation-scope';
import { conversationConditions, localBucket, seriesCte, type SeriesRow } from './report-range';
import { factsInScope, withScope } from './report-scope';

export const GENAI_SUMS = [
  'questions', 'answered', 'unknown', 'failed', 'passage_only', 'no_passage', 'passages_cited', 'calls_with_usage', 'tokens_in', 'tokens_out',
  'conversations', 'answered_conversations', 'failed_conversations',
] as const;
export type GenAiSums = Record<(typeof GENAI_SUMS)[number], number> & { latency_p50: number | null; latency_p95: number | null };

// The answer's copy of its conversation's start: the range reads genai_answers_started_idx.
const answersWhere = (filter: ReportFilter, scope: Scope | undefined): SQL =>
  sql.join(withScope(conversationConditions(filter, sql`g.session_started_at`), factsInScope(scope)), sql` and `);

const answers = (filter: ReportFilter, scope: Scope | undefined) =>
  sql`genai_answers g join conversation_facts f on f.session_id = g.session_id where ${answersWhere(filter, scope)}`;
const usage = sql`g.tokens_in is not null and g.tokens_out is not null`;
const called = sql`g.outcome in ('answered', 'unknown', 'failed')`;

function numbersOf(row: Record<string, unknown>): GenAiSums {
  const sums = Object.fromEntries(GENAI_SUMS.map((column) => [column, Number(row[column] ?? 0)])) as Record<(typeof GENAI_SUMS)[number], number>;
  const ms = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value)));
  return { ...sums, latency_p50: ms(row.latency_p50), latency_p95: ms(row.latency_p95) };
}

/** Every bucket of the range (zero-filled) and the whole range's row, in one pass (grouping sets). */
export async function genAiSums(db: Executor, filter: ReportFilter, scope: Scope | undefined): Promise<{ series: Array<SeriesRow & GenAiSums>; total: GenAiSums }> {
  const result = await db.execute(sql`with ${seriesCte(filter)},
    a as (select ${localBucket(sql`g.session_started_at`, filter)} as local_start, g.* from ${answers(filter, scope)}),
    d as (select grouping(g.local_start) as grp, g.local_start,
        count(*) as questions,
        count(*) filter (where g.outcome = 'answered') as answered,
        count(*) filter (where g.outcome = 'unknown') as unknown,
        count(*) filter (where g.outcome = 'failed') as failed,
        count(*) filter (where g.outcome = 'passage') as passage_only,
        count(*) filter (where g.outcome = 'no_passage') as no_passage,
        coalesce(sum(g.passage_count), 0) as passages_cited,
        count(*) filter (where ${called} and ${usage}) as calls_with_usage,
        coalesce(sum(g.tokens_in) filter (where ${usage}), 0) as tokens_in,
        coalesce(sum(g.tokens_out) filter (where ${usage}), 0) as tokens_out,
        count(distinct g.session_id) as conversations,
        count(distinct g.session_id) filter (where g.outcome = 'answered') as answered_conversations,
        count(distinct g.session_id) filter (where g.outcome = 'failed') as failed_conversations,
        percentile_cont(0.5) within group (order by g.latency_ms) filter (where ${called} and g.latency_ms is not null) as latency_p50,
        percentile_cont(0.95) within group (order by g.latency_ms) filter (where ${called} and g.latency_ms is not null) as latency_p95
      from a g group by grouping sets ((g.local_start), ()))
    select s.label, s.from_at, s.to_at, false as whole, d.* from series s left join d on d.local_start = s.local_start and d.grp = 0
    union all select null, null, null, true, d.* from d where d.grp = 1
    order by 4, 1`);
  const rows = rowsOf<SeriesRow & Record<string, unknown>>(result);
  const whole = rows.find((row) => row.whole === true);
  return {
    series: rows.filter((row) => row.whole !== true).map((row) => ({ label: row.label, from_at: row.from_at, to_at: row.to_at, ...numbersOf(row) })),
    total: numbersOf(whole ?? {}),
  };
}

/** Failed model calls of the range per reason (only reasons with any). */
export async function genAiFailures(db: Executor, filter: ReportFilter, scope: Scope | undefined): Promise<Array<{ reason: GenAiFailureReason; count: number }>> {
  const result = await db.execute(sql`select g.failure_reason as reason, count(*) as count from ${answers(filter, scope)}
    and g.outcome = 'failed' and g.failure_reason is not null group by 1 order by 2 desc, 1`);
  return rowsOf<{ reason: GenAiFailureReason; count: unknown }>(result).map((row) => ({ reason: row.reason, count: Number(row.count) }));
}
