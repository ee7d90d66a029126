/**
 * API logs (issue 27): one row per call to the API and per call the product made out. Written in batches by
 * the api-log writer, read newest first by /console/apilogs, removed after the retention period. Ids and
 * names are copied, not referenced: a log outlives the member, the customer and the conversation it names,
 * and a foreign key would make every batched insert check them.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { API_LOG_DIRECTIONS, API_LOG_TARGETS, ACTOR_TYPES } from '@switchboard/contracts/console/api-logs.schemas';
import { at } from './columns';

export const apiLogs = pgTable('api_logs', {
  /** Identity: the listing's keyset (newest first) and the batches' insertion order. */
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  at: at('at').notNull(),
  /** The member's brand; null when no brand is known (a customer's call, an outbound call outside a chat). */
  brandId: uuid('brand_id'),
  direction: text('direction', { enum: API_LOG_DIRECTIONS }).notNull(),
  target: text('target', { enum: API_LOG_TARGETS }).notNull(),
  method: text('method').notNull(),
  path: text('path').notNull(),
  status: integer('status'),
  durationMs: real('duration_ms').notNull(),
  actorType: text('actor_type', { enum: ACTOR_TYPES }),
  actorId: text('actor_id'),
  actorName: text('actor_name'),
  requestId: text('request_id'),
  sessionId: text('session_id'),
  chatlogId: text('chatlog_id'),
  ticketId: text('ticket_id'),
  requestBody: text('request_body'),
  responseBody: text('response_body'),
  error: text('error'),
}, (table) => [
  // The listing pages by id within a time range; retention deletes by time.
  index('api_logs_at_idx').on(table.at),
  index('api_logs_request_idx').on(table.requestId).where(sql`${table.requestId} is not null`),
  // Search and the trace find a conversation's calls by any of its ids.
  index('api_logs_session_idx').on(table.sessionId).where(sql`${table.sessionId} is not null`),
  index('api_logs_chatlog_idx').on(table.chatlogId).where(sql`${table.chatlogId} is not null`),
  index('api_logs_ticket_idx').on(table.ticketId).where(sql`${table.ticketId} is not null`),
]);

export type ApiLogRow = typeof apiLogs.$inferSelect;
export type NewApiLogRow = typeof apiLogs.$inferInsert;
