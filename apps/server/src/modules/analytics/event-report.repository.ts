/**
 * SQL of the event report (/analytics/event): the member's brand's conversation_events of conversations started in
 * the range (conversation_events_brand_started_idx), counted as conversations (distinct sessions, what a drill-down
 * lists) and occurrences. Three passes over the range's rows: the totals with the per-event, per-type and
 * per-channel counts (grouping sets), the buckets with their per-event counts, and the tags. The rules match
 * lib/analytics-event-drill.ts: the channel is the event's, a group or agent filter and the member's bifurcation scope
 * are the conversation's (its facts: one primary-key probe per event row of the range).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { rowsOf, type Executor } from '@/db/client';
import { dimensionCondition } from '@/lib/analytics-drill';
import type { Scope } from '@/lib/bifurcation-scope';
import { instant, localBounds, localBucket, seriesCte, type SeriesRow } from './report-range';
import { factsInScope } from './report-scope';

export interface Counts { conversations: number; occurrences: number }
export interface EventCounts extends Counts { eventId: string; name: string; eventType: string; eventTags: string[] }

/** The event rows a report over `filter` reads (alias e); `scope`: the member's bifurcation scope (none: every conversation). */
export function eventsWhere(brandId: string, filter: ReportFilter, scope?: Scope): SQL {
  const { start, end } = localBounds(filter);
  const parts: SQL[] = [sql`e.brand_id = ${brandId}::uuid`, sql`e.started_at >= ${instant(start, filter)}`, sql`e.started_at < ${instant(end, filter)}`];
  if (filter.channel) parts.push(sql`e.channel = ${filter.channel}`);
  const dimensions = [dimensionCondition('group_id', filter.groupId), dimensionCondition('agent_id', filter.agentId), factsInScope(scope)]
    .filter((part) => part !== undefined);
  if (dimensions.length > 0) parts.push(sql`exists (select 1 from conversation_facts f where f.session_id = e.session_id and ${sql.join(dimensions, sql` and `)})`);
  return sql.join(parts, sql` and `);
}

const COUNTS = sql`count(distinct e.session_id) as conversations, count(*) as occurrences`;
const countsOf = (row: Record<string, unknown>): Counts => ({ conversations: Number(row.conversations ?? 0), occurrences: Number(row.occurrences ?? 0) });
const tagsOf = (value: unknown): string[] => (typeof value === 'string' ? JSON.parse(value) as string[] : (value as string[] | null) ?? []);
const byCount = <T extends Counts>(key: (row: T) => string) => (a: T, b: T) => b.conversations - a.conversations || key(a).localeCompare(key(b));

/**
 * The range's totals, and its counts per event (name, type and tags as last recorded), per type and per channel
 * (as recorded on each row), each list most conversations first.
 */
export async function eventBreakdown(db: Executor, brandId: string, filter: ReportFilter, scope: Scope | undefined) {
  const result = await db.execute(sql`with d as (
      select grouping(e.event_id) as no_event, grouping(e.event_type) as no_type, grouping(e.channel) as no_channel,
        e.event_id, e.event_type, e.channel, ${COUNTS}, max(e.id) as last_id
      from conversation_events e where ${eventsWhere(brandId, filter, scope)}
      group by grouping sets ((), (e.event_id), (e.event_type), (e.channel)))
    select d.no_event, d.no_type, d.no_channel, d.event_id::text as event_id, d.event_type, d.channel, d.conversations, d.occurrences,
      l.name as last_name, l.event_type as last_type, l.event_tags as last_tags
    from d left join conversation_events l on l.id = d.last_id and d.no_event = 0`);
  const rows = rowsOf<Record<string, unknown>>(result);
  const is = (value: unknown) => Number(value) === 0;
  const events: EventCounts[] = rows.filter((row) => is(row.no_event)).map((row) => ({
    eventId: String(row.event_id), name: String(row.last_name), eventType: String(row.last_type), eventTags: tagsOf(row.last_tags), ...countsOf(row),
  })).sort(byCount((row) => `${row.name} ${row.eventId}`));
  const byType = rows.filter((row) => is(row.no_type)).map((row) => ({ key: String(row.event_type), ...countsOf(row) })).sort(byCount((row) => row.key));
  const byChannel = rows.filter((row) => is(row.no_channel)).map((row) => ({ key: String(row.channel), ...countsOf(row) })).sort(byCount((row) => row.key));
  const total = rows.find((row) => !is(row.no_event) && !is(row.no_type) && !is(row.no_channel));
  return { totals: total ? countsOf(total) : { conversations: 0, occurrences: 0 }, events, byType, byChannel };
}

/** Counts per tag of the events (a row counts under each of its tags), most conversations first. */
export async function countsByTag(db: Executor, brandId: string, filter: ReportFilter, scope: Scope | undefined): Promise<Array<Counts & { key: string }>> {
  const result = await db.execute(sql`select t.tag as key, ${COUNTS} from conversation_events e
      cross join lateral jsonb_array_elements_text(e.event_tags) as t(tag)
    where ${eventsWhere(brandId, filter, scope)} group by 1`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({ key: String(row.key), ...countsOf(row) })).sort(byCount((row) => row.key));
}

export interface EventSeriesRow extends SeriesRow, Counts { byEvent: Record<string, number> }

/** Every bucket of the range (zero-filled): conversations with any event, occurrences, and conversations per event. */
export async function eventSeries(db: Executor, brandId: string, filter: ReportFilter, scope: Scope | undefined): Promise<EventSeriesRow[]> {
  const result = await db.execute(sql`with ${seriesCte(filter)},
    data as (select ${localBucket(sql`e.started_at`, filter)} as local_start, grouping(e.event_id) as total, e.event_id::text as event_id, ${COUNTS}
      from conversation_events e where ${eventsWhere(brandId, filter, scope)} group by grouping sets ((1), (1, e.event_id)))
    select s.label, s.from_at, s.to_at, d.total, d.event_id, d.conversations, d.occurrences
    from series s left join data d on d.local_start = s.local_start order by s.local_start`);
  const buckets = new Map<string, EventSeriesRow>();
  for (const row of rowsOf<SeriesRow & Record<string, unknown>>(result)) {
    const bucket = buckets.get(row.label) ?? { label: row.label, from_at: row.from_at, to_at: row.to_at, conversations: 0, occurrences: 0, byEvent: {} };
    buckets.set(row.label, bucket);
    if (row.event_id !== null && row.event_id !== undefined && Number(row.total) === 0) bucket.byEvent[String(row.event_id)] = Number(row.conversations);
    else if (Number(row.total) === 1) Object.assign(bucket, countsOf(row));
  }
  return [...buckets.values()];
}
