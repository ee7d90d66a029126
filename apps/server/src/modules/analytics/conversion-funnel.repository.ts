/**
 * SQL of the conversion funnels (/analytics/conversions): of the conversations started in the range, how many
 * recorded step 1's event, then step 2's after it, and so on. Each step keeps, per conversation, the first event
 * of the step after the previous step's match (the earliest match is the best for every later step), so a
 * conversation reaches step n exactly when the drill-down's ordered chain (lib/analytics-event-drill.ts) holds.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { rowsOf, type Executor } from '@/db/client';
import { eventsWhere } from './event-report.repository';

/** Conversations reaching each step, in order. */
export async function funnelCounts(db: Executor, brandId: string, filter: ReportFilter, steps: readonly string[]): Promise<number[]> {
  if (steps.length === 0) return [];
  const ctes: SQL[] = [sql`ev as (select e.id, e.session_id, e.event_id from conversation_events e
    where ${eventsWhere(brandId, filter)} and e.event_id = any(${`{${steps.join(',')}}`}::uuid[]))`];
  steps.forEach((eventId, index) => {
    const name = sql.raw(`s${index}`);
    ctes.push(index === 0
      ? sql`${name} as (select e.session_id, min(e.id) as k from ev e where e.event_id = ${eventId}::uuid group by e.session_id)`
      : sql`${name} as (select p.session_id, min(e.id) as k from ${sql.raw(`s${index - 1}`)} p
          join ev e on e.session_id = p.session_id and e.event_id = ${eventId}::uuid and e.id > p.k group by p.session_id)`);
  });
  const columns = steps.map((_, index) => sql`(select count(*) from ${sql.raw(`s${index}`)}) as ${sql.raw(`c${index}`)}`);
  const result = await db.execute(sql`with ${sql.join(ctes, sql`, `)} select ${sql.join(columns, sql`, `)}`);
  const row = rowsOf<Record<string, unknown>>(result)[0] ?? {};
  return steps.map((_, index) => Number(row[`c${index}`] ?? 0));
}

/** The brand's events to choose steps from, by name. */
export async function brandEvents(db: Executor, brandId: string): Promise<Array<{ eventId: string; name: string; eventType: string }>> {
  const result = await db.execute(sql`select event_id::text as "eventId", name, event_type as "eventType" from bot_events
    where brand_id = ${brandId}::uuid order by lower(name)`);
  return rowsOf<{ eventId: string; name: string; eventType: string }>(result);
}

/** The last recorded name of events no longer defined (a funnel may still name one). */
export async function recordedNames(db: Executor, brandId: string, eventIds: readonly string[]): Promise<Map<string, string>> {
  if (eventIds.length === 0) return new Map();
  const result = await db.execute(sql`select distinct on (event_id) event_id::text as event_id, name from conversation_events
    where brand_id = ${brandId}::uuid and event_id = any(${`{${eventIds.join(',')}}`}::uuid[]) order by event_id, id desc`);
  return new Map(rowsOf<{ event_id: string; name: string }>(result).map((row) => [row.event_id, row.name]));
}
