/**
 * SQL of the conversion funnels (/analytics/conversions): of the conversations started in the range, how many
 * recorded step 1's event, then step 2's after it, and so on. Reads each conversation's events in recording order
 * from conversation_event_paths (one row per conversation, kept at write time) with the drill-down's own chain
 * (lib/analytics-event-drill.ts funnelChain), so a conversation counts at step n exactly when its drill-down lists it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { rowsOf, type Executor } from '@/db/client';
import { dimensionCondition } from '@/lib/analytics-drill';
import { funnelChain, pathInChannel } from '@/lib/analytics-event-drill';
import type { Scope } from '@/lib/bifurcation-scope';
import { instant, localBounds } from './report-range';
import { factsInScope } from './report-scope';

/**
 * The path rows (alias p) a funnel over `filter` reads: the event report's rows (eventsWhere), a conversation at a time,
 * in the member's bifurcation scope (the conversation's facts carry its values, as history's drill-down reads them).
 */
function pathsWhere(brandId: string, filter: ReportFilter, scope: Scope | undefined): SQL {
  const { start, end } = localBounds(filter);
  const parts: SQL[] = [sql`p.brand_id = ${brandId}::uuid`, sql`p.started_at >= ${instant(start, filter)}`, sql`p.started_at < ${instant(end, filter)}`];
  const channel = pathInChannel(filter.channel);
  if (channel) parts.push(channel);
  const dimensions = [dimensionCondition('group_id', filter.groupId), dimensionCondition('agent_id', filter.agentId), factsInScope(scope)]
    .filter((part) => part !== undefined);
  if (dimensions.length > 0) parts.push(sql`exists (select 1 from conversation_facts f where f.session_id = p.session_id and ${sql.join(dimensions, sql` and `)})`);
  return sql.join(parts, sql` and `);
}

/** Conversations reaching each step, in order. */
export async function funnelCounts(db: Executor, brandId: string, filter: ReportFilter, steps: readonly string[], scope: Scope | undefined): Promise<number[]> {
  if (steps.length === 0) return [];
  const chain = funnelChain(steps, filter.channel);
  const columns = steps.map((_, index) => sql`count(*) filter (where ${chain.reached(index)}) as ${sql.raw(`c${index}`)}`);
  const result = await db.execute(sql`select ${sql.join(columns, sql`, `)} from ${chain.from} where ${pathsWhere(brandId, filter, scope)}`);
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
