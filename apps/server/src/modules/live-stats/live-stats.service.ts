/** The numbers behind the live stats channels, read from the live-chat tables (see live-stats.repository). */
import type { AgentLiveStats, BrandLiveStats, GroupLiveStats } from '@switchboard/contracts/analytics/agent-monitoring.events';
import type { LastNHoursTimeSeries, PerMinuteStats } from '@switchboard/contracts/dashboard/dashboard.events';
import type { Database } from '@/db/client';
import { AGENT_COLUMNS, GROUP_COLUMNS } from './live-stats.columns';
import { agentRows, brandStats, groupRows, messageBuckets, openChatCounts } from './live-stats.repository';

export class LiveStatsService {
  private series: { key: string; at: number; value: Promise<LastNHoursTimeSeries> } | undefined;

  constructor(private readonly db: Database, private readonly seriesCacheMs: number, private readonly now: () => number = Date.now) {}

  async liveCount(): Promise<PerMinuteStats['liveCount']> {
    const counts = await openChatCounts(this.db);
    return { t: this.now(), live: counts.botHandling + counts.inQueue + counts.agentHandling, ...counts };
  }

  /** The last `hours` in buckets of `bucketMinutes`, oldest first, empty buckets included (cached briefly). */
  timeSeries(hours: number, bucketMinutes: number): Promise<LastNHoursTimeSeries> {
    const key = `${hours}/${bucketMinutes}`;
    const now = this.now();
    if (this.series && this.series.key === key && now - this.series.at < this.seriesCacheMs) return this.series.value;
    const value = this.computeSeries(hours, bucketMinutes, now);
    this.series = { key, at: now, value };
    value.catch(() => (this.series = undefined));
    return value;
  }

  private async computeSeries(hours: number, bucketMinutes: number, now: number): Promise<LastNHoursTimeSeries> {
    const bucketMs = bucketMinutes * 60_000;
    const last = Math.floor(now / bucketMs) * bucketMs;
    const count = Math.ceil((hours * 60) / bucketMinutes);
    const first = last - (count - 1) * bucketMs;
    const found = new Map((await messageBuckets(this.db, new Date(first), bucketMs / 1000)).map((point) => [point.t, point]));
    const timeSeries = Array.from({ length: count }, (_, i) => {
      const t = first + i * bucketMs;
      return found.get(t) ?? { t, live: 0, messages: 0 };
    });
    return { hours, bucketMinutes, timeSeries };
  }

  brand(): Promise<BrandLiveStats> {
    return brandStats(this.db);
  }

  async groups(): Promise<GroupLiveStats> {
    return { group: await groupRows(this.db), columns: [...GROUP_COLUMNS] };
  }

  async agents(): Promise<AgentLiveStats> {
    return { columns: [...AGENT_COLUMNS], agentList: await agentRows(this.db) };
  }
}
