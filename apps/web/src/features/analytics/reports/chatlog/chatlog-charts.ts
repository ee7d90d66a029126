/**
 * chatlog's charts from chatSessionsTimeSeries (issue 24): conversations by channel, bot only vs handed over, and
 * messages per conversation, one category per bucket; and the drill-down behind a clicked count.
 */
import type { ChatSessionsTimeSeriesData } from '@switchboard/contracts/analytics/analytics.schemas';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { CHANNEL_LABELS, type Channel } from '@switchboard/contracts/common/constants';
import type { AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';
import { bucketLabel } from '@/features/analytics/report-kit/model/bucket-label';
import type { CategoryChartData, ChartPoint } from '@/features/analytics/report-kit/model/chart-data';
import { GRANULARITY_LABELS } from '@/features/analytics/report-kit/components/report-filter-bar';
import { drillFor } from '@/features/analytics/reports/shared/drill-scope';

type Series = ChatSessionsTimeSeriesData['chatSessionsTimeSeries'];

export const CHATLOG_CHARTS = {
  byChannel: 'Conversations by channel',
  outcome: 'Bot only vs handed over',
  messages: 'Messages per conversation',
} as const;

const categoriesOf = (series: Series, filter: ReportFilter) => series.map((point) => bucketLabel(point.bucket, filter.granularity));

export function byChannelChart(data: ChatSessionsTimeSeriesData, filter: ReportFilter): CategoryChartData {
  const points = data.chatSessionsTimeSeries;
  return {
    kind: 'stackedBar', unit: 'count', categoryTitle: GRANULARITY_LABELS[filter.granularity], categories: categoriesOf(points, filter),
    series: data.channels.map((channel) => ({ name: CHANNEL_LABELS[channel], values: points.map((point) => point.byChannel[channel] ?? 0) })),
  };
}

export const OUTCOME_SERIES = { 'Bot only': 'botOnly', 'Handed over': 'handedOver' } as const;

export function outcomeChart(data: ChatSessionsTimeSeriesData, filter: ReportFilter): CategoryChartData {
  const points = data.chatSessionsTimeSeries;
  return {
    kind: 'stackedBar', unit: 'count', categoryTitle: GRANULARITY_LABELS[filter.granularity], categories: categoriesOf(points, filter),
    series: Object.entries(OUTCOME_SERIES).map(([name, field]) => ({ name, values: points.map((point) => point[field]) })),
  };
}

export function messagesChart(data: ChatSessionsTimeSeriesData, filter: ReportFilter): CategoryChartData {
  const points = data.chatSessionsTimeSeries;
  return {
    // Bars: an hourly series is mostly empty hours, where a line would leave a lone point undrawn.
    kind: 'bar', unit: 'count', categoryTitle: GRANULARITY_LABELS[filter.granularity], categories: categoriesOf(points, filter),
    // An hour without conversations has no ratio (a gap in the line), not 0 messages per conversation.
    series: [{ name: 'Messages per conversation', values: points.map((point) => (point.conversations === 0 ? null : point.messagesPerConversation)) }],
  };
}

const channelOfLabel = (data: ChatSessionsTimeSeriesData, label: string): Channel | undefined =>
  data.channels.find((channel) => CHANNEL_LABELS[channel] === label);

/** A click on "Conversations by channel": that bucket's conversations of that channel. */
export function byChannelDrill(data: ChatSessionsTimeSeriesData, filter: ReportFilter, point: ChartPoint): AnalyticsDrillDown | null {
  const bucket = point.kind === 'category' ? data.chatSessionsTimeSeries[point.categoryIndex] : undefined;
  const channel = point.kind === 'category' ? channelOfLabel(data, point.series) : undefined;
  return bucket && channel ? drillFor('conversations', bucket, filter, { channel }) : null;
}

/** A click on "Bot only vs handed over": that bucket's bot-only or handed-over conversations. */
export function outcomeDrill(data: ChatSessionsTimeSeriesData, filter: ReportFilter, point: ChartPoint): AnalyticsDrillDown | null {
  if (point.kind !== 'category') return null;
  const bucket = data.chatSessionsTimeSeries[point.categoryIndex];
  const metric = OUTCOME_SERIES[point.series as keyof typeof OUTCOME_SERIES];
  return bucket && metric ? drillFor(metric, bucket, filter) : null;
}
