/**
 * The bot events conversations recorded (issue 24, /analytics/event and /analytics/conversions): one row each time a
 * customer passed a workflow's event node, written in the statement that stores the bot's replies for that turn.
 * The event's name, type and tags are copied as they were then (an event renamed or deleted later keeps its
 * history), and so are the session's channel and start: a report counts a conversation in the bucket of its start,
 * as every conversation report does, so its drill-down lists exactly the conversations history finds in the range.
 * `id` orders the events of one conversation (two events of one turn share `at`): a funnel's steps follow it.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { brands } from './brands';
import { chatSessions } from './chat-sessions';

export const conversationEvents = pgTable('conversation_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  sessionId: uuid('session_id').notNull().references(() => chatSessions.sessionId, { onDelete: 'cascade' }),
  brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
  /** bot_events.event_id (no foreign key: the history outlives the definition). */
  eventId: uuid('event_id').notNull(),
  name: text('name').notNull(),
  eventType: text('event_type').notNull(),
  eventTags: jsonb('event_tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  channel: text('channel').notNull(),
  /** The conversation's start (chat_sessions.created_at): where the reports count it. */
  startedAt: at('started_at').notNull(),
  at: at('at').notNull().defaultNow(),
}, (table) => [
  // The reports read a brand's range; the drill-down and the funnels walk one conversation's events.
  index('conversation_events_brand_started_idx').on(table.brandId, table.startedAt),
  index('conversation_events_session_idx').on(table.sessionId, table.eventId),
]);
