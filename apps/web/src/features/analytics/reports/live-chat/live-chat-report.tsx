/**
 * /analytics/livechat (issue 24): hand-overs, queue wait, first response time (and its histogram), handling time with
 * long (120 s) and critical (300 s) chats, resolutions, transfers and satisfaction, over time, by agent and by group.
 */
import type { ReactNode } from 'react';
import { ANALYTICS_PATHS, liveChatDataSchema } from '@switchboard/contracts/analytics/analytics.schemas';
import { ReportFilterBarWithDimensions } from '@/features/analytics/report-kit/components/report-filter-bar-with-dimensions';
import { ReportSection, sectionState } from '@/features/analytics/report-kit/components/report-section';
import { useReport } from '@/features/analytics/report-kit/hooks/use-report';
import { useReportFilter } from '@/features/analytics/report-kit/hooks/use-report-filter';
import type { ChartPoint } from '@/features/analytics/report-kit/model/chart-data';
import {
  histogramChart, histogramDrill, LIVE_CHAT_CHARTS, seriesDrill, timesChart, volumeChart,
} from '@/features/analytics/reports/live-chat/live-chat-charts';
import { LIVE_CHAT_MEASURES } from '@/features/analytics/reports/live-chat/live-chat-measures';
import { LiveChatTable } from '@/features/analytics/reports/live-chat/live-chat-table';
import { ChartSection } from '@/features/analytics/reports/shared/chart-section';
import { drillFor } from '@/features/analytics/reports/shared/drill-scope';
import { KpiGrid } from '@/features/analytics/reports/shared/kpi-grid';
import { MetricKpi } from '@/features/analytics/reports/shared/metric-kpi';
import { ReportLayout } from '@/features/analytics/reports/shared/report-layout';
import { useDrillDown } from '@/features/analytics/reports/shared/use-drill-down';

const REPORT = 'livechat';


export function LiveChatReport({ title }: { title?: ReactNode }) {
  const [filter, setFilter] = useReportFilter({ kind: 'chat' });
  const query = useReport({ path: ANALYTICS_PATHS.liveChatMetrics, schema: liveChatDataSchema, filter });
  const open = useDrillDown();
  const data = query.data;
  const loading = query.isPending;
  const retry = () => void query.refetch();
  const state = sectionState(query, !data || data.metrics.handovers === 0);
  const click = (toDrill: typeof seriesDrill) => (point: ChartPoint) => {
    const target = data ? toDrill(data, filter, point) : null;
    if (target) open(target);
  };
  const section = { report: REPORT, state, filter, onRetry: retry };

  return (
    <ReportLayout title={title} error={query.error} onRetry={retry}
      filterBar={<ReportFilterBarWithDimensions value={filter} onChange={setFilter} channels />}>
      <KpiGrid label="Live chat">
        {LIVE_CHAT_MEASURES.map(({ metric, field, drill }) => (
          <MetricKpi key={metric} metric={metric} value={data?.metrics[field]} loading={loading}
            drill={data && drill ? drillFor(drill, data.range, filter) : null} />
        ))}
      </KpiGrid>
      <ChartSection {...section} title={LIVE_CHAT_CHARTS.volume} label={`${LIVE_CHAT_CHARTS.volume}, per ${filter.granularity}`}
        data={data ? volumeChart(data, filter) : null} onPointClick={click(seriesDrill)} />
      <ChartSection {...section} title={LIVE_CHAT_CHARTS.times} label={`${LIVE_CHAT_CHARTS.times} in seconds, per ${filter.granularity}`}
        data={data ? timesChart(data, filter) : null} onPointClick={click(seriesDrill)} />
      <ChartSection {...section} title={LIVE_CHAT_CHARTS.histogram} label={`${LIVE_CHAT_CHARTS.histogram}: hand-overs per time to the first agent message`}
        data={data ? histogramChart(data) : null} onPointClick={click(histogramDrill)} />
      <ReportSection title="By agent" state={state} height={120} onRetry={retry}>
        {data && <LiveChatTable dimension="agent" data={data} filter={filter} />}
      </ReportSection>
      <ReportSection title="By group" state={state} height={120} onRetry={retry}>
        {data && <LiveChatTable dimension="group" data={data} filter={filter} />}
      </ReportSection>
    </ReportLayout>
  );
}
