/**
 * livechat's charts (issue 24): hand-overs, resolutions and transferred chats per bucket; average queue wait, first
 * response and handling times per bucket (in seconds); and the first response time histogram. Each point lists the
 * conversations it counts (an average lists the conversations it is the average over).
 */
import type { AnalyticsDrillDown, LiveChatData } from '@switchboard/contracts/analytics/analytics.schemas';
import { DRILL_METRICS, type DrillMetric } from '@switchboard/contracts/analytics/metrics';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { GRANULARITY_LABELS } from '@/features/analytics/report-kit/components/report-filter-bar';
import { bucketLabel } from '@/features/analytics/report-kit/model/bucket-label';
import type { CategoryChartData, ChartPoint } from '@/features/analytics/report-kit/model/chart-data';
import { drillFor } from '@/features/analytics/reports/shared/drill-scope';

export const LIVE_CHAT_CHARTS = {
  volume: 'Hand-overs, resolutions and transfers',
  times: 'Wait, response and handling times',
  histogram: 'First response time',
} as const;

const VOLUME = { 'Hand-overs': ['handovers', 'handedOver'], Resolutions: ['resolved', 'resolved'], 'Transferred chats': ['transferred', 'transferred'] } as const;
const TIMES = {
  'Average queue wait': ['queueWaitMs', 'accepted'], 'Average first response': ['firstResponseMs', 'responded'], 'Average handling': ['handlingMs', 'handled'],
} as const;

const axis = (data: LiveChatData, filter: ReportFilter) => ({
  categoryTitle: GRANULARITY_LABELS[filter.granularity], categories: data.series.map((point) => bucketLabel(point.bucket, filter.granularity)),
});

export function volumeChart(data: LiveChatData, filter: ReportFilter): CategoryChartData {
  return {
    kind: 'bar', unit: 'count', ...axis(data, filter),
    series: Object.entries(VOLUME).map(([name, [field]]) => ({ name, values: data.series.map((point) => point[field]) })),
  };
}

export function timesChart(data: LiveChatData, filter: ReportFilter): CategoryChartData {
  return {
    kind: 'line', unit: 'seconds', ...axis(data, filter),
    series: Object.entries(TIMES).map(([name, [field]]) => ({ name, values: data.series.map((point) => point[field] / 1000) })),
  };
}

export function histogramChart(data: LiveChatData): CategoryChartData {
  return {
    kind: 'histogram', unit: 'count', categoryTitle: 'First response',
    categories: data.firstResponseHistogram.map((bin) => bin.label),
    series: [{ name: 'Hand-overs answered', values: data.firstResponseHistogram.map((bin) => bin.count) }],
  };
}

/** A click on the volume or times chart: that bucket's conversations behind the series. */
export function seriesDrill(data: LiveChatData, filter: ReportFilter, point: ChartPoint): AnalyticsDrillDown | null {
  if (point.kind !== 'category') return null;
  const bucket = data.series[point.categoryIndex];
  const entry = (VOLUME as Record<string, readonly [string, DrillMetric]>)[point.series] ?? (TIMES as Record<string, readonly [string, DrillMetric]>)[point.series];
  return bucket && entry ? drillFor(entry[1], bucket, filter) : null;
}

const isDrillMetric = (value: string): value is DrillMetric => (DRILL_METRICS as readonly string[]).includes(value);

/** A click on a histogram bar: the range's hand-overs first answered within that bin. */
export function histogramDrill(data: LiveChatData, filter: ReportFilter, point: ChartPoint): AnalyticsDrillDown | null {
  if (point.kind !== 'category') return null;
  const bin = data.firstResponseHistogram[point.categoryIndex];
  return bin && isDrillMetric(bin.metric) ? drillFor(bin.metric, data.range, filter) : null;
}
