/**
 * /analytics/feedback (issue 24): reviewers' votes on the bot's answers and customers' survey ratings and comments —
 * totals with their formulas, both over time, and the two lists, 10 a page (§9), each filterable, each row opening
 * its conversation in history.
 */
import { useState, type ReactNode } from 'react';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { feedbackDataSchema } from '@switchboard/contracts/analytics/feedback.schemas';
import type { Vote } from '@switchboard/contracts/history/history.schemas';
import { ReportFilterBarWithDimensions } from '@/features/analytics/report-kit/components/report-filter-bar-with-dimensions';
import { ReportSection, sectionState } from '@/features/analytics/report-kit/components/report-section';
import { useReport } from '@/features/analytics/report-kit/hooks/use-report';
import { useReportFilter } from '@/features/analytics/report-kit/hooks/use-report-filter';
import { FEEDBACK_CHARTS, ratingsChart, votesChart } from '@/features/analytics/reports/feedback/feedback-charts';
import { FeedbackRatingsTable, type RatingListFilter } from '@/features/analytics/reports/feedback/feedback-ratings-table';
import { FeedbackVotesTable } from '@/features/analytics/reports/feedback/feedback-votes-table';
import { ChartSection } from '@/features/analytics/reports/shared/chart-section';
import { KpiGrid } from '@/features/analytics/reports/shared/kpi-grid';
import { MetricKpi } from '@/features/analytics/reports/shared/metric-kpi';
import { ReportLayout } from '@/features/analytics/reports/shared/report-layout';

const REPORT = 'feedback';

interface Lists {
  /** The report filter the pages belong to: a new range or channel starts both lists at page 1. */
  filterKey: string;
  vote?: Vote | undefined;
  ratings: RatingListFilter;
  votesPage: number;
  ratingsPage: number;
}

const firstPages = (filterKey: string, lists?: Lists): Lists => ({ ratings: {}, ...lists, filterKey, votesPage: 1, ratingsPage: 1 });

export function FeedbackReport({ title }: { title?: ReactNode }) {
  const [filter, setFilter] = useReportFilter({ kind: 'chat' });
  const filterKey = JSON.stringify(filter);
  const [stored, setLists] = useState<Lists>(() => firstPages(filterKey));
  const lists = stored.filterKey === filterKey ? stored : firstPages(filterKey, stored);
  const extra = {
    ...(lists.vote ? { vote: lists.vote } : {}),
    ...(lists.ratings.rating ? { rating: lists.ratings.rating } : {}),
    ...(lists.ratings.withComment ? { withComment: true } : {}),
    votesPage: lists.votesPage, ratingsPage: lists.ratingsPage,
  };
  const query = useReport({ path: ANALYTICS_PATHS.feedback, schema: feedbackDataSchema, filter, extra });
  const data = query.data;
  const totals = data?.totals;
  const loading = query.isPending;
  const refreshing = query.isFetching;
  const retry = () => void query.refetch();
  const state = sectionState(query, !totals || (totals.votes === 0 && totals.ratings === 0));
  const section = { report: REPORT, state, filter, onRetry: retry };

  return (
    <ReportLayout title={title} error={query.error} onRetry={retry}
      filterBar={<ReportFilterBarWithDimensions value={filter} onChange={setFilter} channels />}>
      <KpiGrid label="Feedback">
        <MetricKpi metric="votes" value={totals?.votes} loading={loading} />
        <MetricKpi metric="upvoteRate" value={totals?.upvoteRate} loading={loading} />
        <MetricKpi metric="surveyRatings" value={totals?.ratings} loading={loading} />
        <MetricKpi metric="satisfaction" value={totals?.satisfaction} loading={loading} />
        <MetricKpi metric="comments" value={totals?.comments} loading={loading} />
      </KpiGrid>
      <ChartSection {...section} title={FEEDBACK_CHARTS.votes} label={`${FEEDBACK_CHARTS.votes}, per ${filter.granularity}`}
        data={data ? votesChart(data, filter) : null} />
      <ChartSection {...section} title={FEEDBACK_CHARTS.ratings} label={`${FEEDBACK_CHARTS.ratings}, per ${filter.granularity}`}
        data={data ? ratingsChart(data, filter) : null} />
      <ReportSection title="Votes" state={state} height={160} onRetry={retry}>
        {data && (
          <FeedbackVotesTable list={data.votes} vote={lists.vote} loading={refreshing}
            onVote={(vote) => setLists({ ...lists, vote, votesPage: 1 })} onPage={(votesPage) => setLists({ ...lists, votesPage })} />
        )}
      </ReportSection>
      <ReportSection title="Ratings and comments" state={state} height={160} onRetry={retry}>
        {data && (
          <FeedbackRatingsTable list={data.ratings} value={lists.ratings} loading={refreshing}
            onChange={(ratings) => setLists({ ...lists, ratings, ratingsPage: 1 })} onPage={(ratingsPage) => setLists({ ...lists, ratingsPage })} />
        )}
      </ReportSection>
    </ReportLayout>
  );
}
