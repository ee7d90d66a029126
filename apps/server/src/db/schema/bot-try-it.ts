/**
 * The try-it panel's conversation per trainer: the draft bot's state (workflow, waiting question,
 * variables) between two tried messages, so a workflow question can be answered in the next one.
 * Kept in the database so any instance answers the next message; "Restart" deletes the row.
 */
import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { updatedAt } from './columns';
import { users } from './users';

export const botTryItConversations = pgTable('bot_try_it_conversations', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
  /** The draft bot's state (BotTurn.state); null: nothing running, nothing captured. */
  state: jsonb('state').$type<unknown>(),
  updatedAt: updatedAt(),
});
