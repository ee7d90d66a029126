/**
 * /analytics/accuracy (issue 24): what the bot read, per intent (30 a page) — predictions, the share below the brand's
 * threshold, QA's verdicts and votes from history — the intent pairs trainers corrected, and an intent's utterances
 * with the move of a misread one to the right intent. Every count of conversations opens them in history.
 */
import { Flex, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { accuracyDataSchema } from '@switchboard/contracts/analytics/accuracy.schemas';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { REVIEW_FILTERS, type ReviewFilter } from '@switchboard/contracts/history/history.schemas';
import { isRouteAllowed } from '@switchboard/contracts/permissions';
import { ReportFilterBarWithDimensions } from '@/features/analytics/report-kit/components/report-filter-bar-with-dimensions';
import { ReportSection, sectionState } from '@/features/analytics/report-kit/components/report-section';
import { useReport } from '@/features/analytics/report-kit/hooks/use-report';
import { useReportFilter } from '@/features/analytics/report-kit/hooks/use-report-filter';
import { searchFromFilter } from '@/features/analytics/report-kit/model/filter-url';
import { ACCURACY_CHART, predictionsChart } from '@/features/analytics/reports/accuracy/accuracy-charts';
import { AccuracyIntentsTable, type IntentSort } from '@/features/analytics/reports/accuracy/accuracy-intents-table';
import { accuracyFromSearch, searchWithAccuracy, type AccuracyUrlState } from '@/features/analytics/reports/accuracy/accuracy-url';
import { AccuracyPairsTable, CloseCallsTable } from '@/features/analytics/reports/accuracy/accuracy-pairs-table';
import { AccuracyUtterances } from '@/features/analytics/reports/accuracy/accuracy-utterances';
import { ChartSection } from '@/features/analytics/reports/shared/chart-section';
import { drillFor } from '@/features/analytics/reports/shared/drill-scope';
import { KpiGrid } from '@/features/analytics/reports/shared/kpi-grid';
import { MetricKpi } from '@/features/analytics/reports/shared/metric-kpi';
import { ReportLayout } from '@/features/analytics/reports/shared/report-layout';
import { useActionAllowed } from '@/hooks/use-action-allowed';
import { useSession } from '@/lib/session/session-store';

const REPORT = 'accuracy';
const REVIEW_LABELS: Record<ReviewFilter, string> = { All: 'All reviews', Passed: 'Reviewed Passed', Failed: 'Reviewed Failed' };

export function AccuracyReport({ title }: { title?: ReactNode }) {
  const [filter] = useReportFilter({ kind: 'chat' });
  // Search, review, sort, pages and the open intent live in the URL beside the filter (a shared link reopens them).
  const [params, setParams] = useSearchParams();
  const { search, review, sortBy, order, page, intent: selected, intentPage } = accuracyFromSearch(params);
  const sort: IntentSort = { sortBy, order };
  // Each change is one history entry, like the filter's; a change that reorders or narrows the list goes back to page 1.
  const update = (patch: Partial<AccuracyUrlState>) => setParams((current) => searchWithAccuracy(current, patch));
  const permissions = useSession()?.user_info.permissions;
  const canMove = useActionAllowed('bot', 'edit') && !!permissions && isRouteAllowed(permissions, '/botbuilder/intents');
  const query = useReport({ path: ANALYTICS_PATHS.modelAccuracy, schema: accuracyDataSchema, filter, extra: { search: search || undefined, review, ...sort, page } });
  const data = query.data;
  const totals = data?.totals;
  const loading = query.isPending;
  const retry = () => void query.refetch();
  const state = sectionState(query, !totals || totals.predictions === 0);
  // "Conversations the bot read" is exactly the conversations with a prediction; QA's filter has no drill metric.
  const conversationsDrill = data && review === 'All' ? drillFor('botConversations', data.range, filter) : null;
  const changeFilter = (next: typeof filter) => setParams((current) => searchWithAccuracy(searchFromFilter(next, current), { page: 1, intentPage: 1 }));

  const controls = (
    <Flex gap={8} wrap>
      {/* Keyed by the URL's text so Back shows the search it returns to. */}
      <Input.Search key={search} defaultValue={search} allowClear placeholder="Search intents" aria-label="Search intents" style={{ width: 200 }}
        onSearch={(value) => update({ search: value.trim(), page: 1 })} />
      <Select<ReviewFilter> aria-label="QA review" style={{ width: 160 }} value={review}
        options={REVIEW_FILTERS.map((value) => ({ value, label: REVIEW_LABELS[value] }))} onChange={(value) => update({ review: value, page: 1, intentPage: 1 })} />
    </Flex>
  );

  return (
    <ReportLayout title={title} error={query.error} onRetry={retry}
      filterBar={<ReportFilterBarWithDimensions value={filter} onChange={changeFilter} granularities={[]} channels />}>
      <KpiGrid label="Model accuracy">
        <MetricKpi metric="intentPredictions" value={totals?.predictions} loading={loading} />
        <MetricKpi metric="lowConfidenceShare" value={totals?.lowConfidenceShare} loading={loading} />
        <MetricKpi metric="intentConversations" value={totals?.conversations} loading={loading} drill={conversationsDrill} />
        <MetricKpi metric="qaPassed" value={totals?.passed} loading={loading} />
        <MetricKpi metric="qaFailed" value={totals?.failed} loading={loading} />
        <MetricKpi metric="answerDownvotes" value={totals?.downvotes} loading={loading} />
      </KpiGrid>
      <ReportSection title="Intents" state={state} height={240} onRetry={retry} extra={controls}>
        {data && (
          <AccuracyIntentsTable data={data} filter={filter} sort={sort} selected={selected}
            onOpen={(intent) => update({ intent, intentPage: intent === selected ? intentPage : 1 })}
            onSort={(next) => update({ ...next, page: 1 })} onPage={(next) => update({ page: next })} />
        )}
      </ReportSection>
      {selected && (
        <AccuracyUtterances key={selected} intent={selected} filter={filter} review={review} canMove={canMove} page={intentPage} onPage={(next) => update({ intentPage: next })} />
      )}
      <ChartSection report={REPORT} state={state} filter={filter} onRetry={retry} title={ACCURACY_CHART}
        label={`${ACCURACY_CHART}: predictions and low-confidence predictions of this page's intents`} data={data ? predictionsChart(data) : null} />
      <ReportSection title="Most confused intent pairs" state={state} height={160} onRetry={retry}>
        {data && <AccuracyPairsTable pairs={data.confusedPairs} />}
      </ReportSection>
      <ReportSection title="Close calls" state={state} height={160} onRetry={retry}>
        {data && <CloseCallsTable calls={data.closeCalls} />}
      </ReportSection>
    </ReportLayout>
  );
}
