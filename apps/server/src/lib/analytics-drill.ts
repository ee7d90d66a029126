/**
 * Which conversations each number stands for, as one SQL condition on a conversation's facts (alias f). The
 * buckets the reports read are summed by the migration's analytics_apply with the same conditions; the
 * drill-down property test (modules/analytics/analytics.drilldown.api.test.ts) checks that a number and its list always agree.
 */
import { sql, type SQL } from 'drizzle-orm';
import { TIMING } from '@switchboard/contracts/common/constants';
import { NO_DIMENSION, type AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';
import { brokeAfter, reachedStep } from '@/lib/analytics-fracture-sql';
import { onFlowPath } from '@/lib/analytics-sessionflow-sql';
import { FIRST_RESPONSE_BINS, KPI_ANSWER_TARGET_MS, type DrillMetric } from '@switchboard/contracts/analytics/metrics';
import { scopeCondition, type Scope } from './bifurcation-scope';
import { eventsCondition } from './analytics-event-drill';
import { customerWordCondition } from './analytics-words';

const handed = sql`f.handed_over_at is not null`;
const ms = (later: string, earlier: string) => sql`analytics_ms(${sql.raw(`f.${later}`)}, ${sql.raw(`f.${earlier}`)})`;
const frt = ms('first_agent_response_at', 'handed_over_at');
const responded = sql`(${handed} and f.first_agent_response_at is not null)`;
const handled = sql`(${handed} and f.first_accepted_at is not null and f.resolved_at is not null)`;
const handling = ms('resolved_at', 'first_accepted_at');

function frtBin(index: number): SQL {
  const lower = index === 0 ? 0 : FIRST_RESPONSE_BINS[index - 1]!.upToMs!;
  const upper = FIRST_RESPONSE_BINS[index]!.upToMs;
  return upper === null ? sql`(${responded} and ${frt} >= ${lower})` : sql`(${responded} and ${frt} >= ${lower} and ${frt} < ${upper})`;
}

/**
 * The customer's chats of the member's bifurcation scope (alias): a scoped report counts a customer by the chats it
 * counts, so "their first chat" and "their cohort" are read among those (history lists the drill-down in the same scope).
 */
const inScopeOf = (alias: string, scope: Scope | undefined): SQL => scopeCondition(sql.raw(`${alias}.bifurcation`), scope) ?? sql`true`;

/** The first chat of the customer within [from, to): one row per customer of the range. */
const firstInRange = (from: string, scope: Scope | undefined) => sql`not exists (select 1 from conversation_facts e
  where e.psid = f.psid and e.started_at >= ${from}::timestamptz and e.started_at < f.started_at and ${inScopeOf('e', scope)})`;

/**
 * A conversation with a generative FAQ question of `outcome` (genai_answers): the row carries its conversation's
 * start, so the exists() reads genai_answers_started_idx at that instant.
 */
const withGenAi = (outcome: SQL) => sql`exists (select 1 from genai_answers g
  where g.session_started_at = f.started_at and g.session_id = f.session_id and ${outcome})`;

/**
 * A retention cell's conversations: customers whose first conversation ever started in the cohort week, each counted
 * once in the week drilled (with firstInRange on that week: their first conversation of it), as cohorts() counts them.
 */
const cohortCustomer = (from: string, to: string, scope: Scope | undefined) => sql`exists (select 1 from conversation_facts c
  where c.psid = f.psid and c.first_of_customer and c.started_at >= ${from}::timestamptz and c.started_at < ${to}::timestamptz
  and ${inScopeOf('c', scope)})`;

/** The intent a message's NLU snapshot names ('None' when it names none). */
export const predictedIntent = (message: SQL) => sql`coalesce(${message}.nlp_snapshot->>'intent', 'None')`;
/**
 * A conversation with a customer message the bot read as the intent (model accuracy; accuracy.repository.ts counts
 * with the same condition). `None` stands for every message read with no intent.
 */
export const readAsIntent = (session: SQL, intent: string) => sql`exists (select 1 from chat_messages m
  where m.session_id = ${session} and m.sender = 'customer' and jsonb_typeof(m.nlp_snapshot) = 'object'
  and ${predictedIntent(sql`m`)} = ${intent})`;
const reviewed = (status: 'Passed' | 'Failed') => sql`exists (select 1 from chat_sessions r where r.session_id = f.session_id and r.review_status = ${status})`;

/**
 * `detail`: the intent of an intent metric (model accuracy), the step of a fracture or session-flow metric, the member's
 * bifurcation scope of a customer metric.
 */
export function drillCondition(metric: DrillMetric, from: string, { intent = '', step, scope }: { intent?: string; step?: string; scope?: Scope } = {}): SQL {
  switch (metric) {
    case 'intentPredicted': return readAsIntent(sql`f.session_id`, intent);
    case 'intentPassed': return sql`(${readAsIntent(sql`f.session_id`, intent)} and ${reviewed('Passed')})`;
    case 'intentFailed': return sql`(${readAsIntent(sql`f.session_id`, intent)} and ${reviewed('Failed')})`;
    case 'conversations': return sql`true`;
    case 'botOnly': return sql`f.handed_over_at is null`;
    case 'handedOver': return handed;
    case 'contained': return sql`(f.handed_over_at is null and f.customer_messages > 0 and not f.returned_within_24h)`;
    case 'botConversations': return sql`f.nlu_messages > 0`;
    case 'fallbackConversations': return sql`f.nlu_messages > f.recognized_messages`;
    case 'accepted': return sql`(${handed} and f.first_accepted_at is not null)`;
    case 'responded': return responded;
    case 'handled': return handled;
    case 'handlingLong': return sql`(${handled} and ${handling} >= ${TIMING.chatHandlingLongMs} and ${handling} < ${TIMING.chatHandlingCriticalMs})`;
    case 'handlingCritical': return sql`(${handled} and ${handling} >= ${TIMING.chatHandlingCriticalMs})`;
    case 'resolved': return sql`(${handed} and f.resolved_at is not null)`;
    case 'transferred': return sql`f.transfers > 0`;
    case 'rated': return sql`f.rating_score is not null`;
    case 'satisfied': return sql`((f.rating_scale = 'stars' and f.rating_score >= 4) or (f.rating_scale = 'thumbs' and f.rating_score = 1))`;
    case 'newCustomers': return sql`f.first_of_customer`;
    // Its cohort is the drill-down's own fields: see drillDownCondition.
    case 'retained': return firstInRange(from, scope);
    case 'uniqueCustomers': return firstInRange(from, scope);
    case 'returningCustomers': return sql`(not f.first_of_customer and ${firstInRange(from, scope)})`;
    // The buckets' frt_0 + frt_1 (first reply under 30 s, 30 s to 1 min): the target is the bins' bound.
    case 'answeredWithinTarget': return sql`(${responded} and ${frt} < ${KPI_ANSWER_TARGET_MS})`;
    case 'genAiQuestions': return withGenAi(sql`true`);
    case 'genAiAnswered': return withGenAi(sql`g.outcome = 'answered'`);
    case 'genAiFailed': return withGenAi(sql`g.outcome = 'failed'`);
    // Per conversation from its messages (no facts column): the fracture report aggregates the same SQL.
    case 'fractureReached': return reachedStep(step);
    case 'fractureBreaks': return brokeAfter(undefined, step);
    case 'fractureAbandoned': return brokeAfter('abandoned', step);
    case 'fractureHandover': return brokeAfter('handover', step);
    case 'fractureFallback': return brokeAfter('fallback', step);
    case 'sessionFlow': return onFlowPath(step);
    // Its events, type, tag and order are the drill-down's own fields: see drillDownCondition.
    case 'events': return sql`exists (select 1 from conversation_events ev0 where ev0.session_id = f.session_id)`;
    // The query report's word: its condition needs the word, so drillDownCondition adds it (no bucket counts it).
    case 'customerWord': return sql`true`;
    default: {
      const bin = FIRST_RESPONSE_BINS.findIndex((candidate) => candidate.metric === metric);
      if (bin < 0) throw new Error(`No condition for ${metric}`);
      return frtBin(bin);
    }
  }
}

/** A dimension of the facts: an id, or NO_DIMENSION for "none" (a bot-only chat's agent). */
export function dimensionCondition(column: 'group_id' | 'agent_id', value: string | undefined): SQL | undefined {
  if (value === undefined) return undefined;
  return value === NO_DIMENSION ? sql`${sql.raw(`f.${column}`)} is null` : sql`${sql.raw(`f.${column}`)} = ${value}::uuid`;
}

/**
 * The whole condition of a drill-down on facts f: its range, its metric and its dimensions. `scope`: the member's
 * bifurcation scope (the caller narrows the chats by it; the customer metrics read a customer's other chats in it).
 */
export function drillDownCondition(drill: AnalyticsDrillDown, scope?: Scope): SQL {
  // Events carry their own channel (the chat's when recorded): the event report counts by it.
  const events = drill.metric === 'events';
  const parts: SQL[] = [
    sql`f.started_at >= ${drill.from}::timestamptz`, sql`f.started_at < ${drill.to}::timestamptz`,
    events ? eventsCondition(drill) : drillCondition(drill.metric, drill.from, { intent: drill.intent, step: drill.step, scope }),
  ];
  if (drill.channel && !events) parts.push(sql`f.channel = ${drill.channel}`);
  if (drill.metric === 'customerWord' && drill.word !== undefined) parts.push(customerWordCondition(drill.word));
  if (drill.metric === 'retained' && drill.cohortFrom && drill.cohortTo) parts.push(cohortCustomer(drill.cohortFrom, drill.cohortTo, scope));
  for (const part of [dimensionCondition('group_id', drill.groupId), dimensionCondition('agent_id', drill.agentId)]) if (part) parts.push(part);
  return sql.join(parts, sql` and `);
}
