/**
 * Generative FAQ answer attempts (issue 24, /analytics/genai): one row per customer question that reached the
 * document passages (no curated FAQ matched), written by the live chat after the bot's reply is stored. It keeps
 * what the chat-completions call cost (tokens from the response's `usage`, null when the endpoint sent none),
 * how long it took and how it ended. `session_started_at` is the conversation's start: like every conversation
 * report, a question counts in the bucket its conversation started in, so its drill-down (conversations started
 * in the bucket with such a question) lists exactly what was counted.
 */
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { GENAI_FAILURE_REASONS, GENAI_OUTCOMES } from '@switchboard/contracts/analytics/genai.schemas';
import { chatSessions } from './chat-sessions';
import { at, createdAt, id } from './columns';

export const genaiAnswers = pgTable('genai_answers', {
  id: id(),
  sessionId: uuid('session_id').notNull().references(() => chatSessions.sessionId, { onDelete: 'cascade' }),
  sessionStartedAt: at('session_started_at').notNull(),
  /** The brand whose language model was asked (null when none was asked: no passage, or no model configured). */
  brandId: uuid('brand_id'),
  channel: text('channel').notNull(),
  question: text('question').notNull(),
  outcome: text('outcome', { enum: GENAI_OUTCOMES }).notNull(),
  passageCount: integer('passage_count').notNull().default(0),
  /** "<document title>#<n>": the passages given to the model (or the one sent as the answer). */
  passageIds: jsonb('passage_ids').$type<string[]>().notNull().default([]),
  model: text('model'),
  tokensIn: integer('tokens_in'),
  tokensOut: integer('tokens_out'),
  latencyMs: integer('latency_ms'),
  failureReason: text('failure_reason', { enum: GENAI_FAILURE_REASONS }),
  createdAt: createdAt(),
}, (table) => [
  // The report reads a range of conversation starts; the drill-down's exists() finds a session's rows within it.
  index('genai_answers_started_idx').on(table.sessionStartedAt, table.sessionId),
]);

export type NewGenaiAnswerRow = typeof genaiAnswers.$inferInsert;
