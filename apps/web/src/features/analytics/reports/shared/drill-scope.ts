/**
 * The drill-down behind a number of a report: the metric's conversations over a range (the whole report's or one
 * bucket's), narrowed as the report was (its channel, group and agent filters) and by what the number stands for.
 */
import type { AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';
import type { DrillMetric } from '@switchboard/contracts/analytics/metrics';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';

export interface Range {
  from: string;
  to: string;
}

export type DrillDimensions = Pick<AnalyticsDrillDown, 'channel' | 'groupId' | 'agentId'>;

export function drillFor(metric: DrillMetric, range: Range, filter: ReportFilter, narrower: DrillDimensions = {}): AnalyticsDrillDown {
  const dimensions: DrillDimensions = {
    ...(filter.channel ? { channel: filter.channel } : {}),
    ...(filter.groupId ? { groupId: filter.groupId } : {}),
    ...(filter.agentId ? { agentId: filter.agentId } : {}),
    ...narrower,
  };
  return { metric, from: range.from, to: range.to, ...dimensions };
}

/** The whole range of a bucketed series: its first bucket's start to its last bucket's end (buckets are clipped to the range). */
export function seriesRange(series: readonly Range[]): Range | null {
  const first = series[0];
  const last = series[series.length - 1];
  return first && last ? { from: first.from, to: last.to } : null;
}
