/**
 * /analytics/chatlog (issue 24): conversations over time by channel (hourly by default, §9 "chatlog series hour"),
 * bot only vs handed over, and messages per conversation; every count opens the conversations behind it.
 */
import type { ReactNode } from 'react';
import { ANALYTICS_PATHS, chatSessionsTimeSeriesDataSchema } from '@switchboard/contracts/analytics/analytics.schemas';
import { ReportFilterBarWithDimensions } from '@/features/analytics/report-kit/components/report-filter-bar-with-dimensions';
import { sectionState } from '@/features/analytics/report-kit/components/report-section';
import { useReport } from '@/features/analytics/report-kit/hooks/use-report';
import { useReportFilter } from '@/features/analytics/report-kit/hooks/use-report-filter';
import type { ChartPoint } from '@/features/analytics/report-kit/model/chart-data';
import {
  byChannelChart, byChannelDrill, CHATLOG_CHARTS, messagesChart, outcomeChart, outcomeDrill,
} from '@/features/analytics/reports/chatlog/chatlog-charts';
import { ChartSection } from '@/features/analytics/reports/shared/chart-section';
import { drillFor } from '@/features/analytics/reports/shared/drill-scope';
import { KpiGrid } from '@/features/analytics/reports/shared/kpi-grid';
import { MetricKpi } from '@/features/analytics/reports/shared/metric-kpi';
import { ReportLayout } from '@/features/analytics/reports/shared/report-layout';
import { useDrillDown } from '@/features/analytics/reports/shared/use-drill-down';

const REPORT = 'chatlog';

export function ChatlogReport({ title }: { title?: ReactNode }) {
  const [filter, setFilter] = useReportFilter({ kind: 'chat', granularity: 'hour' });
  const query = useReport({ path: ANALYTICS_PATHS.chatSessionsTimeSeries, schema: chatSessionsTimeSeriesDataSchema, filter });
  const open = useDrillDown();
  const data = query.data;
  const totals = data?.totals;
  const loading = query.isPending;
  const state = sectionState(query, !totals || totals.conversations === 0);
  const retry = () => void query.refetch();
  const drillTotal = (metric: 'conversations' | 'botOnly' | 'handedOver') => (totals ? drillFor(metric, totals, filter) : null);
  const click = (toDrill: typeof byChannelDrill) => (point: ChartPoint) => {
    const drill = data ? toDrill(data, filter, point) : null;
    if (drill) open(drill);
  };
  const section = { report: REPORT, state, filter, onRetry: retry };

  return (
    <ReportLayout title={title} error={query.error} onRetry={retry}
      filterBar={<ReportFilterBarWithDimensions value={filter} onChange={setFilter} channels />}>
      <KpiGrid label="Conversation totals">
        <MetricKpi metric="conversations" value={totals?.conversations} loading={loading} drill={drillTotal('conversations')} />
        <MetricKpi metric="botOnly" value={totals?.botOnly} loading={loading} drill={drillTotal('botOnly')} />
        <MetricKpi metric="handedOver" value={totals?.handedOver} loading={loading} drill={drillTotal('handedOver')} />
        <MetricKpi metric="messages" value={totals?.messages} loading={loading} />
        <MetricKpi metric="messagesPerConversation" value={totals?.messagesPerConversation} loading={loading} />
      </KpiGrid>
      <ChartSection {...section} title={CHATLOG_CHARTS.byChannel} label={`${CHATLOG_CHARTS.byChannel}, per ${filter.granularity}`}
        data={data ? byChannelChart(data, filter) : null} onPointClick={click(byChannelDrill)} />
      <ChartSection {...section} title={CHATLOG_CHARTS.outcome} label={`${CHATLOG_CHARTS.outcome}, per ${filter.granularity}`}
        data={data ? outcomeChart(data, filter) : null} onPointClick={click(outcomeDrill)} />
      <ChartSection {...section} title={CHATLOG_CHARTS.messages} label={`${CHATLOG_CHARTS.messages}, per ${filter.granularity}`}
        data={data ? messagesChart(data, filter) : null} />
    </ReportLayout>
  );
}
