/**
 * The conversation reports of /analytics (issue 24, §7 "Analytics"): chatlog, usages, botsuccessmetrics and
 * livechat. Each takes reportFilterSchema; every point carries its time range so any number of it can drill
 * down to the conversations behind it (analyticsDrillDownSchema, accepted by history's filtersQuery).
 */
import { z } from 'zod';
import { CHANNELS, THRESHOLDS } from '../common/constants';
import { DRILL_METRICS, FIRST_RESPONSE_BINS } from './metrics';

export const ANALYTICS_PATHS = {
  chatSessionsTimeSeries: '/admin/v1/analytics/chatSessionsTimeSeries',
  userEngagementStats: '/admin/v1/analytics/userEngagementStats',
  retentionCohorts: '/admin/v1/analytics/retentionCohorts',
  botSuccessMetrics: '/admin/v1/analytics/botSuccessMetrics',
  liveChatMetrics: '/admin/v1/analytics/liveChatMetrics',
  ticketMetrics: '/admin/v1/analytics/ticketMetrics',
  feedback: '/admin/v1/analytics/feedback',
  kpiMetrics: '/admin/v1/analytics/kpiMetrics',
  query: '/admin/v1/analytics/query',
} as const;

/** The page (permission feature) each report belongs to: a member needs that page to call it. */
export const ANALYTICS_PAGES = {
  chatSessionsTimeSeries: '/analytics/chatlog',
  userEngagementStats: '/analytics/usages',
  retentionCohorts: '/analytics/usages',
  botSuccessMetrics: '/analytics/botsuccessmetrics',
  liveChatMetrics: '/analytics/livechat',
  ticketMetrics: '/analytics/ticket',
  feedback: '/analytics/feedback',
  kpiMetrics: '/analytics/kpi',
  query: '/analytics/query',
} as const satisfies Record<keyof typeof ANALYTICS_PATHS, string>;

/** "No group" / "no agent" as a drill-down dimension (a bot-only chat has no agent). */
export const NO_DIMENSION = 'none';
const dimensionId = (field: string) => z.union([z.uuid(`${field} must be an id`), z.literal(NO_DIMENSION)]);

const MAX_DRILL_MS = (THRESHOLDS.allowedDateRangeDays + 2) * 86_400_000;

/**
 * The conversations behind one number: those started in [from, to) that belong to `metric`'s set, within the
 * dimension given. `from`/`to` are instants (a bucket's bounds in the member's zone, as the report answered them).
 */
