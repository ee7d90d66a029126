/**
 * The event report's charts (issue 24, /analytics/event): conversations with events over time beside the top
 * events, and the range's conversations per event, type, tag and channel. Every bar and point is a count of
 * conversations, and a click lists them (drill metric `events`, narrowed to what the bar stands for).
 */
import type { AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';
import type { EventReportData } from '@switchboard/contracts/analytics/event-report.schemas';
import { METRICS } from '@switchboard/contracts/analytics/metrics';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { CHANNEL_LABELS } from '@switchboard/contracts/common/constants';
import { GRANULARITY_LABELS } from '@/features/analytics/report-kit/components/report-filter-bar';
import { bucketLabel } from '@/features/analytics/report-kit/model/bucket-label';
import type { CategoryChartData, ChartPoint } from '@/features/analytics/report-kit/model/chart-data';
import type { Range } from '@/features/analytics/reports/shared/drill-scope';

export const EVENT_CHARTS = {
  overTime: 'Events over time', top: 'Top events', byType: 'By event type', byTag: 'By event tag', byChannel: 'By channel',
} as const;
export type EventChart = keyof typeof EVENT_CHARTS;

const TOTAL = METRICS.eventConversations.name;
const CONVERSATIONS = 'Conversations';

/** A drill-down and the words for history's banner. */
export interface EventDrill { drill: AnalyticsDrillDown; by?: string }

/** The events of the series (the top ones), in the order the report ranks them. */
const seriesEvents = (data: EventReportData) => data.events.filter((event) => data.series[0] && event.eventId in data.series[0].byEvent);

export function overTimeChart(data: EventReportData, filter: ReportFilter): CategoryChartData {
  return {
    kind: 'line', unit: 'count', categoryTitle: GRANULARITY_LABELS[filter.granularity],
    categories: data.series.map((point) => bucketLabel(point.bucket, filter.granularity)),
    series: [
      { name: TOTAL, values: data.series.map((point) => point.conversations) },
      ...seriesEvents(data).map((event) => ({ name: event.name, values: data.series.map((point) => point.byEvent[event.eventId] ?? 0) })),
    ],
  };
}

const bars = (categoryTitle: string, rows: Array<{ label: string; conversations: number }>, horizontal = false): CategoryChartData => ({
  kind: 'bar', unit: 'count', categoryTitle, categories: rows.map((row) => row.label),
  series: [{ name: CONVERSATIONS, values: rows.map((row) => row.conversations) }], ...(horizontal ? { horizontal } : {}),
});

export const breakdownChart = (data: EventReportData, chart: Exclude<EventChart, 'overTime'>): CategoryChartData => {
  switch (chart) {
    case 'top': return bars('Event', data.events.map((row) => ({ label: row.name, conversations: row.conversations })), true);
    case 'byType': return bars('Event type', data.byType.map((row) => ({ label: row.eventType, conversations: row.conversations })));
    case 'byTag': return bars('Event tag', data.byTag.map((row) => ({ label: row.tag, conversations: row.conversations })), true);
    case 'byChannel': return bars('Channel', data.byChannel.map((row) => ({ label: CHANNEL_LABELS[row.channel], conversations: row.conversations })));
  }
};

/** The drill-down of a number over `range`, narrowed as the report was (its channel; group and agent if given). */
export function eventDrill(range: Range, filter: ReportFilter, narrower: Partial<AnalyticsDrillDown> = {}): AnalyticsDrillDown {
  return {
    metric: 'events', from: range.from, to: range.to,
    ...(filter.channel ? { channel: filter.channel } : {}),
    ...(filter.groupId ? { groupId: filter.groupId } : {}),
    ...(filter.agentId ? { agentId: filter.agentId } : {}),
    ...narrower,
  };
}

/** A click on one of the charts: the conversations behind the point (by index into the response, never the drawn label). */
export function eventChartDrill(data: EventReportData, filter: ReportFilter, chart: EventChart, point: ChartPoint): EventDrill | null {
  if (point.kind !== 'category') return null;
  const index = point.categoryIndex;
  if (chart === 'overTime') {
    const bucket = data.series[index];
    if (!bucket) return null;
    if (point.series === TOTAL) return { drill: eventDrill(bucket, filter) };
    const event = seriesEvents(data).find((candidate) => candidate.name === point.series);
    return event ? { drill: eventDrill(bucket, filter, { events: [event.eventId] }), by: `Event: ${event.name}` } : null;
  }
  if (chart === 'top') {
    const event = data.events[index];
    return event ? { drill: eventDrill(data.range, filter, { events: [event.eventId] }), by: `Event: ${event.name}` } : null;
  }
  if (chart === 'byType') {
    const row = data.byType[index];
    return row ? { drill: eventDrill(data.range, filter, { eventType: row.eventType }), by: `Event type: ${row.eventType}` } : null;
  }
  if (chart === 'byTag') {
    const row = data.byTag[index];
    return row ? { drill: eventDrill(data.range, filter, { eventTag: row.tag }), by: `Event tag: ${row.tag}` } : null;
  }
  const row = data.byChannel[index];
  return row ? { drill: eventDrill(data.range, filter, { channel: row.channel }), by: `Channel: ${CHANNEL_LABELS[row.channel]}` } : null;
}
