/**
 * /analytics/usages (issue 24): engagement KPIs (unique, new and returning customers, conversations per customer,
 * median duration), new vs returning customers over time, and weekly retention cohorts of first-time customers.
 */
import type { ReactNode } from 'react';
import {
  ANALYTICS_PATHS, retentionCohortsDataSchema, userEngagementDataSchema,
} from '@switchboard/contracts/analytics/analytics.schemas';
import { ReportFilterBarWithDimensions } from '@/features/analytics/report-kit/components/report-filter-bar-with-dimensions';
import { ReportSection, sectionState } from '@/features/analytics/report-kit/components/report-section';
import { useReport } from '@/features/analytics/report-kit/hooks/use-report';
import { useReportFilter } from '@/features/analytics/report-kit/hooks/use-report-filter';
import type { ChartPoint } from '@/features/analytics/report-kit/model/chart-data';
import { ChartSection } from '@/features/analytics/reports/shared/chart-section';
import { drillFor } from '@/features/analytics/reports/shared/drill-scope';
import { KpiGrid } from '@/features/analytics/reports/shared/kpi-grid';
import { MetricKpi } from '@/features/analytics/reports/shared/metric-kpi';
import { ReportLayout } from '@/features/analytics/reports/shared/report-layout';
import { useDrillDown } from '@/features/analytics/reports/shared/use-drill-down';
import { RetentionTable } from '@/features/analytics/reports/usages/retention-table';
import { customersChart, customersDrill, retentionCellDrill, retentionChart, USAGES_CHARTS } from '@/features/analytics/reports/usages/usages-charts';

const REPORT = 'usages';

export function UsagesReport({ title }: { title?: ReactNode }) {
  const [filter, setFilter] = useReportFilter({ kind: 'chat' });
  const engagement = useReport({ path: ANALYTICS_PATHS.userEngagementStats, schema: userEngagementDataSchema, filter });
  const cohorts = useReport({ path: ANALYTICS_PATHS.retentionCohorts, schema: retentionCohortsDataSchema, filter });
  const open = useDrillDown();
  const data = engagement.data;
  const metrics = data?.metrics;
  const loading = engagement.isPending;
  const drill = (metric: 'uniqueCustomers' | 'newCustomers' | 'returningCustomers' | 'conversations') => (data ? drillFor(metric, data.range, filter) : null);
  const retry = () => { void engagement.refetch(); void cohorts.refetch(); };
  const cohortState = sectionState(cohorts, !cohorts.data || cohorts.data.cohortsData.every((row) => row.newCustomers === 0));
  const onCustomers = (point: ChartPoint) => {
    const target = data ? customersDrill(data, filter, point) : null;
    if (target) open(target);
  };
  const onRetentionCell = (point: ChartPoint) => {
    const target = cohorts.data ? retentionCellDrill(cohorts.data, filter, point) : null;
    if (target && point.kind === 'cell') open(target, `Cohort: ${point.row}`);
  };

  return (
    <ReportLayout title={title} error={engagement.error ?? cohorts.error} onRetry={retry}
      filterBar={<ReportFilterBarWithDimensions value={filter} onChange={setFilter} channels />}>
      <KpiGrid label="Engagement">
        <MetricKpi metric="uniqueCustomers" value={metrics?.uniqueCustomers} loading={loading} drill={drill('uniqueCustomers')} />
        <MetricKpi metric="newCustomers" value={metrics?.newCustomers} loading={loading} drill={drill('newCustomers')} />
        <MetricKpi metric="returningCustomers" value={metrics?.returningCustomers} loading={loading} drill={drill('returningCustomers')} />
        <MetricKpi metric="conversations" value={metrics?.conversations} loading={loading} drill={drill('conversations')} />
        <MetricKpi metric="conversationsPerCustomer" value={metrics?.conversationsPerCustomer} loading={loading} />
        <MetricKpi metric="medianDuration" value={metrics?.medianDurationMs} loading={loading} />
      </KpiGrid>
      <ChartSection report={REPORT} title={USAGES_CHARTS.customers} label={`${USAGES_CHARTS.customers}, per ${filter.granularity}`}
        state={sectionState(engagement, !metrics || metrics.uniqueCustomers === 0)} filter={filter} onRetry={retry}
        data={data ? customersChart(data, filter) : null} onPointClick={onCustomers} />
      <ChartSection report={REPORT} title={USAGES_CHARTS.retention} label={`${USAGES_CHARTS.retention}, percent per week after the first`}
        state={cohortState} filter={filter} onRetry={retry} data={cohorts.data ? retentionChart(cohorts.data) : null} onPointClick={onRetentionCell}
        height={Math.min(360, 140 + (cohorts.data?.cohortsData.length ?? 1) * 40)} />
      <ReportSection title="Retention cohorts" state={cohortState} height={160} onRetry={retry}>
        {cohorts.data && <RetentionTable data={cohorts.data} filter={filter} />}
      </ReportSection>
    </ReportLayout>
  );
}
