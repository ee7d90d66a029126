/**
 * Every number of the conversation reports (issue 24), defined once: its name, the formula shown beside it, its
 * unit and, for counts of conversations, the drill-down that lists exactly the conversations behind it.
 * A conversation is counted in the bucket of its start (the moment its chat session opened), whatever happens
 * later: a report of last week does not move because a chat of last week was rated today, but it does show the
 * rating (the facts are kept up to date and the buckets follow them).
 */
import { THRESHOLDS, TIMING } from '../common/constants';

export const METRIC_UNITS = ['count', '%', 'ms', '$'] as const;
export type MetricUnit = (typeof METRIC_UNITS)[number];

/**
 * The sets of conversations a number can stand for: each is one condition on a conversation's facts, and the
 * history list (filtersQuery's `analytics` field) lists exactly that set.
 */
export const DRILL_METRICS = [
  'conversations', 'botOnly', 'handedOver', 'contained', 'botConversations', 'fallbackConversations',
  'accepted', 'responded', 'handled', 'handlingLong', 'handlingCritical', 'resolved', 'transferred', 'rated', 'satisfied',
  'newCustomers', 'returningCustomers', 'uniqueCustomers',
  'firstResponseUnder30s', 'firstResponse30sTo1m', 'firstResponse1To2m', 'firstResponse2To5m', 'firstResponse5To10m', 'firstResponseOver10m',
  'answeredWithinTarget',
] as const;
export type DrillMetric = (typeof DRILL_METRICS)[number];

/** First response time histogram: upper bounds in ms (the last bucket is open). */
export const FIRST_RESPONSE_BINS = [
  { metric: 'firstResponseUnder30s', label: '< 30 s', upToMs: 30_000 },
  { metric: 'firstResponse30sTo1m', label: '30 s – 1 min', upToMs: 60_000 },
  { metric: 'firstResponse1To2m', label: '1 – 2 min', upToMs: 120_000 },
  { metric: 'firstResponse2To5m', label: '2 – 5 min', upToMs: 300_000 },
  { metric: 'firstResponse5To10m', label: '5 – 10 min', upToMs: 600_000 },
  { metric: 'firstResponseOver10m', label: '≥ 10 min', upToMs: null },
] as const satisfies ReadonlyArray<{ metric: DrillMetric; label: string; upToMs: number | null }>;

/**
 * The KPI page's answer target (kpi.schemas.ts): a hand-over is answered within target when an agent's first reply
 * came less than this after it. A bound of FIRST_RESPONSE_BINS, so the recorded buckets count it exactly.
 */
export const KPI_ANSWER_TARGET_MS = 60_000;

/** A customer returning within this long after a bot-only conversation means the bot did not contain it. */
export const CONTAINMENT_RETURN_HOURS = 24;

export interface MetricDefinition {
  name: string;
  formula: string;
  unit: MetricUnit;
  /** The conversations the number lists in history (rates list their numerator). */
  drillDown?: DrillMetric;
}

const long = TIMING.chatHandlingLongMs / 1000;
const critical = TIMING.chatHandlingCriticalMs / 1000;

