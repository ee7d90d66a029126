/**
 * SQL of the event report (/analytics/event): the member's brand's conversation_events of conversations started in
 * the range (conversation_events_brand_started_idx), counted as conversations (distinct sessions, what a drill-down
 * lists) and occurrences. The rules match lib/analytics-event-drill.ts: the channel is the event's, a group or agent
 * filter is the conversation's (its facts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { rowsOf, type Executor } from '@/db/client';
import { dimensionCondition } from '@/lib/analytics-drill';
import { instant, localBounds, localBucket, seriesCte, type SeriesRow } from './report-range';

export interface Counts { conversations: number; occurrences: number }

/** The event rows a report over `filter` reads (alias e). */
export function eventsWhere(brandId: string, filter: ReportFilter): SQL {
  const { start, end } = localBounds(filter);
  const parts: SQL[] = [sql`e.brand_id = ${brandId}::uuid`, sql`e.started_at >= ${instant(start, filter)}`, sql`e.started_at < ${instant(end, filter)}`];
  if (filter.channel) parts.push(sql`e.channel = ${filter.channel}`);
  const dimensions = [dimensionCondition('group_id', filter.groupId), dimensionCondition('agent_id', filter.agentId)].filter((part) => part !== undefined);
  if (dimensions.length > 0) parts.push(sql`exists (select 1 from conversation_facts f where f.session_id = e.session_id and ${sql.join(dimensions, sql` and `)})`);
  return sql.join(parts, sql` and `);
}

const COUNTS = sql`count(distinct e.session_id) as conversations, count(*) as occurrences`;
const countsOf = (row: Record<string, unknown>): Counts => ({ conversations: Number(row.conversations ?? 0), occurrences: Number(row.occurrences ?? 0) });

export async function eventTotals(db: Executor, brandId: string, filter: ReportFilter): Promise<Counts> {
  const result = await db.execute(sql`select ${COUNTS} from conversation_events e where ${eventsWhere(brandId, filter)}`);
  return countsOf(rowsOf<Record<string, unknown>>(result)[0] ?? {});
}

/** Each event recorded in the range, its name, type and tags as last recorded; most conversations first. */
export async function countsByEvent(db: Executor, brandId: string, filter: ReportFilter) {
  const result = await db.execute(sql`select e.event_id::text as event_id, (array_agg(e.name order by e.id desc))[1] as name,
      (array_agg(e.event_type order by e.id desc))[1] as event_type, (array_agg(e.event_tags order by e.id desc))[1] as event_tags, ${COUNTS}
    from conversation_events e where ${eventsWhere(brandId, filter)} group by e.event_id order by conversations desc, name, event_id`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    eventId: String(row.event_id), name: String(row.name), eventType: String(row.event_type),
    eventTags: (typeof row.event_tags === 'string' ? JSON.parse(row.event_tags) : row.event_tags) as string[], ...countsOf(row),
  }));
}

/** Counts grouped by the event's type, its channel, or each of its tags. */
export async function countsBy(db: Executor, brandId: string, filter: ReportFilter, by: 'type' | 'channel' | 'tag'): Promise<Array<Counts & { key: string }>> {
  const key = by === 'type' ? sql`e.event_type` : by === 'channel' ? sql`e.channel` : sql`t.tag`;
  const tags = by === 'tag' ? sql`cross join lateral jsonb_array_elements_text(e.event_tags) as t(tag)` : sql``;
  const result = await db.execute(sql`select ${key} as key, ${COUNTS} from conversation_events e ${tags}
    where ${eventsWhere(brandId, filter)} group by 1 order by conversations desc, key`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({ key: String(row.key), ...countsOf(row) }));
}

/** Every bucket of the range (zero-filled): conversations with any event, occurrences, and conversations per event of `top`. */
export async function eventSeries(db: Executor, brandId: string, filter: ReportFilter, top: readonly string[]) {
  const bucket = localBucket(sql`e.started_at`, filter);
  const [totals, byEvent] = await Promise.all([
    db.execute(sql`with ${seriesCte(filter)},
      data as (select ${bucket} as local_start, ${COUNTS} from conversation_events e where ${eventsWhere(brandId, filter)} group by 1)
      select s.label, s.from_at, s.to_at, coalesce(d.conversations, 0) as conversations, coalesce(d.occurrences, 0) as occurrences
      from series s left join data d on d.local_start = s.local_start order by s.local_start`),
    top.length === 0 ? Promise.resolve(null) : db.execute(sql`select to_char(${bucket}, 'YYYY-MM-DD"T"HH24:MI') as label, e.event_id::text as event_id,
        count(distinct e.session_id) as conversations
      from conversation_events e where ${eventsWhere(brandId, filter)} and e.event_id = any(${`{${top.join(',')}}`}::uuid[]) group by 1, 2`),
  ]);
  const perEvent = new Map<string, Record<string, number>>();
  for (const row of byEvent ? rowsOf<{ label: string; event_id: string; conversations: unknown }>(byEvent) : []) {
    const entry = perEvent.get(row.label) ?? {};
    entry[row.event_id] = Number(row.conversations);
    perEvent.set(row.label, entry);
  }
  return rowsOf<SeriesRow & Record<string, unknown>>(totals).map((row) => ({
    label: row.label, from_at: row.from_at, to_at: row.to_at, ...countsOf(row),
    byEvent: Object.fromEntries(top.map((eventId) => [eventId, perEvent.get(row.label)?.[eventId] ?? 0])),
  }));
}
