/** Notes staff keep about a customer (/admin/v1/customAgentNotes), written from one of their chats. */
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { chatSessions } from './chat-sessions';
import { at, createdAt, id } from './columns';
import { customers } from './customers';
import { users } from './users';

export const agentNotes = pgTable(
  'agent_notes',
  {
    id: id(),
    psid: text('psid').notNull().references(() => customers.psid, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => chatSessions.sessionId, { onDelete: 'set null' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    note: text('note').notNull(),
    createdAt: createdAt(),
    /** The author's last edit (PUT customAgentNotes); null: as written. */
    editedAt: at('edited_at'),
  },
  (table) => [index('agent_notes_psid_idx').on(table.psid, table.createdAt)],
);

export type AgentNoteRow = typeof agentNotes.$inferSelect;
