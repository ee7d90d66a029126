/**
 * Satisfaction ratings (issue 21 point 3): one per chat, given by its customer after it was resolved. A table
 * of its own with plain columns, so the analytics pages can count and average them in SQL.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { RATING_SCALES } from '@switchboard/contracts/live-chat/widget-forms.rules';
import { chatSessions } from './chat-sessions';
import { createdAt } from './columns';
import { customers } from './customers';

export const chatRatings = pgTable('chat_ratings', {
  /** One rating per chat: the key refuses a second. */
  sessionId: uuid('session_id').primaryKey().references(() => chatSessions.sessionId, { onDelete: 'cascade' }),
  psid: text('psid').notNull().references(() => customers.psid, { onDelete: 'cascade' }),
  /** stars (score 1–5) or thumbs (0 down, 1 up). */
  scale: text('scale', { enum: RATING_SCALES }).notNull(),
  score: smallint('score').notNull(),
  comment: text('comment'),
  createdAt: createdAt(),
}, (table) => [
  check('chat_ratings_score_check', sql`(${table.scale} = 'stars' and ${table.score} between 1 and 5) or (${table.scale} = 'thumbs' and ${table.score} in (0, 1))`),
  index('chat_ratings_created_idx').on(table.createdAt),
  index('chat_ratings_psid_idx').on(table.psid, table.createdAt),
]);

export type ChatRatingRow = typeof chatRatings.$inferSelect;
