/**
 * /analytics/ticket (issue 24; default range 15 days, §9): tickets created and resolved, the backlog over time, time
 * to resolution (median and 90th percentile), by priority, group, channel and contact type. Every number opens the
 * tickets behind it in ticket history.
 */
import { Flex } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { ticketReportDataSchema } from '@switchboard/contracts/analytics/ticket-report.schemas';
import { ReportFilterBar } from '@/features/analytics/report-kit/components/report-filter-bar';
import { ReportSection, sectionState } from '@/features/analytics/report-kit/components/report-section';
import { useReport } from '@/features/analytics/report-kit/hooks/use-report';
import { useReportFilter } from '@/features/analytics/report-kit/hooks/use-report-filter';
import type { ChartPoint } from '@/features/analytics/report-kit/model/chart-data';
import { ChartSection } from '@/features/analytics/reports/shared/chart-section';
import { KpiGrid } from '@/features/analytics/reports/shared/kpi-grid';
import { ReportLayout } from '@/features/analytics/reports/shared/report-layout';
import { DIMENSION_TITLES, TicketBreakdownTable, type TicketDimension } from '@/features/analytics/reports/ticket/ticket-breakdown-table';
import { backlogChart, resolutionChart, TICKET_CHARTS, ticketSeriesDrill, volumeChart } from '@/features/analytics/reports/ticket/ticket-charts';
import { ticketDrill, useTicketDrillDown } from '@/features/analytics/reports/ticket/ticket-drill';
import { TicketNarrowingSelects, useTicketNarrowing } from '@/features/analytics/reports/ticket/ticket-narrowing';
import { TicketKpi } from '@/features/analytics/reports/ticket/ticket-number';

const REPORT = 'ticket';
const DIMENSIONS: readonly TicketDimension[] = ['priority', 'group', 'channel', 'contactType'];

export function TicketReport({ title }: { title?: ReactNode }) {
  const [filter, setFilter] = useReportFilter({ kind: 'tickets' });
  const [narrowing, setNarrowing] = useTicketNarrowing();
  const scope = useMemo(() => ({ ...filter, ...narrowing }), [filter, narrowing]);
  const query = useReport({ path: ANALYTICS_PATHS.ticketMetrics, schema: ticketReportDataSchema, filter, extra: { ...narrowing } });
  const open = useTicketDrillDown();
  const data = query.data;
  const metrics = data?.metrics;
  const loading = query.isPending;
  const resolvedAny = (metrics?.resolved ?? 0) > 0;
  const retry = () => void query.refetch();
  // Nothing created, resolved or open: a range before the first ticket.
  const state = sectionState(query, !metrics || (metrics.created === 0 && metrics.resolved === 0 && metrics.backlog === 0 && metrics.backlogAtStart === 0));
  const onPoint = (point: ChartPoint) => {
    const target = data ? ticketSeriesDrill(data, scope, point) : null;
    if (target) open(target);
  };
  const drill = (metric: 'created' | 'resolved' | 'backlog') => (data ? ticketDrill(metric, data.range, scope) : null);
  const section = { report: REPORT, state, filter: scope, onRetry: retry, onPointClick: onPoint };

  return (
    <ReportLayout title={title} error={query.error} onRetry={retry}
      filterBar={(
        <Flex vertical gap={8}>
          <ReportFilterBar value={filter} onChange={setFilter} channels />
          <Flex wrap gap={8}><TicketNarrowingSelects value={narrowing} onChange={setNarrowing} /></Flex>
        </Flex>
      )}>
      <KpiGrid label="Tickets">
        <TicketKpi metric="ticketsCreated" value={metrics?.created} loading={loading} drill={drill('created')} />
        <TicketKpi metric="ticketsResolved" value={metrics?.resolved} loading={loading} drill={drill('resolved')} />
        <TicketKpi metric="ticketBacklog" value={metrics?.backlog} loading={loading} drill={drill('backlog')} />
        {/* Without resolved tickets there is no time to resolution (the server's 0 is shown as –). */}
        <TicketKpi metric="resolutionMedian" value={resolvedAny ? metrics?.resolutionMedianMs : null} loading={loading} drill={resolvedAny ? drill('resolved') : null} />
        <TicketKpi metric="resolutionP90" value={resolvedAny ? metrics?.resolutionP90Ms : null} loading={loading} drill={resolvedAny ? drill('resolved') : null} />
      </KpiGrid>
      <ChartSection {...section} title={TICKET_CHARTS.volume} label={`${TICKET_CHARTS.volume}, per ${filter.granularity}`}
        data={data ? volumeChart(data, filter) : null} />
      <ChartSection {...section} title={TICKET_CHARTS.backlog} label={`${TICKET_CHARTS.backlog}: tickets open at the end of each ${filter.granularity}`}
        data={data ? backlogChart(data, filter) : null} />
      <ChartSection {...section} title={TICKET_CHARTS.resolution} label={`${TICKET_CHARTS.resolution} in seconds, per ${filter.granularity}`}
        data={data ? resolutionChart(data, filter) : null} />
      {DIMENSIONS.map((dimension) => (
        <ReportSection key={dimension} title={`By ${DIMENSION_TITLES[dimension].toLowerCase()}`} state={state} height={120} onRetry={retry}>
          {data && <TicketBreakdownTable dimension={dimension} data={data} filter={scope} />}
        </ReportSection>
      ))}
    </ReportLayout>
  );
}
