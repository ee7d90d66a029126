/** The feedback report of /analytics/feedback (issue 24): votes on bot answers and survey ratings, 10 a page. */
import type { FeedbackCounts, FeedbackData, FeedbackFilter } from '@switchboard/contracts/analytics/feedback.schemas';
import { percent } from '@switchboard/contracts/analytics/metrics';
import type { Executor } from '@/db/client';
import type { Scope } from '@/lib/bifurcation-scope';
import { rangeInstants } from './analytics.repository';
import { feedbackSeries, ratingRows, voteRows, type FeedbackSums } from './feedback.repository';

const countsOf = (row: FeedbackSums): FeedbackCounts => ({
  votes: row.votes, upvotes: row.upvotes, downvotes: row.votes - row.upvotes, upvoteRate: percent(row.upvotes, row.votes),
  ratings: row.ratings, satisfied: row.satisfied, satisfaction: percent(row.satisfied, row.ratings), comments: row.comments,
});

export class FeedbackService {
  constructor(private readonly db: Executor) {}

  async feedback(filter: FeedbackFilter, scope: Scope | undefined): Promise<FeedbackData> {
    const [series, votes, ratings, range] = await Promise.all([
      feedbackSeries(this.db, filter, scope), voteRows(this.db, filter, scope), ratingRows(this.db, filter, scope), rangeInstants(this.db, filter),
    ]);
    const total: FeedbackSums = { votes: 0, upvotes: 0, ratings: 0, satisfied: 0, comments: 0 };
    for (const row of series) for (const key of Object.keys(total) as Array<keyof FeedbackSums>) total[key] += row[key];
    return {
      totals: countsOf(total),
      series: series.map((row) => ({ bucket: row.label, from: row.from_at, to: row.to_at, ...countsOf(row) })),
      votes: { ...votes, page: filter.votesPage },
      ratings: { ...ratings, page: filter.ratingsPage },
      range,
    };
  }
}
