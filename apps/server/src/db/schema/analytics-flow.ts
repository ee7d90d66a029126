/**
 * Per-conversation rollups of the message- and event-level reports (issue 24: fracture, session flow, conversion
 * funnels), kept by database triggers on chat_messages, conversation_facts and conversation_events in the writer's
 * own transaction, so a report over a range reads a few small rows per conversation instead of its messages or
 * events. The triggers (and the SQL of a step's key and of a message not understood) are in the migration: see
 * 0030_*.sql. Reports and history's drill-down read the same rows (lib/analytics-fracture-sql.ts,
 * lib/analytics-sessionflow-sql.ts, lib/analytics-event-drill.ts), so a number and its list agree.
 */
import { bigint, boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { brands } from './brands';
import { chatSessions } from './chat-sessions';

/**
 * One row per conversation with a customer or bot message: where its message walk stands, the steps it reached and
 * the steps a fallback came after. Whether it was abandoned depends on the clock (ABANDON_IDLE_MINUTES), so that is
 * decided when a report reads these columns.
 */
export const conversationFlow = pgTable('conversation_flow', {
  sessionId: uuid('session_id').primaryKey().references(() => chatSessions.sessionId, { onDelete: 'cascade' }),
  /** The conversation's start (facts.started_at): a report reads its range's rows through the index. */
  startedAt: at('started_at').notNull(),
  /** The highest seq of a customer or bot message recorded: a message written below it rebuilds the row. */
  maxSeq: integer('max_seq').notNull(),
  lastBotSeq: integer('last_bot_seq'),
  /** The step key (md5 of the shown text) of the last bot message. */
  lastBotKey: text('last_bot_key'),
  lastCustomerSeq: integer('last_customer_seq'),
  /** Hand-over (facts.handed_over_at): a customer message was written by then … */
  handoverAsked: boolean('handover_asked').notNull().default(false),
  /** … the step the last of those came after (null: before any bot message) … */
  handoverAfterKey: text('handover_after_key'),
  /** … and the step of the last bot message written by then. */
  handoverBotKey: text('handover_bot_key'),
  /** The steps the bot sent (each once, in key order) and, at the same index, the least message type it was sent as. */
  reached: text('reached').array().notNull(),
  reachedTypes: text('reached_types').array().notNull(),
  /** The steps a customer message not understood came right after (FRACTURE_START_STEP: before any bot message). */
  fallbacks: text('fallbacks').array().notNull(),
  /** Session flow: the labels of the first SESSION_FLOW_STEPS.max + 1 customer messages the bot read. */
  labels: text('labels').array().notNull(),
}, (table) => [index('conversation_flow_started_idx').on(table.startedAt)]);

/** The text a step key stands for (its md5 is the key), written once. */
export const fractureStepTexts = pgTable('fracture_step_texts', {
  step: text('step').primaryKey(),
  text: text('text').notNull(),
});

/** A conversation's recorded bot events in recording order (conversation_events.id): a funnel is a subsequence. */
export const conversationEventPaths = pgTable('conversation_event_paths', {
  sessionId: uuid('session_id').primaryKey().references(() => chatSessions.sessionId, { onDelete: 'cascade' }),
  brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
  /** The conversation's start, as its events carry it (where the reports count it). */
  startedAt: at('started_at').notNull(),
  /** The events' channel; null when they were recorded in more than one (then eventChannels has each one's). */
  channel: text('channel'),
  eventIds: uuid('event_ids').array().notNull(),
  eventChannels: text('event_channels').array(),
  /** The highest event id recorded: an event recorded below it rebuilds the row. */
  maxId: bigint('max_id', { mode: 'number' }).notNull(),
}, (table) => [index('conversation_event_paths_brand_started_idx').on(table.brandId, table.startedAt)]);
