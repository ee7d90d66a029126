/**
 * /analytics/event (issue 24): the bot events conversations recorded (workflows' event nodes) — conversations with
 * events and events recorded, over time beside the top events, and per event, type, tag and channel. Every count of
 * conversations opens them in history.
 */
import type { ReactNode } from 'react';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { eventReportDataSchema } from '@switchboard/contracts/analytics/event-report.schemas';
import { ReportFilterBarWithDimensions } from '@/features/analytics/report-kit/components/report-filter-bar-with-dimensions';
import { sectionState } from '@/features/analytics/report-kit/components/report-section';
import { useReport } from '@/features/analytics/report-kit/hooks/use-report';
import { useReportFilter } from '@/features/analytics/report-kit/hooks/use-report-filter';
import type { ChartPoint } from '@/features/analytics/report-kit/model/chart-data';
import { breakdownChart, EVENT_CHARTS, eventChartDrill, eventDrill, overTimeChart, type EventChart } from '@/features/analytics/reports/events/event-charts';
import { ChartSection } from '@/features/analytics/reports/shared/chart-section';
import { KpiGrid } from '@/features/analytics/reports/shared/kpi-grid';
import { MetricKpi } from '@/features/analytics/reports/shared/metric-kpi';
import { ReportLayout } from '@/features/analytics/reports/shared/report-layout';
import { useDrillDown } from '@/features/analytics/reports/shared/use-drill-down';

const REPORT = 'event';
const BREAKDOWNS = ['top', 'byType', 'byTag', 'byChannel'] as const;

export function EventReport({ title }: { title?: ReactNode }) {
  const [filter, setFilter] = useReportFilter({ kind: 'chat' });
  const query = useReport({ path: ANALYTICS_PATHS.eventMetrics, schema: eventReportDataSchema, filter });
  const open = useDrillDown();
  const data = query.data;
  const loading = query.isPending;
  const retry = () => void query.refetch();
  const state = sectionState(query, !data || data.totals.conversations === 0);
  const onPoint = (chart: EventChart) => (point: ChartPoint) => {
    const target = data ? eventChartDrill(data, filter, chart, point) : null;
    if (target) open(target.drill, target.by);
  };
  const section = (chart: EventChart) => ({ report: REPORT, state, filter, onRetry: retry, onPointClick: onPoint(chart), title: EVENT_CHARTS[chart] });
  // Horizontal bars grow with their rows (an event or tag per row), so long lists stay readable at 390 px.
  const barHeight = (rows: number) => Math.max(220, 48 + rows * 32);

  return (
    <ReportLayout title={title} error={query.error} onRetry={retry}
      filterBar={<ReportFilterBarWithDimensions value={filter} onChange={setFilter} channels />}>
      <KpiGrid label="Events">
        <MetricKpi metric="eventConversations" value={data?.totals.conversations} loading={loading} drill={data ? eventDrill(data.range, filter) : null} />
        <MetricKpi metric="eventOccurrences" value={data?.totals.occurrences} loading={loading} />
      </KpiGrid>
      <ChartSection {...section('overTime')} label={`Conversations with events and the top events, per ${filter.granularity}`}
        data={data ? overTimeChart(data, filter) : null} />
      {BREAKDOWNS.map((chart) => (
        <ChartSection key={chart} {...section(chart)} label={`Conversations, ${EVENT_CHARTS[chart].toLowerCase()}`}
          data={data ? breakdownChart(data, chart) : null}
          height={chart === 'top' || chart === 'byTag' ? barHeight(chart === 'top' ? (data?.events.length ?? 0) : (data?.byTag.length ?? 0)) : 280} />
      ))}
    </ReportLayout>
  );
}
