/**
 * /analytics/fracture (issue 24): where conversations break — the bot messages after which customers leave, ask
 * for a person or are not understood, ranked by breaks and their share of the conversations that reached them.
 */
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { fractureDataSchema } from '@switchboard/contracts/analytics/fracture.schemas';
import type { DrillMetric } from '@switchboard/contracts/analytics/metrics';
import { ReportFilterBarWithDimensions } from '@/features/analytics/report-kit/components/report-filter-bar-with-dimensions';
import { ReportSection, sectionState } from '@/features/analytics/report-kit/components/report-section';
import { useReport } from '@/features/analytics/report-kit/hooks/use-report';
import { useReportFilter } from '@/features/analytics/report-kit/hooks/use-report-filter';
import type { ChartPoint } from '@/features/analytics/report-kit/model/chart-data';
import { FRACTURE_CHART_ROWS, FRACTURE_CHARTS, tableExport, topChart, topDrill } from '@/features/analytics/reports/fracture/fracture-charts';
import { FractureTable } from '@/features/analytics/reports/fracture/fracture-table';
import { ChartSection } from '@/features/analytics/reports/shared/chart-section';
import { drillFor } from '@/features/analytics/reports/shared/drill-scope';
import { KpiGrid } from '@/features/analytics/reports/shared/kpi-grid';
import { MetricKpi } from '@/features/analytics/reports/shared/metric-kpi';
import { ReportLayout } from '@/features/analytics/reports/shared/report-layout';
import { useDrillDown } from '@/features/analytics/reports/shared/use-drill-down';

const REPORT = 'fracture';
export const FRACTURE_NOTE = 'Bot messages are told apart by their text: the workflow node that sent a message is not recorded with it.';

export function FractureReport({ title }: { title?: ReactNode }) {
  const [filter, setFilter] = useReportFilter({ kind: 'chat' });
  const query = useReport({ path: ANALYTICS_PATHS.fracture, schema: fractureDataSchema, filter });
  const open = useDrillDown();
  const data = query.data;
  const totals = data?.totals;
  const loading = query.isPending;
  const retry = () => void query.refetch();
  const state = sectionState(query, !data || data.rows.length === 0);
  const drill = (metric: DrillMetric) => (data ? drillFor(metric, data.range, filter) : null);
  const onPoint = (point: ChartPoint) => {
    const target = data ? topDrill(data, filter, point) : null;
    if (target) open(target.drill, target.by);
  };
  const exportSource = data && data.rows.length > 0 ? { report: REPORT, title: FRACTURE_CHARTS.table, data: tableExport(data), filter } : undefined;

  // Each bot message takes two lines of label beside its three bars: 48 px a row (at 360 px in all they ran together).
  const chartHeight = 140 + Math.max(3, Math.min(data?.rows.length ?? 0, FRACTURE_CHART_ROWS)) * 48;
  return (
    <ReportLayout title={title} error={query.error} onRetry={retry}
      filterBar={<ReportFilterBarWithDimensions value={filter} onChange={setFilter} channels granularities={[]} />}>
      <KpiGrid label="Breaks">
        <MetricKpi metric="conversations" value={totals?.conversations} loading={loading} drill={drill('conversations')} />
        <MetricKpi metric="fractureBreaks" value={totals?.breaks} loading={loading} drill={drill('fractureBreaks')} />
        <MetricKpi metric="fractureAbandoned" value={totals?.abandoned} loading={loading} drill={drill('fractureAbandoned')} />
        <MetricKpi metric="fractureHandover" value={totals?.handedOver} loading={loading} drill={drill('fractureHandover')} />
        <MetricKpi metric="fractureFallback" value={totals?.fallback} loading={loading} drill={drill('fractureFallback')} />
      </KpiGrid>
      <ChartSection report={REPORT} state={state} filter={filter} onRetry={retry} onPointClick={onPoint} height={chartHeight}
        title={FRACTURE_CHARTS.top} label={`${FRACTURE_CHARTS.top}: conversations per kind of break after each bot message`}
        data={data ? topChart(data) : null} />
      <ReportSection title={FRACTURE_CHARTS.table} state={state} height={160} onRetry={retry} {...(exportSource ? { exportSource } : {})}>
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          {FRACTURE_NOTE}{data && data.moreSteps > 0 ? ` ${data.moreSteps} more bot messages with fewer breaks are not listed.` : ''}
        </Typography.Paragraph>
        {data && <FractureTable data={data} filter={filter} />}
      </ReportSection>
    </ReportLayout>
  );
}
