/**
 * SQL of the conversation reports. Counts and sums read analytics_buckets (quarter hours of the range, never the
 * messages); what cannot be summed (distinct customers, a median, cohorts) reads conversation_facts of the range
 * through conversation_facts_started_idx. Every read takes the member's bifurcation scope (report-scope.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { rowsOf, type Executor } from '@/db/client';
import { NO_ID } from '@/db/schema/analytics';
import type { Scope } from '@/lib/bifurcation-scope';
import { conversationConditions, instant, isoText, localBounds, localBucket, seriesCte, type SeriesRow } from './report-range';
import { bucketsInScope, factsInScope, withScope } from './report-scope';

/** Bucket columns a report sums (snake_case, as in analytics_buckets). */
export const BUCKET_COLUMNS = [
  'conversations', 'handed_over', 'messages', 'customer_messages', 'nlu_messages', 'recognized_messages', 'bot_conversations',
  'fallback_conversations', 'with_customer_message', 'contained', 'new_customers', 'accepted', 'queue_wait_ms', 'responded',
  'first_response_ms', 'frt_0', 'frt_1', 'frt_2', 'frt_3', 'frt_4', 'frt_5', 'handled', 'handling_ms', 'handling_long',
  'handling_critical', 'resolved', 'transfers', 'transferred', 'rated', 'satisfied',
] as const;
export type BucketColumn = (typeof BUCKET_COLUMNS)[number];
export type Sums<C extends BucketColumn> = Record<C, number>;

function bucketWhere(filter: ReportFilter, scope: Scope | undefined): SQL {
  const { start, end } = localBounds(filter);
  const parts: SQL[] = [sql`b.bucket_start >= ${instant(start, filter)}`, sql`b.bucket_start < ${instant(end, filter)}`];
  if (filter.channel) parts.push(sql`b.channel = ${filter.channel}`);
  if (filter.groupId) parts.push(sql`b.group_id = ${filter.groupId}::uuid`);
  if (filter.agentId) parts.push(sql`b.agent_id = ${filter.agentId}::uuid`);
  return sql.join(withScope(parts, bucketsInScope(scope)), sql` and `);
}

const sums = (columns: readonly BucketColumn[], prefix = 'b.') =>
  sql.join(columns.map((column) => sql`coalesce(sum(${sql.raw(`${prefix}${column}`)}), 0)::bigint as ${sql.raw(column)}`), sql`, `);

function numbers<C extends BucketColumn>(row: Record<string, unknown>, columns: readonly C[]): Sums<C> {
  return Object.fromEntries(columns.map((column) => [column, Number(row[column] ?? 0)])) as Sums<C>;
}

/** Every bucket of the range (zero-filled) with the columns summed, in order. */
export async function bucketSeries<C extends BucketColumn>(db: Executor, filter: ReportFilter, scope: Scope | undefined, columns: readonly C[]): Promise<Array<SeriesRow & Sums<C>>> {
  const result = await db.execute(sql`with ${seriesCte(filter)},
    data as (select ${localBucket(sql`b.bucket_start`, filter)} as local_start, ${sums(columns)}
      from analytics_buckets b where ${bucketWhere(filter, scope)} group by 1)
    select s.label, s.from_at, s.to_at, ${sql.join(columns.map((column) => sql`coalesce(d.${sql.raw(column)}, 0) as ${sql.raw(column)}`), sql`, `)}
    from series s left join data d on d.local_start = s.local_start order by s.local_start`);
  return rowsOf<SeriesRow & Record<string, unknown>>(result).map((row) => ({ label: row.label, from_at: row.from_at, to_at: row.to_at, ...numbers(row, columns) }));
}

/** Conversations per bucket and channel (only the pairs with any). */
export async function conversationsByChannel(db: Executor, filter: ReportFilter, scope: Scope | undefined): Promise<Array<{ label: string; channel: string; conversations: number }>> {
  const result = await db.execute(sql`select to_char(${localBucket(sql`b.bucket_start`, filter)}, 'YYYY-MM-DD"T"HH24:MI') as label, b.channel,
      sum(b.conversations)::bigint as conversations
    from analytics_buckets b where ${bucketWhere(filter, scope)} group by 1, 2 having sum(b.conversations) > 0`);
  return rowsOf<{ label: string; channel: string; conversations: unknown }>(result).map((row) => ({ ...row, conversations: Number(row.conversations) }));
}

/** The columns summed over the range per agent or per group (the "none" key left out), with the name. */
export async function sumsBy<C extends BucketColumn>(db: Executor, filter: ReportFilter, scope: Scope | undefined, dimension: 'agent' | 'group', columns: readonly C[]): Promise<Array<{ id: string; name: string } & Sums<C>>> {
  const names = dimension === 'agent'
    ? sql`left join users n on n.id = d.id`
    : sql`left join groups n on n.id = d.id`;
  const name = dimension === 'agent' ? sql`trim(coalesce(n.first_name, '') || ' ' || coalesce(n.last_name, ''))` : sql`coalesce(n.name, '')`;
  const column = sql.raw(dimension === 'agent' ? 'b.agent_id' : 'b.group_id');
  const result = await db.execute(sql`with d as (select ${column} as id, ${sums(columns)} from analytics_buckets b
      where ${bucketWhere(filter, scope)} and ${column} <> ${NO_ID}::uuid group by 1)
    select d.*, d.id::text as id, ${name} as name from d ${names} order by name, d.id`);
  return rowsOf<Record<string, unknown> & { id: string; name: string }>(result)
    .map((row) => ({ id: row.id, name: row.name || '—', ...numbers(row, columns) }));
}

