/**
 * /analytics/kpi (issue 24; §7 agent live KPIs polled every 600,000 ms): the live numbers (live, waiting, agents
 * online and accepting, wait now, answered within target today), then the range's within-target and response
 * numbers and the per-agent KPIs. The report is read again every KPI_POLL_MS (and on request) while the page is
 * open; each KPI shows its formula and, where it counts conversations, opens them in history.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { KPI_POLL_MS, kpiDataSchema } from '@switchboard/contracts/analytics/kpi.schemas';
import { formatDrillRange } from '@/lib/analytics-drill/drill-range';
import { formatClockSeconds } from '@/lib/dates/format-date';
import { ReportFilterBar } from '@/features/analytics/report-kit/components/report-filter-bar';
import { ReportSection, sectionState } from '@/features/analytics/report-kit/components/report-section';
import { fetchReport, reportKeys } from '@/features/analytics/report-kit/hooks/use-report';
import { useReportFilter } from '@/features/analytics/report-kit/hooks/use-report-filter';
import { KpiAgentTable } from '@/features/analytics/reports/kpi/kpi-agent-table';
import { drillFor } from '@/features/analytics/reports/shared/drill-scope';
import { KpiGrid } from '@/features/analytics/reports/shared/kpi-grid';
import { MetricKpi } from '@/features/analytics/reports/shared/metric-kpi';
import { ReportLayout } from '@/features/analytics/reports/shared/report-layout';

export const KPI_TEXTS = {
  live: 'Live now',
  range: 'In the range',
  todayNote: 'Answered within target here counts today\'s hand-overs (since midnight in your time zone).',
  refresh: 'Refresh now',
  updated: (at: string) => `Updated ${at}; read again every ${KPI_POLL_MS / 60_000} minutes`,
} as const;

export function KpiReport({ title }: { title?: ReactNode }) {
  const [filter, setFilter] = useReportFilter({ kind: 'chat' });
  const query = useQuery({
    queryKey: reportKeys.report(ANALYTICS_PATHS.kpiMetrics, filter),
    queryFn: ({ signal }) => fetchReport(ANALYTICS_PATHS.kpiMetrics, { ...filter }, kpiDataSchema, signal),
    placeholderData: keepPreviousData,
    refetchInterval: KPI_POLL_MS,
  });
  const data = query.data;
  const live = data?.live;
  const loading = query.isPending;
  const retry = () => void query.refetch();
  const state = sectionState(query, !data || data.byAgent.length === 0);
  const rangeDrill = (metric: 'answeredWithinTarget' | 'accepted' | 'responded') => (data ? drillFor(metric, data.range, filter) : null);

  return (
    <ReportLayout title={title} error={query.error} onRetry={retry}
      filterBar={<ReportFilterBar value={filter} onChange={setFilter} channels />}>
      <Card size="small" title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{KPI_TEXTS.live}</Typography.Title>}
        extra={(
          <Flex gap={8} align="center" wrap>
            {live && <Typography.Text type="secondary" style={{ fontSize: 12 }} role="status">{KPI_TEXTS.updated(formatClockSeconds(live.t))}</Typography.Text>}
            <Button size="small" icon={<ReloadOutlined />} loading={query.isFetching} onClick={retry}>{KPI_TEXTS.refresh}</Button>
          </Flex>
        )}>
        <KpiGrid label={KPI_TEXTS.live}>
          <MetricKpi metric="liveChats" value={live?.live} loading={loading} />
          <MetricKpi metric="waitingChats" value={live?.waiting} loading={loading} />
          <MetricKpi metric="agentsOnline" value={live?.agentsOnline} loading={loading} />
          <MetricKpi metric="agentsAccepting" value={live?.agentsAccepting} loading={loading} />
          {/* Wait now is in seconds; the metric's unit is ms. */}
          <MetricKpi metric="waitNow" value={live ? (live.waitNowSeconds === null ? null : live.waitNowSeconds * 1000) : undefined} loading={loading} />
          <MetricKpi metric="answeredWithinTarget" value={live?.answeredWithinTargetRate} loading={loading}
            drill={live ? drillFor('answeredWithinTarget', live.today, filter) : null} />
        </KpiGrid>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '8px 0 0' }}>{KPI_TEXTS.todayNote}</Typography.Paragraph>
      </Card>
      <Card size="small" title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{KPI_TEXTS.range}</Typography.Title>}
        extra={data && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{formatDrillRange(data.range.from, data.range.to)}</Typography.Text>}>
        <KpiGrid label={KPI_TEXTS.range}>
          <MetricKpi metric="answeredWithinTarget" value={data?.metrics.answeredWithinTargetRate} loading={loading} drill={rangeDrill('answeredWithinTarget')} />
          <MetricKpi metric="handovers" value={data?.metrics.handovers} loading={loading} drill={data ? drillFor('handedOver', data.range, filter) : null} />
          <MetricKpi metric="queueWait" value={data?.metrics.queueWaitMs} loading={loading} drill={rangeDrill('accepted')} />
          <MetricKpi metric="firstResponseTime" value={data?.metrics.firstResponseMs} loading={loading} drill={rangeDrill('responded')} />
        </KpiGrid>
      </Card>
      <ReportSection title="By agent" state={state} height={120} onRetry={retry}>
        {data && <KpiAgentTable data={data} filter={filter} />}
      </ReportSection>
    </ReportLayout>
  );
}
