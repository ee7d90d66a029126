/**
 * /analytics/botsuccessmetrics (issue 24): containment, fallback, hand-over and recognition rates with their
 * formulas, the rates over time and the conversations behind them.
 */
import type { ReactNode } from 'react';
import { ANALYTICS_PATHS, botSuccessDataSchema } from '@switchboard/contracts/analytics/analytics.schemas';
import { ReportFilterBarWithDimensions } from '@/features/analytics/report-kit/components/report-filter-bar-with-dimensions';
import { sectionState } from '@/features/analytics/report-kit/components/report-section';
import { useReport } from '@/features/analytics/report-kit/hooks/use-report';
import { useReportFilter } from '@/features/analytics/report-kit/hooks/use-report-filter';
import type { ChartPoint } from '@/features/analytics/report-kit/model/chart-data';
import { BOT_SUCCESS_CHARTS, botSuccessDrill, outcomesChart, ratesChart } from '@/features/analytics/reports/bot-success/bot-success-charts';
import { ChartSection } from '@/features/analytics/reports/shared/chart-section';
import { drillFor, seriesRange } from '@/features/analytics/reports/shared/drill-scope';
import { KpiGrid } from '@/features/analytics/reports/shared/kpi-grid';
import { MetricKpi } from '@/features/analytics/reports/shared/metric-kpi';
import { ReportLayout } from '@/features/analytics/reports/shared/report-layout';
import { useDrillDown } from '@/features/analytics/reports/shared/use-drill-down';

const REPORT = 'botsuccessmetrics';

export function BotSuccessReport({ title }: { title?: ReactNode }) {
  const [filter, setFilter] = useReportFilter({ kind: 'chat' });
  const query = useReport({ path: ANALYTICS_PATHS.botSuccessMetrics, schema: botSuccessDataSchema, filter });
  const open = useDrillDown();
  const data = query.data;
  const metrics = data?.metrics;
  const loading = query.isPending;
  const range = data ? seriesRange(data.series) : null;
  const drill = (metric: 'contained' | 'fallbackConversations' | 'handedOver') => (range ? drillFor(metric, range, filter) : null);
  const retry = () => void query.refetch();
  const state = sectionState(query, !metrics || metrics.conversations === 0);
  const onPoint = (point: ChartPoint) => {
    const target = data ? botSuccessDrill(data, filter, point) : null;
    if (target) open(target);
  };
  const section = { report: REPORT, state, filter, onRetry: retry, onPointClick: onPoint };

  return (
    <ReportLayout title={title} error={query.error} onRetry={retry}
      filterBar={<ReportFilterBarWithDimensions value={filter} onChange={setFilter} channels />}>
      <KpiGrid label="Bot success">
        <MetricKpi metric="containmentRate" value={metrics?.containmentRate} loading={loading} drill={drill('contained')} />
        <MetricKpi metric="fallbackRate" value={metrics?.fallbackRate} loading={loading} drill={drill('fallbackConversations')} />
        <MetricKpi metric="handoverRate" value={metrics?.handoverRate} loading={loading} drill={drill('handedOver')} />
        <MetricKpi metric="recognitionRate" value={metrics?.recognitionRate} loading={loading} />
      </KpiGrid>
      <ChartSection {...section} title={BOT_SUCCESS_CHARTS.rates} label={`${BOT_SUCCESS_CHARTS.rates} in percent, per ${filter.granularity}`}
        data={data ? ratesChart(data, filter) : null} />
      <ChartSection {...section} title={BOT_SUCCESS_CHARTS.outcomes} label={`${BOT_SUCCESS_CHARTS.outcomes}, per ${filter.granularity}`}
        data={data ? outcomesChart(data, filter) : null} />
    </ReportLayout>
  );
}
