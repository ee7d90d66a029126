/**
 * botsuccessmetrics' charts (issue 24): the four rates per bucket, and the conversations behind three of them
 * (contained, fallback, handed over) as counts. A click lists a rate's numerator for that bucket; recognition counts
 * messages, not conversations, so it has no list.
 */
import type { AnalyticsDrillDown, BotSuccessData } from '@switchboard/contracts/analytics/analytics.schemas';
import { METRICS, type DrillMetric } from '@switchboard/contracts/analytics/metrics';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { GRANULARITY_LABELS } from '@/features/analytics/report-kit/components/report-filter-bar';
import { bucketLabel } from '@/features/analytics/report-kit/model/bucket-label';
import type { CategoryChartData, ChartPoint } from '@/features/analytics/report-kit/model/chart-data';
import { drillFor } from '@/features/analytics/reports/shared/drill-scope';

type Point = BotSuccessData['series'][number];

export const BOT_SUCCESS_CHARTS = { rates: 'Bot success rates', outcomes: 'Conversations by outcome' } as const;

const RATES = ['containmentRate', 'fallbackRate', 'handoverRate', 'recognitionRate'] as const;
const RATE_DRILL: Record<(typeof RATES)[number], DrillMetric | null> = {
  containmentRate: 'contained', fallbackRate: 'fallbackConversations', handoverRate: 'handedOver', recognitionRate: null,
};
const OUTCOMES = { Contained: 'contained', 'Fallback conversations': 'fallbackConversations', 'Handed over': 'handedOver' } as const;

const axis = (data: BotSuccessData, filter: ReportFilter) => ({
  categoryTitle: GRANULARITY_LABELS[filter.granularity], categories: data.series.map((point) => bucketLabel(point.bucket, filter.granularity)),
});

export function ratesChart(data: BotSuccessData, filter: ReportFilter): CategoryChartData {
  return {
    kind: 'line', unit: 'percent', ...axis(data, filter),
    series: RATES.map((rate) => ({ name: METRICS[rate].name, values: data.series.map((point) => point[rate]) })),
  };
}

export function outcomesChart(data: BotSuccessData, filter: ReportFilter): CategoryChartData {
  return {
    kind: 'bar', unit: 'count', ...axis(data, filter),
    series: Object.entries(OUTCOMES).map(([name, field]) => ({ name, values: data.series.map((point: Point) => point[field]) })),
  };
}

function metricOfSeries(series: string): DrillMetric | null {
  const rate = RATES.find((candidate) => METRICS[candidate].name === series);
  if (rate) return RATE_DRILL[rate];
  return OUTCOMES[series as keyof typeof OUTCOMES] ?? null;
}

/** A click on either chart: that bucket's conversations behind the series clicked. */
export function botSuccessDrill(data: BotSuccessData, filter: ReportFilter, point: ChartPoint): AnalyticsDrillDown | null {
  if (point.kind !== 'category') return null;
  const bucket = data.series[point.categoryIndex];
  const metric = metricOfSeries(point.series);
  return bucket && metric ? drillFor(metric, bucket, filter) : null;
}
