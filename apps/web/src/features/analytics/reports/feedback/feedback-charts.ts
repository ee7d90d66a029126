/**
 * The feedback report's charts (issue 24): votes on bot answers (up and down) and survey ratings (satisfied and the
 * rest, and those with a comment) per bucket. They count votes and ratings, not conversations, so a point has no
 * list of conversations: the rows below link each vote and rating to its conversation.
 */
import type { FeedbackData } from '@switchboard/contracts/analytics/feedback.schemas';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { GRANULARITY_LABELS } from '@/features/analytics/report-kit/components/report-filter-bar';
import { bucketLabel } from '@/features/analytics/report-kit/model/bucket-label';
import type { CategoryChartData } from '@/features/analytics/report-kit/model/chart-data';

// Series names are also their colours (§9: class by text length): these read apart in both themes.
export const FEEDBACK_CHARTS = { votes: 'Votes on bot answers', ratings: 'Survey ratings' } as const;

const axis = (data: FeedbackData, filter: ReportFilter) => ({
  categoryTitle: GRANULARITY_LABELS[filter.granularity], categories: data.series.map((point) => bucketLabel(point.bucket, filter.granularity)),
});

export function votesChart(data: FeedbackData, filter: ReportFilter): CategoryChartData {
  return {
    kind: 'stackedBar', unit: 'count', ...axis(data, filter),
    series: [
      { name: 'Upvoted answers', values: data.series.map((point) => point.upvotes) },
      { name: 'Downvoted answers', values: data.series.map((point) => point.downvotes) },
    ],
  };
}

export function ratingsChart(data: FeedbackData, filter: ReportFilter): CategoryChartData {
  return {
    kind: 'bar', unit: 'count', ...axis(data, filter),
    series: [
      { name: 'Satisfied', values: data.series.map((point) => point.satisfied) },
      { name: 'Not satisfied', values: data.series.map((point) => point.ratings - point.satisfied) },
      { name: 'Commented', values: data.series.map((point) => point.comments) },
    ],
  };
}
