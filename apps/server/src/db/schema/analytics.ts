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
import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, uuid, bigint, doublePrecision } from 'drizzle-orm/pg-core';
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

/**
 * What the model-accuracy and query reports count, per conversation (issue 24): one row per intent the bot read
 * ('intent') and one for them all ('all': the conversation counts once in the totals), pair of best candidates less than CLOSE_CALL_MARGIN apart ('close', detail: the runner-up), sentence
 * read as an intent ('text', detail: md5 of the lower-cased trimmed text, for the confused pairs) and counted word
 * ('word'). Kept by triggers of migration 0031 in the writer's transaction: a message written after the
 * conversation's stored ones adds only its own rows (O(1) per message, whatever the conversation's length); a vote,
 * edit or removal marks the conversation in conversation_terms_dirty and a fold (TermFolder's job, and every report
 * before it reads) rebuilds it from its messages. The rows carry the conversation's bucket key so the buckets below
 * move by old row out, new row in, with no join (as analytics_buckets does with the facts); only the migration's
 * functions write these rows (each moves the buckets in the same statement).
 */
const termKey = {
  bucketStart: at('bucket_start').notNull(),
  channel: text('channel').notNull(),
  groupId: uuid('group_id').notNull(),
  agentId: uuid('agent_id').notNull(),
  /** '' when QA has not reviewed the conversation. */
  reviewStatus: text('review_status').notNull(),
  bifurcation: jsonb('bifurcation').$type<BifurcationValues>().notNull(),
  kind: text('kind', { enum: ['intent', 'all', 'close', 'text', 'word'] }).notNull(),
  /** The intent, the best candidate's intent ('' when it names none) or the word. */
  term: text('term').notNull(),
  detail: text('detail').notNull().default(''),
};
const termSums = {
  messages: count('messages'),
  /** Messages with a numeric confidence, and its sum (the average confidence). */
  scored: count('scored'),
  confidenceSum: doublePrecision('confidence_sum').notNull().default(0),
  /**
   * Scored messages by confidence cell, cumulative: element j counts those in cells 1..j, where cell 1 is below 0 and
   * cell k + 2 at or above k/100 and below (k+1)/100 (k = 0..100; the last one from 1). The messages below a
   * threshold K/100 on the 0.01 grid are element K + 1: the low-confidence share follows the brand's threshold as set
   * now without reading the messages (and cumulative counts still add up across conversations and buckets).
   */
  cells: integer('cells').array().notNull(),
  upvotes: count('upvotes'),
  downvotes: count('downvotes'),
  /** Messages with a down-voted answer. */
  downvoted: count('downvoted'),
};

export const conversationTerms = pgTable('conversation_terms', {
  sessionId: uuid('session_id').notNull().references(() => chatSessions.sessionId, { onDelete: 'cascade' }),
  ...termKey,
  ...termSums,
}, (table) => [primaryKey({ name: 'conversation_terms_pk', columns: [table.sessionId, table.kind, table.term, table.detail] })]);

/** conversation_terms summed per quarter hour of the conversations' start and their channel, group, agent, QA verdict and bifurcation. */
export const termBuckets = pgTable('term_buckets', {
  ...termKey,
  conversations: count('conversations'),
  ...termSums,
}, (table) => [
  primaryKey({ name: 'term_buckets_pk', columns: [table.kind, table.bucketStart, table.channel, table.groupId, table.agentId, table.reviewStatus, table.bifurcation, table.term, table.detail] }),
  // The confused pairs: a training sentence's reads in the range.
  index('term_buckets_detail_idx').on(table.kind, table.detail, table.bucketStart),
]);

/**
 * Conversations whose terms are out of date (a message voted, edited or removed since their last rebuild): folded by
 * analytics_terms_fold(), which rebuilds them. No foreign key: a conversation being deleted is marked by its
 * messages' removal after its row is gone, and the fold of a missing conversation only drops its mark.
 */
export const conversationTermsDirty = pgTable('conversation_terms_dirty', {
  sessionId: uuid('session_id').primaryKey(),
  /** The latest mark (a writer updates the mark, so a fold in flight waits for it: see the migration). */
  markedAt: at('marked_at').notNull().defaultNow(),
});
