/** Chat messages (§3 "Message"): gap-free per-session seq, idempotent by (psid, client_message_id). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  DELIVERY_STATUSES, MESSAGE_ORIGINS, MESSAGE_TYPES, SENDERS, type MessageContent,
} from '@switchboard/contracts/live-chat/live-chat.schemas';
import { VOTES } from '@switchboard/contracts/history/history.schemas';
import { createdAt } from './columns';
import { chatSessions } from './chat-sessions';

export const chatMessages = pgTable(
  'chat_messages',
  {
    chatlogId: uuid('chatlog_id').primaryKey(),
    sessionId: uuid('session_id').notNull().references(() => chatSessions.sessionId, { onDelete: 'cascade' }),
    psid: text('psid').notNull(),
    seq: integer('seq').notNull(),
    sender: text('sender', { enum: SENDERS }).notNull(),
    type: text('type', { enum: MESSAGE_TYPES }).notNull(),
    content: jsonb('content').$type<MessageContent>().notNull(),
    readStatus: text('read_status', { enum: DELIVERY_STATUSES }).notNull().default('sent'),
    origin: text('origin', { enum: MESSAGE_ORIGINS }),
    adminId: text('admin_id'),
    adminName: text('admin_name'),
    clientMessageId: text('client_message_id'),
    nlpSnapshot: jsonb('nlp_snapshot'),
    prevNlpSnapshot: jsonb('prev_nlp_snapshot'),
    /** QA's vote on a bot answer in chat history (translateAndSave / voteChatlog). */
    vote: text('vote', { enum: VOTES }),
    /**
     * The text in staff's language: a customer message's translation (/admin/v1/translate, or a reviewer's with
     * translateAndSave), or what an agent wrote when the customer received it translated (content.text).
     */
    translation: text('translation'),
    /** The language of `translation` (null for a reviewer's translation saved before it was kept). */
    translationLanguage: text('translation_language'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('chat_messages_session_seq_unique').on(table.sessionId, table.seq),
    uniqueIndex('chat_messages_client_id_unique').on(table.psid, table.clientMessageId).where(sql`${table.clientMessageId} is not null`),
    index('chat_messages_psid_created_idx').on(table.psid, table.createdAt),
    // Live stats count messages by time window (dashboard series, per-second traffic).
    index('chat_messages_created_idx').on(table.createdAt),
    // The feedback report's votes of a range: the few voted messages, not every message of the range.
    index('chat_messages_voted_idx').on(table.createdAt).where(sql`${table.vote} is not null`),
    // Chat history's free-text search: the same expression as messageSearchVector() (history repository).
    index('chat_messages_search_idx').using('gin', sql`to_tsvector('simple', coalesce(${table.content}->>'text', ''))`),
  ],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type NewChatMessageRow = typeof chatMessages.$inferInsert;
