/**
 * What the conversation reports read (issue 24). conversation_facts: one row per chat session, kept up to date by
 * database triggers on chat_sessions, chat_messages and chat_ratings in the writer's own transaction (every writer,
 * including the seed and ones added later, records them). analytics_buckets: the facts summed per quarter hour of
 * their start, channel, group, agent and bifurcation values, kept by a trigger on the facts (old row out, new row in), so a report
 * over 30 days reads at most 2,880 buckets per dimension instead of the conversations. Quarter hours, not hours:
 * every time zone's offset is a multiple of 15 minutes (Asia/Kolkata's days start at 18:30 UTC).
 * The triggers are SQL in the migrations (drizzle-kit does not model them): see 0024_*.sql and *_analytics_bifurcation.sql.
 */
import type { BifurcationValues } from '@switchboard/contracts/auth/bifurcation-scope';
import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, uuid, bigint } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { chatSessions } from './chat-sessions';

export const conversationFacts = pgTable('conversation_facts', {
  sessionId: uuid('session_id').primaryKey().references(() => chatSessions.sessionId, { onDelete: 'cascade' }),
  psid: text('psid').notNull(),
  channel: text('channel').notNull(),
  groupId: uuid('group_id'),
  agentId: uuid('agent_id'),
  startedAt: at('started_at').notNull(),
  firstCustomerMessageAt: at('first_customer_message_at'),
  lastMessageAt: at('last_message_at'),
  handedOverAt: at('handed_over_at'),
  firstAcceptedAt: at('first_accepted_at'),
  firstAgentResponseAt: at('first_agent_response_at'),
  resolvedAt: at('resolved_at'),
  customerMessages: integer('customer_messages').notNull().default(0),
  botMessages: integer('bot_messages').notNull().default(0),
  agentMessages: integer('agent_messages').notNull().default(0),
  /** Customer messages the bot read (an NLU result stored with them). */
  nluMessages: integer('nlu_messages').notNull().default(0),
  /** Of those, the ones with an intent scored at or above THRESHOLDS.intentScore. */
  recognizedMessages: integer('recognized_messages').notNull().default(0),
  transfers: integer('transfers').notNull().default(0),
  ratingScale: text('rating_scale'),
  ratingScore: smallint('rating_score'),
  /** No earlier chat of this psid. */
  firstOfCustomer: boolean('first_of_customer').notNull().default(true),
  /** The customer started another chat within CONTAINMENT_RETURN_HOURS of this one's last message. */
  returnedWithin24h: boolean('returned_within_24h').notNull().default(false),
  /** The chat's bifurcation values (chat_sessions.bifurcation, kept by the triggers): the reports narrow by it with scopeCondition(). */
  bifurcation: jsonb('bifurcation').$type<BifurcationValues>().notNull().default({}),
}, (table) => [
  // Distinct customers of a range, and a customer's chats (first-of-customer, return within 24 h).
  index('conversation_facts_started_idx').on(table.startedAt, table.psid),
  index('conversation_facts_psid_idx').on(table.psid, table.startedAt),
]);

/** No group / no agent in a bucket's key (a unique key cannot hold NULLs as one value on PostgreSQL 15 syntax drizzle-kit writes). */
export const NO_ID = '00000000-0000-0000-0000-000000000000';

const count = (name: string) => integer(name).notNull().default(0);
const sum = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

export const analyticsBuckets = pgTable('analytics_buckets', {
  bucketStart: at('bucket_start').notNull(),
  channel: text('channel').notNull(),
  groupId: uuid('group_id').notNull(),
  agentId: uuid('agent_id').notNull(),
  /** The conversations' bifurcation values, a key like channel: a member's scope sums only its own (scopeCondition()). */
  bifurcation: jsonb('bifurcation').$type<BifurcationValues>().notNull().default({}),
  conversations: count('conversations'),
  handedOver: count('handed_over'),
  messages: count('messages'),
  customerMessages: count('customer_messages'),
  nluMessages: count('nlu_messages'),
  recognizedMessages: count('recognized_messages'),
  botConversations: count('bot_conversations'),
  fallbackConversations: count('fallback_conversations'),
  withCustomerMessage: count('with_customer_message'),
  contained: count('contained'),
  newCustomers: count('new_customers'),
  accepted: count('accepted'),
  queueWaitMs: sum('queue_wait_ms'),
  responded: count('responded'),
  firstResponseMs: sum('first_response_ms'),
  frt0: count('frt_0'),
  frt1: count('frt_1'),
  frt2: count('frt_2'),
  frt3: count('frt_3'),
  frt4: count('frt_4'),
  frt5: count('frt_5'),
  handled: count('handled'),
  handlingMs: sum('handling_ms'),
  handlingLong: count('handling_long'),
  handlingCritical: count('handling_critical'),
  resolved: count('resolved'),
  transfers: count('transfers'),
  transferred: count('transferred'),
  rated: count('rated'),
  satisfied: count('satisfied'),
}, (table) => [primaryKey({ columns: [table.bucketStart, table.channel, table.groupId, table.agentId, table.bifurcation] })]);
