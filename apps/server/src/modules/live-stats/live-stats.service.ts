/**
 * The numbers behind the live stats channels, read from the live-chat tables (see live-stats.repository).
 * The chat numbers are those of a member's bifurcation scope (issue 21, point 10); no scope (or a brand
 * without filters) counts every chat. The agents' own numbers are brand-wide.
 */
import type { AgentLiveStats, BrandLiveStats, GroupLiveStats } from '@switchboard/contracts/analytics/agent-monitoring.events';
import type { LastNHoursTimeSeries, PerMinuteStats } from '@switchboard/contracts/dashboard/dashboard.events';
import type { Database } from '@/db/client';
import { keyOfScope, type Scope } from '@/lib/bifurcation-scope';
import { AGENT_COLUMNS, GROUP_COLUMNS } from './live-stats.columns';
import { agentRows, brandStats, groupRows, messageBuckets, openChatCounts } from './live-stats.repository';

export class LiveStatsService {
  /** Computed series by window and scope key, reused within seriesCacheMs. */
  private readonly series = new Map<string, { at: number; value: Promise<LastNHoursTimeSeries> }>();

  constructor(private readonly db: Database, private readonly seriesCacheMs: number, private readonly now: () => number = Date.now) {}

  async liveCount(scope?: Scope): Promise<PerMinuteStats['liveCount']> {
    const counts = await openChatCounts(this.db, scope);
    return { t: this.now(), live: counts.botHandling + counts.inQueue + counts.agentHandling, ...counts };
  }

  /** The last `hours` in buckets of `bucketMinutes`, oldest first, empty buckets included (cached briefly per scope). */
  timeSeries(hours: number, bucketMinutes: number, scope?: Scope): Promise<LastNHoursTimeSeries> {
    const key = `${hours}/${bucketMinutes}/${scope ? keyOfScope(scope) : ''}`;
    const now = this.now();
    for (const [old, entry] of this.series) if (now - entry.at >= this.seriesCacheMs) this.series.delete(old);
    const cached = this.series.get(key);
    if (cached) return cached.value;
    const value = this.computeSeries(hours, bucketMinutes, now, scope);
    this.series.set(key, { at: now, value });
    value.catch(() => this.series.get(key)?.value === value && this.series.delete(key));
    return value;
  }

  private async computeSeries(hours: number, bucketMinutes: number, now: number, scope: Scope | undefined): Promise<LastNHoursTimeSeries> {
    const bucketMs = bucketMinutes * 60_000;
    const last = Math.floor(now / bucketMs) * bucketMs;
    const count = Math.ceil((hours * 60) / bucketMinutes);
    const first = last - (count - 1) * bucketMs;
    const found = new Map((await messageBuckets(this.db, new Date(first), bucketMs / 1000, scope)).map((point) => [point.t, point]));
    const timeSeries = Array.from({ length: count }, (_, i) => {
      const t = first + i * bucketMs;
      return found.get(t) ?? { t, live: 0, messages: 0 };
    });
    return { hours, bucketMinutes, timeSeries };
  }

  brand(scope?: Scope): Promise<BrandLiveStats> {
    return brandStats(this.db, scope);
  }

  async groups(scope?: Scope): Promise<GroupLiveStats> {
    return { group: await groupRows(this.db, scope), columns: [...GROUP_COLUMNS] };
  }

  /** Brand-wide: an agent's chats and capacity describe the agent, whichever scope watches. */
  async agents(): Promise<AgentLiveStats> {
    return { columns: [...AGENT_COLUMNS], agentList: await agentRows(this.db) };
  }
}
