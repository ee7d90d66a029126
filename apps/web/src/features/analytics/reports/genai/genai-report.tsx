/**
 * /analytics/genai (issue 24): generative FAQ use — questions, answered vs not, passages cited, model calls, tokens,
 * latency p50/p95, failures by reason and cost in $ (ML configuration's prices per 1,000 tokens). The counts of
 * conversations open /history with those conversations.
 */
import { Alert, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { genAiDataSchema, type GenAiData } from '@switchboard/contracts/analytics/genai.schemas';
import { METRICS } from '@switchboard/contracts/analytics/metrics';
import { KpiCard } from '@/features/analytics/report-kit/components/kpi-card';
import { ReportFilterBarWithDimensions } from '@/features/analytics/report-kit/components/report-filter-bar-with-dimensions';
import { sectionState } from '@/features/analytics/report-kit/components/report-section';
import { useReport } from '@/features/analytics/report-kit/hooks/use-report';
import { useReportFilter } from '@/features/analytics/report-kit/hooks/use-report-filter';
import type { ChartPoint } from '@/features/analytics/report-kit/model/chart-data';
import {
  conversationsChart, costChart, failuresChart, GENAI_CHARTS, genAiDrill, latencyChart, outcomesChart, tokensChart,
} from '@/features/analytics/reports/genai/genai-charts';
import { ChartSection } from '@/features/analytics/reports/shared/chart-section';
import { drillFor } from '@/features/analytics/reports/shared/drill-scope';
import { KpiGrid } from '@/features/analytics/reports/shared/kpi-grid';
import { MetricKpi } from '@/features/analytics/reports/shared/metric-kpi';
import { ReportLayout } from '@/features/analytics/reports/shared/report-layout';
import { useDrillDown } from '@/features/analytics/reports/shared/use-drill-down';

const REPORT = 'genai';

export const GENAI_TEXTS = {
  noPrices: 'No token prices are set, so there is no cost.',
  setPrices: 'Set them in ML configuration',
  partialUsage: (withUsage: number, calls: number) =>
    `Tokens and cost cover ${withUsage} of ${calls} model calls: the other responses did not report their token usage.`,
} as const;

/** The latency KPIs in ms (the kit writes ms metrics as whole seconds, too coarse for a model call). */
function LatencyKpi({ metric, value, loading }: { metric: 'genAiLatencyP50' | 'genAiLatencyP95'; value: number | null | undefined; loading: boolean }) {
  return <KpiCard title={`${METRICS[metric].name} (ms)`} value={value} unit="count" formula={METRICS[metric].formula} loading={loading} />;
}

function Notes({ data }: { data: GenAiData }) {
  const { callsWithUsage, modelCalls } = data.metrics;
  return (
    <>
      {!data.prices && (
        <Alert type="info" showIcon title={<>{GENAI_TEXTS.noPrices} <Link to="/settings/ml_configuration" style={{ textDecoration: 'underline' }}>{GENAI_TEXTS.setPrices}</Link>.</>} />
      )}
      {callsWithUsage < modelCalls && <Typography.Text type="secondary">{GENAI_TEXTS.partialUsage(callsWithUsage, modelCalls)}</Typography.Text>}
    </>
  );
}

export function GenAiReport({ title }: { title?: ReactNode }) {
  const [filter, setFilter] = useReportFilter({ kind: 'chat' });
  const query = useReport({ path: ANALYTICS_PATHS.genAiMetrics, schema: genAiDataSchema, filter });
  const open = useDrillDown();
  const data = query.data;
  const metrics = data?.metrics;
  const loading = query.isPending;
  const retry = () => void query.refetch();
  const state = sectionState(query, !metrics || metrics.questions === 0);
  const drill = (metric: 'genAiQuestions' | 'genAiAnswered' | 'genAiFailed') => (data ? drillFor(metric, data.range, filter) : null);
  const onPoint = (point: ChartPoint) => {
    const target = data ? genAiDrill(data, filter, point) : null;
    if (target) open(target);
  };
  const section = { report: REPORT, state, filter, onRetry: retry };
  const per = `per ${filter.granularity}`;

  return (
    <ReportLayout title={title} error={query.error} onRetry={retry}
      filterBar={<ReportFilterBarWithDimensions value={filter} onChange={setFilter} channels />}>
      <KpiGrid label="Generative FAQ">
        <MetricKpi metric="genAiQuestions" value={metrics?.questions} loading={loading} />
        <MetricKpi metric="genAiConversations" value={metrics?.conversations} loading={loading} drill={drill('genAiQuestions')} />
        <MetricKpi metric="genAiAnswered" value={metrics?.answered} loading={loading} />
        <MetricKpi metric="genAiAnsweredConversations" value={metrics?.answeredConversations} loading={loading} drill={drill('genAiAnswered')} />
        <MetricKpi metric="genAiNotAnswered" value={metrics?.notAnswered} loading={loading} />
        <MetricKpi metric="genAiAnswerRate" value={metrics?.answerRate} loading={loading} />
        <MetricKpi metric="genAiPassagesCited" value={metrics?.passagesCited} loading={loading} />
        <MetricKpi metric="genAiModelCalls" value={metrics?.modelCalls} loading={loading} />
        <MetricKpi metric="genAiFailures" value={metrics?.failed} loading={loading} />
        <MetricKpi metric="genAiFailedConversations" value={metrics?.failedConversations} loading={loading} drill={drill('genAiFailed')} />
        <MetricKpi metric="genAiTokensIn" value={metrics?.tokensIn} loading={loading} />
        <MetricKpi metric="genAiTokensOut" value={metrics?.tokensOut} loading={loading} />
        <LatencyKpi metric="genAiLatencyP50" value={metrics?.latencyP50Ms} loading={loading} />
        <LatencyKpi metric="genAiLatencyP95" value={metrics?.latencyP95Ms} loading={loading} />
        <MetricKpi metric="genAiCost" value={metrics?.cost} loading={loading} />
      </KpiGrid>
      {data && <Notes data={data} />}
      <ChartSection {...section} title={GENAI_CHARTS.outcomes} label={`${GENAI_CHARTS.outcomes}, ${per}`} data={data ? outcomesChart(data, filter) : null} />
      <ChartSection {...section} title={GENAI_CHARTS.conversations} label={`${GENAI_CHARTS.conversations}, ${per}`}
        data={data ? conversationsChart(data, filter) : null} onPointClick={onPoint} />
      <ChartSection {...section} title={GENAI_CHARTS.tokens} label={`${GENAI_CHARTS.tokens} in and out, ${per}`} data={data ? tokensChart(data, filter) : null} />
      <ChartSection {...section} title={GENAI_CHARTS.cost} label={`${GENAI_CHARTS.cost} in dollars, ${per}`} data={data ? costChart(data, filter) : null} />
      <ChartSection {...section} title={GENAI_CHARTS.latency} label={`${GENAI_CHARTS.latency}, p50 and p95, ${per}`} data={data ? latencyChart(data, filter) : null} />
      <ChartSection {...section} state={data && data.failures.length === 0 ? 'empty' : state} title={GENAI_CHARTS.failures}
        label={`${GENAI_CHARTS.failures} over the range`} data={data ? failuresChart(data) : null} />
    </ReportLayout>
  );
}