export const METRICS = {
  conversations: { name: 'Conversations', formula: 'Chat sessions started in the period', unit: 'count', drillDown: 'conversations' },
  botOnly: { name: 'Bot only', formula: 'Conversations never handed over to a person', unit: 'count', drillDown: 'botOnly' },
  handedOver: { name: 'Handed over', formula: 'Conversations handed over to a person (queued for an agent)', unit: 'count', drillDown: 'handedOver' },
  messages: { name: 'Messages', formula: 'Messages of customers, the bot and agents in the conversations (system notes and whispers left out)', unit: 'count' },
  messagesPerConversation: { name: 'Messages per conversation', formula: 'Messages ÷ conversations', unit: 'count' },
  uniqueCustomers: { name: 'Unique customers', formula: 'Customers with at least one conversation in the period', unit: 'count', drillDown: 'uniqueCustomers' },
  newCustomers: { name: 'New customers', formula: 'Customers whose first conversation ever started in the period', unit: 'count', drillDown: 'newCustomers' },
  returningCustomers: { name: 'Returning customers', formula: 'Customers of the period who had a conversation before it', unit: 'count', drillDown: 'returningCustomers' },
  conversationsPerCustomer: { name: 'Conversations per customer', formula: 'Conversations ÷ unique customers', unit: 'count' },
  medianDuration: { name: 'Median duration', formula: 'Median of (last message − start) over conversations with at least one message', unit: 'ms' },
  retention: { name: 'Retention', formula: 'Share of a week\'s new customers who had a conversation again in week n after', unit: '%' },
  containmentRate: {
    name: 'Containment rate',
    formula: `Conversations with a customer message, never handed over, and no new conversation of the customer within ${CONTAINMENT_RETURN_HOURS} h ÷ conversations with a customer message`,
    unit: '%', drillDown: 'contained',
  },
  fallbackRate: {
    name: 'Fallback rate',
    formula: `Conversations where the bot understood no intent (score below ${THRESHOLDS.intentScore}) for at least one customer message ÷ conversations the bot read a customer message of`,
    unit: '%', drillDown: 'fallbackConversations',
  },
  handoverRate: { name: 'Hand-over rate', formula: 'Conversations handed over ÷ conversations', unit: '%', drillDown: 'handedOver' },
  recognitionRate: {
    name: 'Recognition rate',
    formula: `Customer messages the bot gave an intent with score ≥ ${THRESHOLDS.intentScore} ÷ customer messages the bot read`,
    unit: '%',
  },
  handovers: { name: 'Hand-overs', formula: 'Conversations handed over to a person', unit: 'count', drillDown: 'handedOver' },
  queueWait: { name: 'Average queue wait', formula: 'Average of (first accepted by an agent − handed over) over accepted hand-overs', unit: 'ms', drillDown: 'accepted' },
  firstResponseTime: { name: 'Average first response time', formula: 'Average of (first agent message − handed over) over hand-overs an agent answered', unit: 'ms', drillDown: 'responded' },
  handlingTime: { name: 'Average handling time', formula: 'Average of (resolved − first accepted) over resolved hand-overs', unit: 'ms', drillDown: 'handled' },
  handlingLong: { name: 'Long chats', formula: `Resolved hand-overs handled for ${long} s or more but under ${critical} s`, unit: 'count', drillDown: 'handlingLong' },
  handlingCritical: { name: 'Critical chats', formula: `Resolved hand-overs handled for ${critical} s or more`, unit: 'count', drillDown: 'handlingCritical' },
  resolutions: { name: 'Resolutions', formula: 'Handed-over conversations resolved', unit: 'count', drillDown: 'resolved' },
  transfers: { name: 'Transfers', formula: 'Times a chat left its agent for another agent or the queue', unit: 'count' },
  transferredChats: { name: 'Transferred chats', formula: 'Conversations that left their agent for another agent or the queue at least once', unit: 'count', drillDown: 'transferred' },
  satisfaction: { name: 'Satisfaction', formula: 'Ratings of 4–5 stars or thumbs up ÷ ratings', unit: '%', drillDown: 'satisfied' },
  votes: { name: 'Votes', formula: 'Bot answers voted up or down in history (answers given in the period)', unit: 'count' },
  surveyRatings: { name: 'Survey ratings', formula: 'Ratings customers gave in the survey in the period', unit: 'count' },
  upvoteRate: { name: 'Up-vote rate', formula: 'Bot answers voted up in history ÷ bot answers voted on (answers given in the period)', unit: '%' },
  comments: { name: 'Survey comments', formula: 'Ratings given in the period with a comment', unit: 'count' },
  answeredWithinTarget: {
    name: 'Answered within target',
    formula: `Hand-overs an agent first replied to in under ${KPI_ANSWER_TARGET_MS / 1000} s after the hand-over ÷ hand-overs`,
    unit: '%', drillDown: 'answeredWithinTarget',
  },
  waitNow: { name: 'Wait now', formula: 'Average time the chats waiting for an agent now have waited since their hand-over', unit: 'ms' },
  liveChats: { name: 'Live chats', formula: 'Open chats now: with the bot, waiting for an agent and with an agent', unit: 'count' },
  waitingChats: { name: 'Waiting', formula: 'Chats handed over and waiting for an agent now (in the queue or offered to one)', unit: 'count' },
  agentsOnline: { name: 'Agents online', formula: 'Agents with the console open now, of all agents', unit: 'count' },
  agentsAccepting: { name: 'Agents accepting', formula: 'Online agents whose state is "accept chats" now', unit: 'count' },
  ratings: { name: 'Ratings', formula: 'Conversations the customer rated after it was resolved', unit: 'count', drillDown: 'rated' },
} as const satisfies Record<string, MetricDefinition>;
export type MetricKey = keyof typeof METRICS;

/** What each drill-down lists, in words: history's banner says "the conversations behind <name>". */
export const DRILL_METRIC_NAMES: Record<DrillMetric, string> = {
  conversations: 'Conversations', botOnly: 'Bot only', handedOver: 'Handed over', contained: 'Contained',
  botConversations: 'Conversations the bot read', fallbackConversations: 'Fallback conversations',
  accepted: 'Accepted hand-overs', responded: 'Answered hand-overs', handled: 'Handled hand-overs',
  handlingLong: 'Long chats', handlingCritical: 'Critical chats', resolved: 'Resolutions', transferred: 'Transferred chats',
  rated: 'Ratings', satisfied: 'Satisfied ratings', newCustomers: 'New customers', returningCustomers: 'Returning customers',
  uniqueCustomers: 'Unique customers', answeredWithinTarget: 'Answered within target',
  ...Object.fromEntries(FIRST_RESPONSE_BINS.map((bin) => [bin.metric, `First response ${bin.label}`])) as Record<(typeof FIRST_RESPONSE_BINS)[number]['metric'], string>,
};

/** A rate in percent with one decimal; 0 when nothing was counted (no division by zero on an empty range). */
export const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);
/** An average rounded to whole units; 0 over nothing. */
export const average = (sum: number, count: number) => (count === 0 ? 0 : Math.round(sum / count));

/** The ticket report's numbers (ticket-report.schemas.ts); their drill-down lists tickets in ticket history. */
export interface TicketMetricDefinition {
  name: string;
  formula: string;
  unit: MetricUnit;
  drillDown: 'created' | 'resolved' | 'backlog';
}

export const TICKET_METRICS = {
  ticketsCreated: { name: 'Tickets created', formula: 'Tickets created in the period', unit: 'count', drillDown: 'created' },
  ticketsResolved: { name: 'Tickets resolved', formula: 'Tickets resolved or closed in the period', unit: 'count', drillDown: 'resolved' },
  ticketBacklog: { name: 'Backlog', formula: 'Tickets open at the end of the period (created before it, not resolved or closed before it)', unit: 'count', drillDown: 'backlog' },
  resolutionMedian: { name: 'Median time to resolution', formula: 'Median of (resolved − created) over tickets resolved in the period', unit: 'ms', drillDown: 'resolved' },
  resolutionP90: { name: '90th percentile time to resolution', formula: '90th percentile (interpolated) of (resolved − created) over tickets resolved in the period', unit: 'ms', drillDown: 'resolved' },
} as const satisfies Record<string, TicketMetricDefinition>;
