/**
 * /analytics/genai's charts (issue 24): questions by outcome, the conversations behind them (the only counts of
 * conversations, so the only ones a click lists), tokens, cost in $, model latency and failures by reason.
 */
import type { AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';
import type { GenAiCounts, GenAiData } from '@switchboard/contracts/analytics/genai.schemas';
import { METRICS, type DrillMetric } from '@switchboard/contracts/analytics/metrics';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { GRANULARITY_LABELS } from '@/features/analytics/report-kit/components/report-filter-bar';
import { bucketLabel } from '@/features/analytics/report-kit/model/bucket-label';
import type { CategoryChartData, ChartPoint } from '@/features/analytics/report-kit/model/chart-data';
import { drillFor } from '@/features/analytics/reports/shared/drill-scope';

export const GENAI_CHARTS = {
  outcomes: 'Questions by outcome',
  conversations: 'Conversations with generative questions',
  tokens: 'Tokens',
  cost: 'Cost',
  latency: 'Model call latency (ms)',
  failures: 'Failures by reason',
} as const;

const OUTCOMES: Record<string, keyof GenAiCounts> = {
  Answered: 'answered', 'Did not know': 'unknown', 'Failed (best passage sent)': 'failed', 'No model (best passage sent)': 'passageOnly', 'No passage': 'noPassage',
};

/** Series of the conversations chart and the conversations each lists. */
const CONVERSATIONS: Record<string, { field: keyof GenAiCounts; drill: DrillMetric }> = {
  [METRICS.genAiConversations.name]: { field: 'conversations', drill: 'genAiQuestions' },
  [METRICS.genAiAnsweredConversations.name]: { field: 'answeredConversations', drill: 'genAiAnswered' },
  [METRICS.genAiFailedConversations.name]: { field: 'failedConversations', drill: 'genAiFailed' },
};

const axis = (data: GenAiData, filter: ReportFilter) => ({
  categoryTitle: GRANULARITY_LABELS[filter.granularity], categories: data.series.map((point) => bucketLabel(point.bucket, filter.granularity)),
});

const seriesOf = (data: GenAiData, names: Record<string, keyof GenAiCounts>) =>
  Object.entries(names).map(([name, field]) => ({ name, values: data.series.map((point) => point[field] as number | null) }));

export function outcomesChart(data: GenAiData, filter: ReportFilter): CategoryChartData {
  return { kind: 'stackedBar', unit: 'count', ...axis(data, filter), series: seriesOf(data, OUTCOMES) };
}

export function conversationsChart(data: GenAiData, filter: ReportFilter): CategoryChartData {
  const fields = Object.fromEntries(Object.entries(CONVERSATIONS).map(([name, { field }]) => [name, field]));
  return { kind: 'bar', unit: 'count', ...axis(data, filter), series: seriesOf(data, fields) };
}

export function tokensChart(data: GenAiData, filter: ReportFilter): CategoryChartData {
  return { kind: 'bar', unit: 'count', ...axis(data, filter), series: seriesOf(data, { [METRICS.genAiTokensIn.name]: 'tokensIn', [METRICS.genAiTokensOut.name]: 'tokensOut' }) };
}

/** Null without prices: there is no cost to draw. */
export function costChart(data: GenAiData, filter: ReportFilter): CategoryChartData | null {
  if (!data.prices) return null;
  return { kind: 'line', unit: 'cost', ...axis(data, filter), series: seriesOf(data, { [METRICS.genAiCost.name]: 'cost' }) };
}

/** In ms, not the kit's seconds: model calls take a fraction of a second. Buckets without calls are gaps. */
export function latencyChart(data: GenAiData, filter: ReportFilter): CategoryChartData {
  return { kind: 'line', unit: 'count', ...axis(data, filter), series: seriesOf(data, { p50: 'latencyP50Ms', p95: 'latencyP95Ms' }) };
}

export function failuresChart(data: GenAiData): CategoryChartData {
  return {
    kind: 'bar', unit: 'count', categoryTitle: 'Reason', categories: data.failures.map((failure) => failure.label),
    series: [{ name: METRICS.genAiFailures.name, values: data.failures.map((failure) => failure.count) }],
  };
}

/** A click on the conversations chart: that bucket's conversations of the series clicked. */
export function genAiDrill(data: GenAiData, filter: ReportFilter, point: ChartPoint): AnalyticsDrillDown | null {
  if (point.kind !== 'category') return null;
  const bucket = data.series[point.categoryIndex];
  const series = CONVERSATIONS[point.series];
  return bucket && series ? drillFor(series.drill, bucket, filter) : null;
}
