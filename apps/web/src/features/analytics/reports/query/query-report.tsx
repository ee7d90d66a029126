/**
 * /analytics/query (issue 24): what customers ask — a word cloud of the customer messages of the range (each word
 * lists the conversations where a customer wrote it), the top words as a chart, and clusters of the messages the bot
 * could not answer, whose requests can be added to an intent or an FAQ for the next training.
 */
import { Flex, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { QUERY_CLUSTER_MESSAGE_CAP, queryDataSchema, type ClusterRequest, type TrainingTarget } from '@switchboard/contracts/analytics/query.schemas';
import { isActionAllowed, isRouteAllowed } from '@switchboard/contracts/permissions';
import { ReportFilterBarWithDimensions } from '@/features/analytics/report-kit/components/report-filter-bar-with-dimensions';
import { ReportSection, sectionState } from '@/features/analytics/report-kit/components/report-section';
import { useReport } from '@/features/analytics/report-kit/hooks/use-report';
import { useReportFilter } from '@/features/analytics/report-kit/hooks/use-report-filter';
import type { ChartPoint } from '@/features/analytics/report-kit/model/chart-data';
import { AddToTraining } from '@/features/analytics/reports/query/add-to-training';
import { ClusterCard } from '@/features/analytics/reports/query/cluster-card';
import { QUERY_CHARTS, TOP_WORDS_SHOWN, topWordDrill, wordBy, wordsChart } from '@/features/analytics/reports/query/query-words';
import { WordCloud } from '@/features/analytics/reports/query/word-cloud';
import { ChartSection } from '@/features/analytics/reports/shared/chart-section';
import { KpiGrid } from '@/features/analytics/reports/shared/kpi-grid';
import { MetricKpi } from '@/features/analytics/reports/shared/metric-kpi';
import { ReportLayout } from '@/features/analytics/reports/shared/report-layout';
import { useDrillDown } from '@/features/analytics/reports/shared/use-drill-down';
import { useSession } from '@/lib/session/session-store';

const REPORT = 'query';
const NONE_CHOSEN: ReadonlyMap<string, ClusterRequest> = new Map();

export const QUERY_TEXTS_WEB = {
  cap: (clustered: number, unanswered: number) => clustered < unanswered
    ? `Clusters of the ${QUERY_CLUSTER_MESSAGE_CAP.toLocaleString('en')} most recent unanswered messages (${unanswered.toLocaleString('en')} in the range).`
    : `Clusters of the ${unanswered.toLocaleString('en')} unanswered messages of the range (at most the ${QUERY_CLUSTER_MESSAGE_CAP.toLocaleString('en')} most recent are read).`,
} as const;

/** The targets the member may add to: the intents page or the FAQ builder, each with bot editing. */
function useTrainingKinds(): Array<TrainingTarget['kind']> {
  const permissions = useSession()?.user_info.permissions;
  if (!permissions || !isActionAllowed(permissions, 'bot', 'edit')) return [];
  return ([['intent', '/botbuilder/intents'], ['faq', '/botbuilder/faqbuilder']] as const)
    .filter(([, page]) => isRouteAllowed(permissions, page)).map(([kind]) => kind);
}

export function QueryReport({ title }: { title?: ReactNode }) {
  const [filter, setFilter] = useReportFilter({ kind: 'chat' });
  const query = useReport({ path: ANALYTICS_PATHS.query, schema: queryDataSchema, filter });
  const open = useDrillDown();
  const kinds = useTrainingKinds();
  // The choice belongs to the filter it was made under: another range or channel starts with none chosen.
  const filterKey = JSON.stringify(filter);
  const [selection, setSelection] = useState<{ key: string; requests: ReadonlyMap<string, ClusterRequest> }>({ key: filterKey, requests: new Map() });
  const selected = selection.key === filterKey ? selection.requests : NONE_CHOSEN;
  const data = query.data;
  const loading = query.isPending;
  const retry = () => void query.refetch();
  const wordsState = sectionState(query, !data || data.words.length === 0);
  const clustersState = sectionState(query, !data || data.clusters.length === 0);
  const top = data ? wordsChart(data.words.slice(0, TOP_WORDS_SHOWN)) : null;
  const onPoint = (point: ChartPoint) => {
    const drill = data ? topWordDrill(data, filter, point) : null;
    if (drill?.word) open(drill, wordBy(drill.word));
  };
  const choose = (requests: readonly ClusterRequest[], chosen: boolean) => {
    const next = new Map(selected);
    for (const request of requests) {
      if (chosen) next.set(request.chatlogId, request);
      else next.delete(request.chatlogId);
    }
    setSelection({ key: filterKey, requests: next });
  };

  return (
    <ReportLayout title={title} error={query.error} onRetry={retry}
      filterBar={<ReportFilterBarWithDimensions value={filter} onChange={setFilter} granularities={[]} channels />}>
      <KpiGrid label="Customer messages">
        <MetricKpi metric="customerMessages" value={data?.customerMessages} loading={loading} />
        <MetricKpi metric="unansweredMessages" value={data?.unanswered} loading={loading} />
      </KpiGrid>
      <ReportSection title={QUERY_CHARTS.cloud} state={wordsState} height={160} onRetry={retry}
        {...(data ? { exportSource: { report: REPORT, title: QUERY_CHARTS.cloud, data: wordsChart(data.words), filter } } : {})}>
        {data && <WordCloud data={data} filter={filter} />}
      </ReportSection>
      <ChartSection report={REPORT} title={QUERY_CHARTS.top} label={`${QUERY_CHARTS.top}: conversations and messages per word`}
        state={wordsState} data={top} filter={filter} onRetry={retry} onPointClick={onPoint} height={Math.max(240, (top?.categories.length ?? 0) * 22)} />
      <ReportSection title={QUERY_CHARTS.clusters} state={clustersState} height={120} onRetry={retry}
        extra={kinds.length > 0 ? <AddToTraining selected={[...selected.values()]} kinds={kinds} onDone={() => setSelection({ key: filterKey, requests: NONE_CHOSEN })} /> : undefined}>
        {data && (
          <Flex vertical gap={12}>
            <Typography.Text type="secondary">{QUERY_TEXTS_WEB.cap(data.clustered, data.unanswered)}</Typography.Text>
            {data.clusters.map((cluster) => (
              <ClusterCard key={`${filterKey}-${cluster.cluster}-${cluster.terms.join(' ')}`} cluster={cluster} filter={filter}
                selected={selected} onSelect={choose} selectable={kinds.length > 0} />
            ))}
          </Flex>
        )}
      </ReportSection>
    </ReportLayout>
  );
}
