/**
 * The buckets of a report in the member's time zone: the range's local midnights as instants, the bucket series
 * (zero-filled, week and month buckets clipped to the range so a bucket's drill-down lists what it counted) and
 * the SQL that labels a quarter-hour bucket with its local hour, day, week (Monday) or month.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';

/** The local start of the range and the local midnight after its last day, as timestamps without zone. */
export function localBounds(filter: ReportFilter): { start: SQL; end: SQL } {
  return { start: sql`${filter.startDate}::timestamp`, end: sql`(${filter.endDate}::date + 1)::timestamp` };
}

/** An instant of a local timestamp in the filter's zone. */
export const instant = (local: SQL, filter: ReportFilter) => sql`(${local} at time zone ${filter.timeZone})`;

/**
 * The report filter on conversations: started (`startedAt`, the facts' own start unless a table carries a copy) in the
 * range in the member's zone, and the facts `f` of the channel, group and agent chosen. Every report reads its
 * conversations through these, so a drill-down (analytics-drill.ts) lists what each counted.
 */
export function conversationConditions(filter: ReportFilter, startedAt: SQL = sql`f.started_at`): SQL[] {
  const { start, end } = localBounds(filter);
  const parts: SQL[] = [sql`${startedAt} >= ${instant(start, filter)}`, sql`${startedAt} < ${instant(end, filter)}`];
  if (filter.channel) parts.push(sql`f.channel = ${filter.channel}`);
  if (filter.groupId) parts.push(sql`f.group_id = ${filter.groupId}::uuid`);
  if (filter.agentId) parts.push(sql`f.agent_id = ${filter.agentId}::uuid`);
  return parts;
}

/** ISO text (UTC, Z) of an instant. */
export const isoText = (at: SQL) => sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The local bucket (timestamp without zone) an instant falls in. */
export const localBucket = (at: SQL, filter: ReportFilter) => sql`date_trunc(${filter.granularity}, ${at} at time zone ${filter.timeZone})`;

/**
 * `with series(local_start, label, from_at, to_at)`: every bucket of the range in the member's zone. from_at/to_at
 * are ISO instants, clipped to the range.
 */
export function seriesCte(filter: ReportFilter): SQL {
  const { start, end } = localBounds(filter);
  const step = sql`('1 ' || ${filter.granularity})::interval`;
  return sql`series as (
    select g as local_start, to_char(g, 'YYYY-MM-DD"T"HH24:MI') as label,
      ${isoText(instant(sql`greatest(g, ${start})`, filter))} as from_at,
      ${isoText(instant(sql`least(g + ${step}, ${end})`, filter))} as to_at
    from generate_series(date_trunc(${filter.granularity}, ${start}), ${end} - interval '1 microsecond', ${step}) g
  )`;
}

export interface SeriesRow { label: string; from_at: string; to_at: string }
