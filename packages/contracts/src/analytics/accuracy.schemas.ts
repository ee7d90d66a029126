/**
 * The model-accuracy report of /analytics/accuracy (issue 24, §2; §3 "model accuracy intent (intent, count)"; §9
 * "model-accuracy intents 30", "utterances 10"; §4 review filter All, Passed, Failed). What the bot read: per intent
 * named in the customer messages' NLU snapshots, its predictions, the share below the brand's intent threshold, the
 * QA review results of history; the intent pairs trainers later corrected; an intent's utterances; and one action
 * that moves a misread utterance to the right intent (a training utterance of that intent in the bot builder).
 * Like every conversation report, a message counts with its conversation, in the bucket of the conversation's start.
 */
import { z } from 'zod';
import { CHANNELS, PAGE_SIZES } from '../common/constants';
import { REVIEW_FILTERS, REVIEW_STATUSES, VOTES } from '../history/history.schemas';
import { reportFilterSchema } from './report-filter';

export const ACCURACY_INTENTS_PAGE_SIZE = PAGE_SIZES.modelAccuracyIntents;
export const ACCURACY_UTTERANCES_PAGE_SIZE = PAGE_SIZES.modelAccuracyUtterances;
/** The confused pairs shown (the most frequent first). */
export const CONFUSED_PAIRS_SHOWN = 10;
export { CLOSE_CALL_MARGIN } from './metrics';
/** The intent of a message the bot understood nothing in (below the threshold). */
export const NO_INTENT_NAME = 'None';

export const ACCURACY_SORTS = ['predictions', 'lowConfidenceShare'] as const;
export type AccuracySort = (typeof ACCURACY_SORTS)[number];

const page = z.number().int().min(1).max(10_000).default(1);
const intentName = z.string().trim().min(1, 'Choose an intent').max(200);

export const accuracyFilterSchema = reportFilterSchema.safeExtend({
  /** Intents whose name contains this (any case). */
  search: z.string().trim().max(200).optional(),
  /** §4: only messages of conversations QA reviewed Passed / Failed in history. */
  review: z.enum(REVIEW_FILTERS).default('All'),
  sortBy: z.enum(ACCURACY_SORTS).default('predictions'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page,
});
export type AccuracyFilterInput = z.input<typeof accuracyFilterSchema>;
export type AccuracyFilter = z.output<typeof accuracyFilterSchema>;

const accuracyCounts = z.object({
  /** Customer messages the bot read as the intent (METRICS.intentPredictions). */
  predictions: z.number().int(),
  /** Of those, scored below the brand's threshold. */
  lowConfidence: z.number().int(),
  lowConfidenceShare: z.number(),
  /** Conversations with at least one prediction of the intent (drill `intentPredicted`). */
  conversations: z.number().int(),
  /** Of those, reviewed Passed / Failed in history (drills `intentPassed` / `intentFailed`). */
  passed: z.number().int(),
  failed: z.number().int(),
  /** QA's votes on the bot's answers to the intent. */
  upvotes: z.number().int(),
  downvotes: z.number().int(),
});
export type AccuracyCounts = z.infer<typeof accuracyCounts>;

export const accuracyIntentRowSchema = accuracyCounts.extend({ intent: z.string(), averageConfidence: z.number() });
export type AccuracyIntentRow = z.infer<typeof accuracyIntentRowSchema>;

export const confusedPairSchema = z.object({
  /** What the bot read. */
  predicted: z.string(),
  /** The intent a trainer has since given the same sentence as a training utterance. */
  actual: z.string(),
  messages: z.number().int(),
  /** Of those, whose bot answer QA voted down. */
  downvoted: z.number().int(),
});
export type ConfusedPair = z.infer<typeof confusedPairSchema>;

export const closeCallSchema = z.object({
  /** The classifier's best intent (the snapshot's first candidate; it may have been below the threshold). */
  intent: z.string(),
  runnerUp: z.string(),
  messages: z.number().int(),
});
export type CloseCall = z.infer<typeof closeCallSchema>;

export const accuracyDataSchema = z.object({
  /** The brand's intent threshold (ML configuration) the low-confidence share was computed with. */
  threshold: z.number(),
  /** Over every intent of the range (the search, sort and page left out; the review filter applied). */
  totals: accuracyCounts,
  intents: z.object({ rows: z.array(accuracyIntentRowSchema), totalCount: z.number().int(), page: z.number().int() }),
  confusedPairs: z.array(confusedPairSchema),
  /** Pairs the classifier nearly mixed up (messages read since the snapshot keeps its two best intents). */
  closeCalls: z.array(closeCallSchema),
  range: z.object({ from: z.string(), to: z.string() }),
});
export type AccuracyData = z.infer<typeof accuracyDataSchema>;

export const accuracyUtterancesFilterSchema = reportFilterSchema.safeExtend({
  intent: intentName,
  review: z.enum(REVIEW_FILTERS).default('All'),
  page,
});
export type AccuracyUtterancesFilterInput = z.input<typeof accuracyUtterancesFilterSchema>;
export type AccuracyUtterancesFilter = z.output<typeof accuracyUtterancesFilterSchema>;

export const accuracyUtteranceRowSchema = z.object({
  chatlogId: z.string(),
  sessionId: z.string(),
  channel: z.enum(CHANNELS),
  /** When the customer wrote it (ISO). */
  at: z.string(),
  text: z.string(),
  confidence: z.number().nullable(),
  lowConfidence: z.boolean(),
  reviewStatus: z.enum(REVIEW_STATUSES).nullable(),
  /** QA's vote on the bot's first answer to it. */
  answerVote: z.enum(VOTES).nullable(),
  /** The intent whose training utterances hold this sentence now (null: none). */
  trainedAs: z.string().nullable(),
});
export type AccuracyUtteranceRow = z.infer<typeof accuracyUtteranceRowSchema>;

export const accuracyUtterancesDataSchema = z.object({
  intent: z.string(),
  threshold: z.number(),
  rows: z.array(accuracyUtteranceRowSchema),
  totalCount: z.number().int(),
  page: z.number().int(),
});
export type AccuracyUtterancesData = z.infer<typeof accuracyUtterancesDataSchema>;

/** Move a misread customer message to the right intent: it becomes a training utterance of that intent. */
export const moveUtteranceBodySchema = z.object({
  chatlogId: z.uuid('chatlogId must be a message id'),
  intentId: z.uuid('intentId must be an intent id'),
  selectedBifurcation: z.unknown().optional(),
}).strict();
export type MoveUtteranceBody = z.infer<typeof moveUtteranceBodySchema>;

export const moveUtteranceDataSchema = z.object({
  utteranceId: z.string(),
  intentId: z.string(),
  intent: z.string(),
  text: z.string(),
});
export type MoveUtteranceData = z.infer<typeof moveUtteranceDataSchema>;

export const ACCURACY_TEXTS = {
  messageNotFound: 'This customer message no longer exists',
  notMovable: 'Only a customer message with text can become a training utterance',
  intentsPageNeeded: 'Moving an utterance needs the Intents page of the bot builder',
} as const;