/** The range as instants (what a whole-range drill-down lists). */
export async function rangeInstants(db: Executor, filter: ReportFilter): Promise<{ from: string; to: string }> {
  const { start, end } = localBounds(filter);
  const result = await db.execute(sql`select ${isoText(instant(start, filter))} as from_at, ${isoText(instant(end, filter))} as to_at`);
  const row = rowsOf<{ from_at: string; to_at: string }>(result)[0]!;
  return { from: row.from_at, to: row.to_at };
}

const factsWhere = (filter: ReportFilter, scope: Scope | undefined): SQL => sql.join(withScope(conversationConditions(filter), factsInScope(scope)), sql` and `);

export interface CustomerCounts { label: string; from_at: string; to_at: string; unique_customers: number; new_customers: number; conversations: number }

/** Distinct customers per bucket (a customer counts once a bucket), and over the whole range (label null). */
export async function customersPerBucket(db: Executor, filter: ReportFilter, scope: Scope | undefined): Promise<CustomerCounts[]> {
  const result = await db.execute(sql`with ${seriesCte(filter)},
    data as (select ${localBucket(sql`f.started_at`, filter)} as local_start, count(distinct f.psid) as unique_customers,
      count(*) filter (where f.first_of_customer) as new_customers, count(*) as conversations
      from conversation_facts f where ${factsWhere(filter, scope)} group by 1)
    select s.label, s.from_at, s.to_at, coalesce(d.unique_customers, 0) as unique_customers, coalesce(d.new_customers, 0) as new_customers,
      coalesce(d.conversations, 0) as conversations
    from series s left join data d on d.local_start = s.local_start order by s.local_start`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    label: String(row.label), from_at: String(row.from_at), to_at: String(row.to_at),
    unique_customers: Number(row.unique_customers), new_customers: Number(row.new_customers), conversations: Number(row.conversations),
  }));
}

export async function engagementTotals(db: Executor, filter: ReportFilter, scope: Scope | undefined) {
  const result = await db.execute(sql`select count(distinct f.psid) as unique_customers, count(*) filter (where f.first_of_customer) as new_customers,
      count(*) as conversations,
      coalesce(percentile_cont(0.5) within group (order by analytics_ms(f.last_message_at, f.started_at)) filter (where f.last_message_at is not null), 0) as median_ms
    from conversation_facts f where ${factsWhere(filter, scope)}`);
  const row = rowsOf<Record<string, unknown>>(result)[0] ?? {};
  return {
    uniqueCustomers: Number(row.unique_customers ?? 0), newCustomers: Number(row.new_customers ?? 0),
    conversations: Number(row.conversations ?? 0), medianMs: Math.round(Number(row.median_ms ?? 0)),
  };
}

/** New customers of the range per cohort week (local, Monday) and how many of them came back n weeks later (within the range). */
export async function cohorts(db: Executor, filter: ReportFilter, scope: Scope | undefined): Promise<Array<{ cohort: string; from_at: string; to_at: string; week: number; customers: number }>> {
  const weekly = { ...filter, granularity: 'week' as const };
  const week = (at: SQL) => localBucket(at, weekly);
  const result = await db.execute(sql`with ${seriesCte(weekly)},
    firsts as (select f.psid, ${week(sql`f.started_at`)} as cohort from conversation_facts f where ${factsWhere(filter, scope)} and f.first_of_customer),
    visits as (select distinct f.psid, ${week(sql`f.started_at`)} as visit from conversation_facts f where ${factsWhere(filter, scope)})
    select s.label as cohort, s.from_at, s.to_at, (extract(epoch from (v.visit - c.cohort)) / 604800)::int as week, count(distinct c.psid) as customers
    from firsts c join series s on s.local_start = c.cohort join visits v on v.psid = c.psid and v.visit >= c.cohort
    group by s.local_start, s.label, s.from_at, s.to_at, week order by s.local_start, week`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    cohort: String(row.cohort), from_at: String(row.from_at), to_at: String(row.to_at), week: Number(row.week), customers: Number(row.customers),
  }));
}

/** The cohort weeks of the range (every week, also those without new customers). */
export async function cohortWeeks(db: Executor, filter: ReportFilter): Promise<SeriesRow[]> {
  const weekly = { ...filter, granularity: 'week' as const };
  const result = await db.execute(sql`with ${seriesCte(weekly)} select label, from_at, to_at from series order by local_start`);
  return rowsOf<SeriesRow>(result);
}
