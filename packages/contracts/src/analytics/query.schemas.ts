/**
 * The query report of /analytics/query (issue 24, §2 "what customers ask"; §9 word cloud at most 100 words,
 * clusters at most 10, cluster requests 10 a page): the words of customer messages, clusters of the customer
 * messages the bot could not answer, and the action that adds chosen ones to an intent or an FAQ for the next
 * training. Messages count with the conversation they belong to (conversations started in the range, as every
 * conversation report counts).
 */
import { z } from 'zod';
import { PAGE_SIZES, THRESHOLDS } from '../common/constants';
import { reportFilterSchema } from './report-filter';

/**
 * The report's other calls (the report itself is ANALYTICS_PATHS.query): they take more than the report filter, so
 * they stay out of the list every report filter test walks. Both need the query page (ANALYTICS_PAGES.query).
 */
export const QUERY_PATHS = {
  clusterRequests: '/admin/v1/analytics/queryClusterRequests',
  addToTraining: '/admin/v1/analytics/queryAddToTraining',
} as const;

export const QUERY_WORD_LIMIT = THRESHOLDS.wordCloudLimit;
export const QUERY_CLUSTER_LIMIT = THRESHOLDS.clusterLimit;
export const CLUSTER_REQUESTS_PAGE_SIZE = PAGE_SIZES.clusterRequests;
/** Clustering reads at most this many unanswered messages, those of the most recently started conversations first (the page says so). */
export const QUERY_CLUSTER_MESSAGE_CAP = 2000;
/** Requests added to training in one action. */
export const QUERY_ADD_LIMIT = 50;

export const queryWordSchema = z.object({
  word: z.string(),
  /** Customer messages containing the word (the cloud's weight). */
  messages: z.number().int(),
  /** Conversations with such a message: the number its drill-down (metric customerWord) lists. */
  conversations: z.number().int(),
});
export type QueryWord = z.infer<typeof queryWordSchema>;

export const clusterRequestSchema = z.object({
  chatlogId: z.string(),
  sessionId: z.string(),
  text: z.string(),
  /** What the bot read (null: no intent, or None). */
  intent: z.string().nullable(),
  confidence: z.number().nullable(),
  at: z.string(),
});
export type ClusterRequest = z.infer<typeof clusterRequestSchema>;

const requestsPage = z.object({ rows: z.array(clusterRequestSchema), totalCount: z.number().int(), page: z.number().int() });

export const queryClusterSchema = z.object({
  /** Index in the answer (largest cluster first); the key of queryClusterRequests. */
  cluster: z.number().int(),
  /** The cluster's most weighted words. */
  terms: z.array(z.string()),
  size: z.number().int(),
  requests: requestsPage,
});
export type QueryCluster = z.infer<typeof queryClusterSchema>;

export const queryDataSchema = z.object({
  /** At most QUERY_WORD_LIMIT, most frequent first. */
  words: z.array(queryWordSchema),
  /** Customer messages of the range (stop words or not). */
  customerMessages: z.number().int(),
  /** Customer messages the bot read and did not recognise (the recognition rate's complement). */
  unanswered: z.number().int(),
  /** Of those, how many the clustering read (the most recent, at most QUERY_CLUSTER_MESSAGE_CAP). */
  clustered: z.number().int(),
  clusters: z.array(queryClusterSchema),
  range: z.object({ from: z.string(), to: z.string() }),
});
export type QueryData = z.infer<typeof queryDataSchema>;

export const clusterRequestsFilterSchema = reportFilterSchema.safeExtend({
  cluster: z.number().int().min(0).max(QUERY_CLUSTER_LIMIT - 1),
  page: z.number().int().min(1).max(10_000).default(1),
});
export type ClusterRequestsFilterInput = z.input<typeof clusterRequestsFilterSchema>;
export type ClusterRequestsFilter = z.output<typeof clusterRequestsFilterSchema>;
export const clusterRequestsDataSchema = requestsPage;
export type ClusterRequestsData = z.infer<typeof clusterRequestsDataSchema>;

/** Where chosen requests go: an intent's utterances, or an FAQ's alternate questions. */
export const trainingTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('intent'), intentId: z.string().min(1) }),
  z.object({ kind: z.literal('faq'), faqId: z.string().min(1) }),
]);
export type TrainingTarget = z.infer<typeof trainingTargetSchema>;

export const addToTrainingSchema = z.object({
  target: trainingTargetSchema,
  chatlogIds: z.array(z.uuid('chatlogIds must be message ids')).min(1, 'Choose at least one request').max(QUERY_ADD_LIMIT, `Choose at most ${QUERY_ADD_LIMIT} requests`),
});
export type AddToTrainingInput = z.infer<typeof addToTrainingSchema>;

export const addToTrainingDataSchema = z.object({
  /** Texts added (an utterance each, or alternates of the FAQ). */
  added: z.array(z.string()),
  /** Texts the intent or FAQ already had (the bot builder's duplicate rule), left as they were. */
  duplicates: z.array(z.string()),
});
export type AddToTrainingData = z.infer<typeof addToTrainingDataSchema>;

export const QUERY_TEXTS = {
  requestsNotFound: 'Some of the chosen requests are no longer available',
  added: (count: number) => `${count} added for the next training`,
} as const;
