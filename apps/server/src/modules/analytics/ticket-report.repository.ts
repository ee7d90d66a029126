/**
 * SQL of the ticket report. Reads the tickets of the range through tickets_brand_created_idx and
 * tickets_brand_resolved_idx (created in the range, or open at its start: a btree serves `resolved_at is null`);
 * the backlog of each bucket's end is the backlog at the start plus what was created minus what was resolved before it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { TicketReportFilter } from '@switchboard/contracts/analytics/ticket-report.schemas';
import { rowsOf, type Executor } from '@/db/client';
import { tickets } from '@/db/schema/tickets';
import { createdIn, openAt, resolutionMs, resolvedIn, ticketDimensionConditions } from '@/lib/analytics-ticket-drill';
import { instant, localBounds, localBucket, seriesCte, type SeriesRow } from './report-range';

/** Whose tickets: the member's brand, narrowed to their bifurcation scope (as ticket history lists them). */
export interface TicketReportScope {
  brandId: string;
  inScope?: SQL | undefined;
}

export interface ResolvedCounts { created: number; resolved: number; median_ms: number; p90_ms: number }

function rangeOf(filter: TicketReportFilter) {
  const { start, end } = localBounds(filter);
  return { start: instant(start, filter), end: instant(end, filter) };
}

function where(scope: TicketReportScope, filter: TicketReportFilter, ...more: SQL[]): SQL {
  const parts: SQL[] = [sql`${tickets.brandId} = ${scope.brandId}::uuid`, ...ticketDimensionConditions(filter), ...more];
  if (scope.inScope) parts.push(scope.inScope);
  return sql.join(parts, sql` and `);
}

const percentiles = (condition: SQL) => sql`
  coalesce(percentile_cont(0.5) within group (order by ${resolutionMs}) filter (where ${condition}), 0) as median_ms,
  coalesce(percentile_cont(0.9) within group (order by ${resolutionMs}) filter (where ${condition}), 0) as p90_ms`;

const counted = (row: Record<string, unknown>): ResolvedCounts => ({
  created: Number(row.created ?? 0), resolved: Number(row.resolved ?? 0),
  median_ms: Math.round(Number(row.median_ms ?? 0)), p90_ms: Math.round(Number(row.p90_ms ?? 0)),
});

/** Every bucket of the range (zero-filled): tickets created in it, resolved in it and their times to resolution. */
export async function ticketSeries(db: Executor, scope: TicketReportScope, filter: TicketReportFilter): Promise<Array<SeriesRow & ResolvedCounts>> {
  const { start, end } = rangeOf(filter);
  const result = await db.execute(sql`with ${seriesCte(filter)},
    c as (select ${localBucket(sql`${tickets.createdAt}`, filter)} as local_start, count(*) as created
      from ${tickets} where ${where(scope, filter, createdIn(start, end))} group by 1),
    r as (select ${localBucket(sql`${tickets.resolvedAt}`, filter)} as local_start, count(*) as resolved, ${percentiles(sql`true`)}
      from ${tickets} where ${where(scope, filter, resolvedIn(start, end))} group by 1)
    select s.label, s.from_at, s.to_at, c.created, r.resolved, r.median_ms, r.p90_ms
    from series s left join c on c.local_start = s.local_start left join r on r.local_start = s.local_start order by s.local_start`);
  return rowsOf<SeriesRow & Record<string, unknown>>(result).map((row) => ({ label: row.label, from_at: row.from_at, to_at: row.to_at, ...counted(row) }));
}

/**
 * The range's totals and, per priority, group, channel and contact type (one grouping-sets pass), the same
 * counts with the backlog at the range's end. Only tickets created in the range or open at its start can count.
 */
export async function ticketTotals(db: Executor, scope: TicketReportScope, filter: TicketReportFilter) {
  const { start, end } = rangeOf(filter);
  const relevant = where(scope, filter, sql`(${createdIn(start, end)} or ${openAt(start)})`);
  const resolvedInRange = resolvedIn(start, end);
  const aggregates = sql`count(*) filter (where ${createdIn(start, end)}) as created, count(*) filter (where ${resolvedInRange}) as resolved,
    ${percentiles(resolvedInRange)}, count(*) filter (where ${openAt(start)}) as backlog_start, count(*) filter (where ${openAt(end)}) as backlog_end`;
  const [totals, groups] = await Promise.all([
    db.execute(sql`select ${aggregates} from ${tickets} where ${relevant}`),
    db.execute(sql`with d as (select ${tickets.priority} as priority, ${tickets.groupId} as group_id, ${tickets.channel} as channel,
        ${tickets.contactType} as contact_type, grouping(${tickets.priority}) as gp, grouping(${tickets.groupId}) as gg,
        grouping(${tickets.channel}) as gc, grouping(${tickets.contactType}) as gt, ${aggregates}
        from ${tickets} where ${relevant}
        group by grouping sets ((${tickets.priority}), (${tickets.groupId}), (${tickets.channel}), (${tickets.contactType})))
      select d.*, d.group_id::text as group_id, coalesce(g.name, '') as group_name from d left join groups g on g.id = d.group_id
      order by d.group_id is null, group_name, d.group_id`),
  ]);
  const withBacklog = (row: Record<string, unknown>) => ({ ...counted(row), backlog_start: Number(row.backlog_start ?? 0), backlog_end: Number(row.backlog_end ?? 0) });
  const rows = rowsOf<Record<string, unknown>>(groups);
  const of = (flag: 'gp' | 'gg' | 'gc' | 'gt') => rows.filter((row) => Number(row[flag]) === 0);
  return {
    totals: withBacklog(rowsOf<Record<string, unknown>>(totals)[0] ?? {}),
    byPriority: of('gp').map((row) => ({ key: String(row.priority), ...withBacklog(row) })),
    byGroup: of('gg').map((row) => ({ key: row.group_id === null ? null : String(row.group_id), name: String(row.group_name), ...withBacklog(row) })),
    byChannel: of('gc').map((row) => ({ key: String(row.channel), ...withBacklog(row) })),
    byContactType: of('gt').map((row) => ({ key: String(row.contact_type), ...withBacklog(row) })),
  };
}