export const analyticsDrillDownSchema = z.object({
  metric: z.enum(DRILL_METRICS),
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  channel: z.enum(CHANNELS).optional(),
  groupId: dimensionId('groupId').optional(),
  agentId: dimensionId('agentId').optional(),
  /** metric customerWord: the word customers wrote (as the query report's word cloud splits messages). */
  word: z.string().min(1).max(100).optional(),
}).strict().superRefine((drill, ctx) => {
  if ((drill.metric === 'customerWord') !== (drill.word !== undefined)) {
    ctx.addIssue({ code: 'custom', path: ['word'], message: 'word goes with the metric customerWord, and only with it' });
  }
  const span = Date.parse(drill.to) - Date.parse(drill.from);
  if (span <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be after from' });
  else if (span > MAX_DRILL_MS) ctx.addIssue({ code: 'custom', path: ['to'], message: `Choose at most ${THRESHOLDS.allowedDateRangeDays} days` });
});
export type AnalyticsDrillDown = z.infer<typeof analyticsDrillDownSchema>;

/** One bucket: its label in the member's zone (YYYY-MM-DDTHH:mm) and its bounds as instants. */
const bucketSchema = z.object({ bucket: z.string(), from: z.string(), to: z.string() });
export type Bucket = z.infer<typeof bucketSchema>;

/** Conversations per channel; channels without any are left out. */
const channelCounts = z.partialRecord(z.enum(CHANNELS), z.number().int());

export const chatSessionsPointSchema = bucketSchema.extend({
  conversations: z.number().int(),
  byChannel: channelCounts,
  botOnly: z.number().int(),
  handedOver: z.number().int(),
  messages: z.number().int(),
  messagesPerConversation: z.number(),
});
export const chatSessionsTimeSeriesDataSchema = z.object({
  chatSessionsTimeSeries: z.array(chatSessionsPointSchema),
  totals: chatSessionsPointSchema.omit({ bucket: true }),
  channels: z.array(z.enum(CHANNELS)),
});
export type ChatSessionsTimeSeriesData = z.infer<typeof chatSessionsTimeSeriesDataSchema>;

export const userEngagementDataSchema = z.object({
  metrics: z.object({
    uniqueCustomers: z.number().int(),
    newCustomers: z.number().int(),
    returningCustomers: z.number().int(),
    conversations: z.number().int(),
    conversationsPerCustomer: z.number(),
    medianDurationMs: z.number().int(),
  }),
  range: z.object({ from: z.string(), to: z.string() }),
  series: z.array(bucketSchema.extend({ uniqueCustomers: z.number().int(), newCustomers: z.number().int(), returningCustomers: z.number().int() })),
});
export type UserEngagementData = z.infer<typeof userEngagementDataSchema>;

/** cohortsData row: the week's new customers and, per week after (0 = the same week), how many came back. */
export const retentionCohortsDataSchema = z.object({
  cohortsColumns: z.array(z.string()),
  cohortsData: z.array(z.object({
    cohort: z.string(), from: z.string(), to: z.string(),
    newCustomers: z.number().int(),
    retained: z.array(z.number().int()),
    retentionPercent: z.array(z.number()),
  })),
});
export type RetentionCohortsData = z.infer<typeof retentionCohortsDataSchema>;

const botSuccessCounts = z.object({
  conversations: z.number().int(),
  conversationsWithCustomerMessage: z.number().int(),
  contained: z.number().int(),
  containmentRate: z.number(),
  botConversations: z.number().int(),
  fallbackConversations: z.number().int(),
  fallbackRate: z.number(),
  handedOver: z.number().int(),
  handoverRate: z.number(),
  nluMessages: z.number().int(),
  recognizedMessages: z.number().int(),
  recognitionRate: z.number(),
});
export const botSuccessDataSchema = z.object({
  metrics: botSuccessCounts,
  series: z.array(bucketSchema.merge(botSuccessCounts)),
});
export type BotSuccessData = z.infer<typeof botSuccessDataSchema>;

const liveChatCounts = z.object({
  handovers: z.number().int(),
  accepted: z.number().int(),
  queueWaitMs: z.number().int(),
  responded: z.number().int(),
  firstResponseMs: z.number().int(),
  handled: z.number().int(),
  handlingMs: z.number().int(),
  handlingLong: z.number().int(),
  handlingCritical: z.number().int(),
  resolved: z.number().int(),
  transfers: z.number().int(),
  transferred: z.number().int(),
  rated: z.number().int(),
  satisfied: z.number().int(),
  satisfaction: z.number(),
});
export type LiveChatCounts = z.infer<typeof liveChatCounts>;
export const liveChatDataSchema = z.object({
  metrics: liveChatCounts,
  series: z.array(bucketSchema.merge(liveChatCounts)),
  firstResponseHistogram: z.array(z.object({
    metric: z.enum(FIRST_RESPONSE_BINS.map((bin) => bin.metric) as [string, ...string[]]), label: z.string(), count: z.number().int(),
  })),
  byAgent: z.array(liveChatCounts.extend({ agentId: z.string(), name: z.string() })),
  byGroup: z.array(liveChatCounts.extend({ groupId: z.string(), name: z.string() })),
  range: z.object({ from: z.string(), to: z.string() }),
});
export type LiveChatData = z.infer<typeof liveChatDataSchema>;
