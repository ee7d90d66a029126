/**
 * The conversation reports of /analytics (issue 24, §7 "Analytics"): chatlog, usages, botsuccessmetrics and
 * livechat. Each takes reportFilterSchema; every point carries its time range so any number of it can drill
 * down to the conversations behind it (analyticsDrillDownSchema, accepted by history's filtersQuery).
 */
import { z } from 'zod';
import { EVENT_TYPES, eventTagSchema } from '../bot-builder/event.schemas';
import { CHANNELS, THRESHOLDS } from '../common/constants';
import { DRILL_METRICS, FIRST_RESPONSE_BINS, INTENT_DRILL_METRICS } from './metrics';

export const ANALYTICS_PATHS = {
  chatSessionsTimeSeries: '/admin/v1/analytics/chatSessionsTimeSeries',
  userEngagementStats: '/admin/v1/analytics/userEngagementStats',
  retentionCohorts: '/admin/v1/analytics/retentionCohorts',
  botSuccessMetrics: '/admin/v1/analytics/botSuccessMetrics',
  liveChatMetrics: '/admin/v1/analytics/liveChatMetrics',
  ticketMetrics: '/admin/v1/analytics/ticketMetrics',
  feedback: '/admin/v1/analytics/feedback',
  kpiMetrics: '/admin/v1/analytics/kpiMetrics',
  genAiMetrics: '/admin/v1/analytics/genAiMetrics',
  modelAccuracy: '/admin/v1/analytics/modelAccuracy',
  modelAccuracyUtterances: '/admin/v1/analytics/modelAccuracy/utterances',
  moveUtterance: '/admin/v1/analytics/modelAccuracy/moveUtterance',
  fracture: '/admin/v1/analytics/fracture',
  sessionFlow: '/admin/v1/analytics/sessionFlow',
  eventMetrics: '/admin/v1/analytics/eventMetrics',
  conversionFunnel: '/admin/v1/analytics/conversionFunnel',
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
  genAiMetrics: '/analytics/genai',
  modelAccuracy: '/analytics/accuracy',
  modelAccuracyUtterances: '/analytics/accuracy',
  moveUtterance: '/analytics/accuracy',
  fracture: '/analytics/fracture',
  sessionFlow: '/analytics/sessionflow',
  eventMetrics: '/analytics/event',
  conversionFunnel: '/analytics/conversions',
  query: '/analytics/query',
} as const satisfies Record<keyof typeof ANALYTICS_PATHS, string>;

/** "No group" / "no agent" as a drill-down dimension (a bot-only chat has no agent). */
export const NO_DIMENSION = 'none';
const dimensionId = (field: string) => z.union([z.uuid(`${field} must be an id`), z.literal(NO_DIMENSION)]);

/** A drill step fits in a link (a sessionflow link between two Others lists both steps' kept intents). */
export const DRILL_STEP_MAX = 2000;

const MAX_DRILL_MS = (THRESHOLDS.allowedDateRangeDays + 2) * 86_400_000;

/** At most this many steps in a conversion funnel (/analytics/conversions). */
export const FUNNEL_MAX_STEPS = 6;

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
  /** The intent of an intent metric (model accuracy): required by those, refused by the others. */
  intent: z.string().min(1).max(200).optional(),
  /** fracture's bot message (its key) or sessionflow's node or link (a FlowPath as JSON): which step the number stands for. */
  step: z.string().min(1).max(DRILL_STEP_MAX).optional(),
  /**
   * metric `events` only: the conversations that recorded these bot events in this order (one: that event), or,
   * with none, any event (of `eventType` / with `eventTag` when given). `dropOff`: those that recorded all but the
   * last of `events` in order and not the last after them (a funnel's drop-off). The channel is the event's.
   */
  events: z.array(z.uuid('events must be event ids')).min(1).max(FUNNEL_MAX_STEPS).optional(),
  eventType: z.enum(EVENT_TYPES).optional(),
  eventTag: eventTagSchema.optional(),
  dropOff: z.boolean().optional(),
  /** metric customerWord: the word customers wrote (as the query report's word cloud splits messages). */
  word: z.string().min(1).max(100).optional(),
  /** metric retained: the cohort week (its bounds as the report answered them) whose first-time customers came back. */
  cohortFrom: z.iso.datetime({ offset: true }).optional(),
  cohortTo: z.iso.datetime({ offset: true }).optional(),
}).strict().superRefine((drill, ctx) => {
  const needsIntent = (INTENT_DRILL_METRICS as readonly string[]).includes(drill.metric);
  if (needsIntent !== (drill.intent !== undefined)) ctx.addIssue({ code: 'custom', path: ['intent'], message: needsIntent ? 'intent is required' : 'intent is only for intent metrics' });
  const eventFields = (['events', 'eventType', 'eventTag', 'dropOff'] as const).filter((field) => drill[field] !== undefined);
  if (drill.metric !== 'events') for (const field of eventFields) ctx.addIssue({ code: 'custom', path: [field], message: `${field} goes with metric events only` });
  if ((drill.events?.length ?? 0) > 1 && (drill.eventType || drill.eventTag)) ctx.addIssue({ code: 'custom', path: ['events'], message: 'A funnel takes no event type or tag' });
  if (drill.dropOff && (drill.events?.length ?? 0) < 2) ctx.addIssue({ code: 'custom', path: ['dropOff'], message: 'A drop-off needs at least two steps' });
  if ((drill.metric === 'customerWord') !== (drill.word !== undefined)) {
    ctx.addIssue({ code: 'custom', path: ['word'], message: 'word goes with the metric customerWord, and only with it' });
  }
  for (const field of ['cohortFrom', 'cohortTo'] as const) {
    if ((drill.metric === 'retained') !== (drill[field] !== undefined)) ctx.addIssue({ code: 'custom', path: [field], message: `${field} goes with the metric retained, and only with it` });
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
