/**
 * The feedback report of /analytics/feedback (issue 24, §2; 10 a page, §9): reviewers' votes on the bot's answers
 * (history's up/down votes) and the customers' survey ratings with their comments. Each row names its session,
 * which the page opens in history. A vote counts at the time of the answer voted on; a rating at the time given.
 */
import { z } from 'zod';
import { CHANNELS, PAGE_SIZES } from '../common/constants';
import { VOTES } from '../history/history.schemas';
import { reportFilterSchema } from './report-filter';

export const FEEDBACK_PAGE_SIZE = PAGE_SIZES.feedback;

/** A rating filter: a star count, or thumbs up / down. */
export const RATING_FILTERS = ['1', '2', '3', '4', '5', 'up', 'down'] as const;
export type RatingFilter = (typeof RATING_FILTERS)[number];

const page = z.number().int().min(1).max(10_000).default(1);

export const feedbackFilterSchema = reportFilterSchema.safeExtend({
  /** Only votes of this kind in the votes list. */
  vote: z.enum(VOTES).optional(),
  /** Only ratings of this score in the ratings list. */
  rating: z.enum(RATING_FILTERS).optional(),
  /** Only ratings with a comment. */
  withComment: z.boolean().optional(),
  votesPage: page,
  ratingsPage: page,
});
export type FeedbackFilterInput = z.input<typeof feedbackFilterSchema>;
export type FeedbackFilter = z.output<typeof feedbackFilterSchema>;

export const feedbackVoteRowSchema = z.object({
  chatlogId: z.string(),
  sessionId: z.string(),
  psid: z.string(),
  customerName: z.string(),
  channel: z.enum(CHANNELS),
  /** When the bot answered (ISO). */
  at: z.string(),
  vote: z.enum(VOTES),
  /** The bot's answer voted on. */
  answer: z.string(),
  /** The customer message it answered, with the intent the bot read (null when none). */
  question: z.string().nullable(),
  intent: z.string().nullable(),
  confidence: z.number().nullable(),
});
export type FeedbackVoteRow = z.infer<typeof feedbackVoteRowSchema>;

export const feedbackRatingRowSchema = z.object({
  sessionId: z.string(),
  psid: z.string(),
  customerName: z.string(),
  channel: z.enum(CHANNELS),
  at: z.string(),
  scale: z.enum(['stars', 'thumbs']),
  /** 1–5 stars, or 0 (down) / 1 (up). */
  score: z.number().int(),
  comment: z.string().nullable(),
  agentId: z.string().nullable(),
  agentName: z.string().nullable(),
});
export type FeedbackRatingRow = z.infer<typeof feedbackRatingRowSchema>;

const feedbackCounts = z.object({
  votes: z.number().int(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  /** upvotes ÷ votes, %. */
  upvoteRate: z.number(),
  ratings: z.number().int(),
  satisfied: z.number().int(),
  /** satisfied ÷ ratings, % (METRICS.satisfaction). */
  satisfaction: z.number(),
  comments: z.number().int(),
});
export type FeedbackCounts = z.infer<typeof feedbackCounts>;

const listOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), totalCount: z.number().int(), page: z.number().int() });

export const feedbackDataSchema = z.object({
  /** Over the range, whatever the vote and rating filters (they narrow the lists). */
  totals: feedbackCounts,
  series: z.array(feedbackCounts.extend({ bucket: z.string(), from: z.string(), to: z.string() })),
  votes: listOf(feedbackVoteRowSchema),
  ratings: listOf(feedbackRatingRowSchema),
  range: z.object({ from: z.string(), to: z.string() }),
});
export type FeedbackData = z.infer<typeof feedbackDataSchema>;
