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
  'genAiQuestions', 'genAiAnswered', 'genAiFailed',
  'intentPredicted', 'intentPassed', 'intentFailed',
  // fracture (fracture.schemas.ts): with the drill-down's `step`, only the breaks after (or visits of) that bot message.
  'fractureReached', 'fractureBreaks', 'fractureAbandoned', 'fractureHandover', 'fractureFallback',
  // sessionflow (sessionflow.schemas.ts): conversations through the node or link named by `step`.
  'sessionFlow',
  'events',
  'customerWord',
  // usages' retention cell: with the drill-down's cohortFrom/cohortTo, each cohort customer's first conversation of the week.
  'retained',
] as const;
export type DrillMetric = (typeof DRILL_METRICS)[number];
/** Drill metrics about one intent (the drill-down names it in `intent`): conversations with a customer message read as it. */
export const INTENT_DRILL_METRICS = ['intentPredicted', 'intentPassed', 'intentFailed'] as const satisfies readonly DrillMetric[];

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

/** Model accuracy's close call: the runner-up intent scored less than this below the winner (scores 0–1). */
export const CLOSE_CALL_MARGIN = 0.1;
/** A bot-only conversation quiet for this long (or resolved) has ended: the customer left (fracture's abandoned). */
export const ABANDON_IDLE_MINUTES = 30;

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
  customerMessages: { name: 'Customer messages', formula: 'Messages customers wrote in the conversations started in the period', unit: 'count' },
  unansweredMessages: {
    name: 'Unanswered messages',
    formula: `Customer messages the bot read and did not recognise (no intent, None, or a score below ${THRESHOLDS.intentScore})`,
    unit: 'count',
  },
  wordConversations: {
    name: 'Conversations with the word',
    formula: 'Conversations started in the period where a customer message contains the word (stop words left out)',
    unit: 'count', drillDown: 'customerWord',
  },
  liveChats: { name: 'Live chats', formula: 'Open chats now: with the bot, waiting for an agent and with an agent', unit: 'count' },
  waitingChats: { name: 'Waiting', formula: 'Chats handed over and waiting for an agent now (in the queue or offered to one)', unit: 'count' },
  agentsOnline: { name: 'Agents online', formula: 'Agents with the console open now, of all agents', unit: 'count' },
  agentsAccepting: { name: 'Agents accepting', formula: 'Online agents whose state is "accept chats" now', unit: 'count' },
  ratings: { name: 'Ratings', formula: 'Conversations the customer rated after it was resolved', unit: 'count', drillDown: 'rated' },
  genAiQuestions: { name: 'Questions', formula: 'Customer questions no curated FAQ matched, tried on the document passages', unit: 'count' },
  genAiConversations: { name: 'Conversations with questions', formula: 'Conversations with at least one such question', unit: 'count', drillDown: 'genAiQuestions' },
  genAiAnswered: { name: 'Answered', formula: 'Questions the language model wrote an answer to (not "I do not know", not a failure)', unit: 'count' },
  genAiAnsweredConversations: { name: 'Conversations answered', formula: 'Conversations with at least one question the model answered', unit: 'count', drillDown: 'genAiAnswered' },
  genAiNotAnswered: { name: 'Not answered', formula: 'Questions − answered: the model did not know, the call failed (best passage sent), no model (best passage sent), or no passage matched', unit: 'count' },
  // Counts questions, not conversations: no list of conversations has its number (the answered conversations do).
  genAiAnswerRate: { name: 'Answer rate', formula: 'Answered ÷ questions', unit: '%' },
  genAiPassagesCited: { name: 'Passages cited', formula: 'Passages given to the model (or sent as the answer), summed over questions', unit: 'count' },
  genAiModelCalls: { name: 'Model calls', formula: 'Questions the language model was asked (answered + did not know + failed)', unit: 'count' },
  genAiFailures: { name: 'Failures', formula: 'Model calls that failed (timeout, HTTP error, network, unreadable or empty answer)', unit: 'count' },
  genAiFailedConversations: { name: 'Conversations with failures', formula: 'Conversations with at least one failed model call', unit: 'count', drillDown: 'genAiFailed' },
  genAiTokensIn: { name: 'Tokens in', formula: 'Prompt tokens the endpoint reported (usage); calls without usage are left out', unit: 'count' },
  genAiTokensOut: { name: 'Tokens out', formula: 'Completion tokens the endpoint reported (usage); calls without usage are left out', unit: 'count' },
  genAiLatencyP50: { name: 'Latency p50', formula: 'Median (interpolated) time of a model call, failures included', unit: 'ms' },
  genAiLatencyP95: { name: 'Latency p95', formula: '95th percentile (interpolated) time of a model call, failures included', unit: 'ms' },
  genAiCost: { name: 'Cost', formula: 'Tokens in ÷ 1,000 × input price + tokens out ÷ 1,000 × output price (ML configuration)', unit: '$' },
  intentPredictions: { name: 'Predictions', formula: 'Customer messages the bot read as the intent (None: understood nothing), in conversations started in the period', unit: 'count' },
  intentConversations: { name: 'Conversations', formula: 'Conversations started in the period with at least one customer message read as the intent', unit: 'count', drillDown: 'intentPredicted' },
  lowConfidenceShare: {
    name: 'Low-confidence share',
    formula: 'Predictions scored below the brand\'s intent threshold (ML configuration, as set now) ÷ predictions',
    unit: '%',
  },
  qaPassed: { name: 'QA passed', formula: 'Conversations with the intent that QA reviewed Passed in history', unit: 'count', drillDown: 'intentPassed' },
  qaFailed: { name: 'QA failed', formula: 'Conversations with the intent that QA reviewed Failed in history', unit: 'count', drillDown: 'intentFailed' },
  answerDownvotes: { name: 'Answers voted down', formula: 'The bot\'s answers to the intent that QA voted down in history', unit: 'count' },
  closeCall: {
    name: 'Close call',
    formula: `Customer messages whose second-best intent scored less than ${CLOSE_CALL_MARGIN} below the best one (recorded for messages read since the bot keeps both)`,
    unit: 'count',
  },
  confusedPair: {
    name: 'Confused pair',
    formula: 'Customer messages read as one intent whose sentence (any case) is now a training utterance of another intent',
    unit: 'count',
  },
  fractureReached: { name: 'Reached', formula: 'Conversations in which the bot sent this message at least once', unit: 'count', drillDown: 'fractureReached' },
  fractureAbandoned: {
    name: 'Abandoned',
    formula: `Conversations never handed over whose last bot message this was, with no customer message after it, and resolved or quiet for ${ABANDON_IDLE_MINUTES} min`,
    unit: 'count', drillDown: 'fractureAbandoned',
  },
  fractureHandover: {
    name: 'Asked for a person',
    formula: 'Handed-over conversations where this was the last bot message before the customer message that led to the hand-over',
    unit: 'count', drillDown: 'fractureHandover',
  },
  fractureFallback: {
    name: 'Fallback after',
    formula: `Conversations with a customer message right after this bot message that the bot understood no intent of (score below ${THRESHOLDS.intentScore})`,
    unit: 'count', drillDown: 'fractureFallback',
  },
  fractureBreaks: { name: 'Breaks', formula: 'Conversations abandoned, handed over or hitting a fallback right after this bot message', unit: 'count', drillDown: 'fractureBreaks' },
  fractureShare: { name: 'Break share', formula: 'Breaks after the bot message ÷ conversations that reached it', unit: '%', drillDown: 'fractureBreaks' },
  flowConversations: {
    name: 'Conversations in the flow',
    formula: 'Conversations with at least one customer message the bot read (they make step 1)',
    unit: 'count', drillDown: 'botConversations',
  },
  sessionFlow: {
    name: 'Conversations on the path',
    formula: 'Conversations whose n-th customer message the bot read had this intent (below the threshold: not understood); drop-off: no further one',
    unit: 'count', drillDown: 'sessionFlow',
  },
  eventConversations: {
    name: 'Conversations with events',
    formula: 'Conversations started in the period in which the bot recorded the event (any event, or one of the type, tag or channel shown) at least once',
    unit: 'count', drillDown: 'events',
  },
  eventOccurrences: { name: 'Events recorded', formula: 'Times customers of conversations started in the period passed an event node (a conversation may count more than once)', unit: 'count' },
  funnelReached: {
    name: 'Reached the step',
    formula: 'Conversations started in the period that recorded the first step\'s event, then each next step\'s event after the one before it',
    unit: 'count', drillDown: 'events',
  },
  stepConversion: { name: 'Step conversion', formula: 'Conversations reaching the step ÷ conversations reaching the step before it', unit: '%', drillDown: 'events' },
  funnelConversion: { name: 'Conversion', formula: 'Conversations reaching the last step ÷ conversations reaching the first', unit: '%', drillDown: 'events' },
  funnelDropOff: { name: 'Drop-off', formula: 'Conversations reaching the step before but not this step', unit: 'count', drillDown: 'events' },
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
  genAiQuestions: 'Generative FAQ questions', genAiAnswered: 'Generative FAQ answers', genAiFailed: 'Generative FAQ failures',
  intentPredicted: 'Conversations with the intent', intentPassed: 'Conversations with the intent reviewed Passed',
  intentFailed: 'Conversations with the intent reviewed Failed',
  fractureReached: 'Conversations that reached the bot message', fractureBreaks: 'Breaks after the bot message',
  fractureAbandoned: 'Abandoned after the bot message', fractureHandover: 'Asked for a person after the bot message',
  fractureFallback: 'Fallback after the bot message', sessionFlow: 'Conversations on the session-flow path',
  events: 'Conversations with events',
  customerWord: 'Conversations where customers wrote a word',
  retained: 'Customers of the cohort back that week (each one\'s first conversation of the week)',
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
