/**
 * The ticket report's charts (issue 24): tickets created and resolved per bucket, the backlog at each bucket's end,
 * and the median and 90th percentile time to resolution of the tickets resolved in each bucket (in seconds). A click
 * lists the tickets behind the point in ticket history.
 */
import { TICKET_METRICS } from '@switchboard/contracts/analytics/metrics';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import type { TicketDrillDown, TicketDrillMetric, TicketReportData } from '@switchboard/contracts/analytics/ticket-report.schemas';
import { GRANULARITY_LABELS } from '@/features/analytics/report-kit/components/report-filter-bar';
import { bucketLabel } from '@/features/analytics/report-kit/model/bucket-label';
import type { CategoryChartData, ChartPoint } from '@/features/analytics/report-kit/model/chart-data';
import { ticketDrill, type TicketReportScope } from '@/features/analytics/reports/ticket/ticket-drill';

export const TICKET_CHARTS = {
  volume: 'Tickets created and resolved',
  backlog: 'Backlog',
  resolution: 'Time to resolution',
} as const;

type Field = 'created' | 'resolved' | 'backlog' | 'resolutionMedianMs' | 'resolutionP90Ms';
type Metric = keyof typeof TICKET_METRICS;
const VOLUME: readonly [Metric, Field][] = [['ticketsCreated', 'created'], ['ticketsResolved', 'resolved']];
const BACKLOG: readonly [Metric, Field][] = [['ticketBacklog', 'backlog']];
const RESOLUTION: readonly [Metric, Field][] = [['resolutionMedian', 'resolutionMedianMs'], ['resolutionP90', 'resolutionP90Ms']];

const axis = (data: TicketReportData, filter: ReportFilter) => ({
  categoryTitle: GRANULARITY_LABELS[filter.granularity], categories: data.series.map((point) => bucketLabel(point.bucket, filter.granularity)),
});

const chart = (data: TicketReportData, filter: ReportFilter, kind: 'bar' | 'line', unit: 'count' | 'seconds', fields: readonly [Metric, Field][]): CategoryChartData => ({
  kind, unit, ...axis(data, filter),
  series: fields.map(([metric, field]) => ({
    name: TICKET_METRICS[metric].name,
    // A bucket without resolved tickets has no time to resolution (the server's 0): a gap, not a fall to 0 s.
    values: data.series.map((point) => (unit !== 'seconds' ? point[field] : point.resolved === 0 ? null : point[field] / 1000)),
  })),
});

export const volumeChart = (data: TicketReportData, filter: ReportFilter) => chart(data, filter, 'bar', 'count', VOLUME);
export const backlogChart = (data: TicketReportData, filter: ReportFilter) => chart(data, filter, 'line', 'count', BACKLOG);
export const resolutionChart = (data: TicketReportData, filter: ReportFilter) => chart(data, filter, 'line', 'seconds', RESOLUTION);

function drillMetricOf(series: string): TicketDrillMetric | null {
  const metric = (Object.keys(TICKET_METRICS) as Metric[]).find((key) => TICKET_METRICS[key].name === series);
  return metric ? TICKET_METRICS[metric].drillDown : null;
}

/** A click on any of the charts: that bucket's tickets behind the series (the backlog: open at the bucket's end). */
export function ticketSeriesDrill(data: TicketReportData, filter: TicketReportScope, point: ChartPoint): TicketDrillDown | null {
  if (point.kind !== 'category') return null;
  const bucket = data.series[point.categoryIndex];
  const metric = drillMetricOf(point.series);
  return bucket && metric ? ticketDrill(metric, bucket, filter) : null;
}
