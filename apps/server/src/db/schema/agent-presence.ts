/** Agent availability (§3: 'accept chats' or "don't accept chats"), capacity and online flag. */
import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { AGENT_STATES } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { at } from './columns';
import { users } from './users';

export const agentPresence = pgTable('agent_presence', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  selectedState: text('selected_state', { enum: AGENT_STATES }).notNull().default('accept chats'),
  /** Concurrent chats (pending offers included) the agent may hold. */
  capacity: integer('capacity').notNull().default(3),
  /** True while the member has at least one /liveConversations socket. */
  online: boolean('online').notNull().default(false),
  lastSeenAt: at('last_seen_at').notNull().defaultNow(),
});

export type AgentPresenceRow = typeof agentPresence.$inferSelect;
