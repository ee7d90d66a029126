/** Tickets (§3 "Ticket") and what is written on them (ticket chat logs besides the source chat's messages). */
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CHANNELS } from '@switchboard/contracts/common/constants';
import {
  CONTACT_TYPES, TICKET_CHAT_STATES, TICKET_PRIORITIES, TICKET_SOURCES, TICKET_STATUSES,
} from '@switchboard/contracts/tickets/tickets.schemas';
import type { BifurcationValues } from '@switchboard/contracts/auth/bifurcation-scope';
import { brands } from './brands';
import { chatSessions } from './chat-sessions';
import { at, createdAt, updatedAt } from './columns';
import { customers } from './customers';
import { groups } from './groups';
import { users } from './users';

export const tickets = pgTable(
  'tickets',
  {
    ticketId: uuid('ticket_id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    psid: text('psid').notNull().references(() => customers.psid, { onDelete: 'cascade' }),
    channel: text('channel', { enum: CHANNELS }).notNull(),
    contactType: text('contact_type', { enum: CONTACT_TYPES }).notNull(),
    priority: text('priority', { enum: TICKET_PRIORITIES }).notNull(),
    /** 4 urgent … 1 low: the list sorts on it (§4). */
    priorityRank: integer('priority_rank').notNull(),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'set null' }),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    chatState: text('chat_state', { enum: TICKET_CHAT_STATES }).notNull().default('Inqueue'),
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    description: text('description').notNull().default(''),
    /** The live chat the ticket was made from. */
    sessionId: uuid('session_id').references(() => chatSessions.sessionId, { onDelete: 'set null' }),
    source: text('source', { enum: TICKET_SOURCES }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    resolvedAt: at('resolved_at'),
    /** Bifurcation values: its chat's, else its customer's. */
    bifurcation: jsonb('bifurcation').$type<BifurcationValues>().notNull().default({}),
  },
  (table) => [
    // The live list: a brand's tickets by state, highest priority first.
    index('tickets_brand_state_idx').on(table.brandId, table.chatState, table.priorityRank, table.createdAt),
    index('tickets_agent_idx').on(table.agentId, table.chatState),
    // History: a brand's tickets by creation time; the resolved-tickets chart by resolution time.
    index('tickets_brand_created_idx').on(table.brandId, table.createdAt),
    index('tickets_brand_resolved_idx').on(table.brandId, table.resolvedAt),
    index('tickets_psid_idx').on(table.psid),
  ],
);

export const TICKET_SENDERS = ['customer', 'admin', 'system'] as const;

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    chatlogId: uuid('chatlog_id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id').notNull().references(() => tickets.ticketId, { onDelete: 'cascade' }),
    sender: text('sender', { enum: TICKET_SENDERS }).notNull(),
    text: text('text').notNull(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminName: text('admin_name'),
    createdAt: createdAt(),
  },
  (table) => [index('ticket_messages_ticket_idx').on(table.ticketId, table.createdAt)],
);

export type TicketRow = typeof tickets.$inferSelect;
export type NewTicketRow = typeof tickets.$inferInsert;
export type TicketMessageRow = typeof ticketMessages.$inferSelect;
