/**
 * The KPI report of /analytics/kpi (issue 24): the live numbers come from the live stats service (the same SQL as the
 * dashboard and agent monitoring channels), answered-within-target and the per-agent KPIs from the analytics buckets
 * (the live chat report's columns), so nothing is counted twice in two ways. All in the member's bifurcation scope.
 */
import { KPI_ANSWER_TARGET_MS, KPI_POLL_MS, type KpiData } from '@switchboard/contracts/analytics/kpi.schemas';
import { average, percent } from '@switchboard/contracts/analytics/metrics';
import { dayInZone, type ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import type { Executor } from '@/db/client';
import type { Scope } from '@/lib/bifurcation-scope';
import type { LiveStatsServices } from '@/modules/live-stats/live-stats.module';
import { bucketSeries, rangeInstants, sumsBy, type Sums } from './analytics.repository';

/** frt_0 + frt_1: first reply under 30 s and from 30 s to 1 min, i.e. under KPI_ANSWER_TARGET_MS. */
const TARGET_COLUMNS = ['handed_over', 'frt_0', 'frt_1'] as const;
const RANGE_COLUMNS = [...TARGET_COLUMNS, 'accepted', 'queue_wait_ms', 'responded', 'first_response_ms'] as const;
const AGENT_COLUMNS = [...RANGE_COLUMNS, 'handled', 'handling_ms', 'resolved', 'transfers', 'rated', 'satisfied'] as const;

const withinTarget = (row: Sums<(typeof TARGET_COLUMNS)[number]>) => ({
  handovers: row.handed_over,
  answeredWithinTarget: row.frt_0 + row.frt_1,
  answeredWithinTargetRate: percent(row.frt_0 + row.frt_1, row.handed_over),
});

function total<C extends string>(rows: ReadonlyArray<Record<C, number>>, columns: readonly C[]): Record<C, number> {
  const sum = Object.fromEntries(columns.map((column) => [column, 0])) as Record<C, number>;
  for (const row of rows) for (const column of columns) sum[column] += row[column];
  return sum;
}

export class KpiService {
  constructor(private readonly db: Executor, private readonly liveStats: LiveStatsServices, private readonly now: () => Date = () => new Date()) {}

  async kpiMetrics(filter: ReportFilter, scope: Scope | undefined): Promise<KpiData> {
    const today = dayInZone(this.now(), filter.timeZone);
    const todayFilter: ReportFilter = { ...filter, startDate: today, endDate: today, granularity: 'day' };
    const [count, brand, agents, todaySeries, todayRange, rangeSeries, byAgent, range] = await Promise.all([
      this.liveStats.liveCount(scope), this.liveStats.brand(scope), this.liveStats.agents(),
      bucketSeries(this.db, todayFilter, scope, TARGET_COLUMNS), rangeInstants(this.db, todayFilter),
      bucketSeries(this.db, filter, scope, RANGE_COLUMNS), sumsBy(this.db, filter, scope, 'agent', AGENT_COLUMNS), rangeInstants(this.db, filter),
    ]);
    const inRange = total(rangeSeries, RANGE_COLUMNS);
    const zero = Object.fromEntries(AGENT_COLUMNS.map((column) => [column, 0])) as Sums<(typeof AGENT_COLUMNS)[number]>;
    const sumsOf = new Map(byAgent.map((row) => [row.id, row]));
    return {
      live: {
        t: count.t, live: count.live, botHandling: count.botHandling, waiting: count.inQueue, agentHandling: count.agentHandling,
        totalAgents: brand.totalAgents, agentsOnline: brand.online, agentsAccepting: brand.accepting, waitNowSeconds: brand.avgWaitSeconds,
        ...withinTarget(total(todaySeries, TARGET_COLUMNS)), today: todayRange,
      },
      metrics: { ...withinTarget(inRange), queueWaitMs: average(inRange.queue_wait_ms, inRange.accepted), firstResponseMs: average(inRange.first_response_ms, inRange.responded) },
      // Every agent of the live list, then anyone who handled chats in the range and is no longer one (removed from groups).
      byAgent: [...agents.agentList.map((agent) => ({ agent, sums: sumsOf.get(agent.agentId) ?? zero })),
        ...byAgent.filter((row) => !agents.agentList.some((agent) => agent.agentId === row.id))
          .map((row) => ({ agent: { agentId: row.id, name: row.name, state: "don't accept chats" as const, online: false, chats: 0, capacity: 0 }, sums: row }))]
        .map(({ agent, sums }) => ({
          agentId: agent.agentId, name: agent.name, state: agent.state, online: agent.online, chatsNow: agent.chats, capacity: agent.capacity,
          ...withinTarget(sums), accepted: sums.accepted, queueWaitMs: average(sums.queue_wait_ms, sums.accepted), responded: sums.responded,
          firstResponseMs: average(sums.first_response_ms, sums.responded), handled: sums.handled, handlingMs: average(sums.handling_ms, sums.handled),
          resolved: sums.resolved, transfers: sums.transfers, rated: sums.rated, satisfaction: percent(sums.satisfied, sums.rated),
        })),
      targetMs: KPI_ANSWER_TARGET_MS,
      pollMs: KPI_POLL_MS,
      range,
    };
  }
}
