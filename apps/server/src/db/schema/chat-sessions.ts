/** Chat sessions (§3 "Live chat", "Chat session or log"): one conversation of a customer. */
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { BifurcationValues } from '@switchboard/contracts/auth/bifurcation-scope';
import { REVIEW_STATUSES } from '@switchboard/contracts/history/history.schemas';
import { CHAT_STATES, type SupervisionMode } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { at, createdAt } from './columns';
import { customers } from './customers';
import { groups } from './groups';
import { users } from './users';

export interface InviteInfo { [agentId: string]: { inviteState: 'pendingInvite' | 'accepted' | 'rejected'; name: string } }
export interface SessionSupervisor { adminId: string; name: string; mode: SupervisionMode }

export const chatSessions = pgTable(
  'chat_sessions',
  {
    sessionId: uuid('session_id').primaryKey().defaultRandom(),
    psid: text('psid').notNull().references(() => customers.psid, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    chatState: text('chat_state', { enum: CHAT_STATES }).notNull().default('BotHandling'),
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    /** The agent who had the chat before a takeover (relinquish hands it back). */
    previousAgentId: uuid('previous_agent_id').references(() => users.id, { onDelete: 'set null' }),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'set null' }),
    /** The seq of the chat's newest message; the message store bumps it per batch. */
    lastSeq: integer('last_seq').notNull().default(0),
    selectedTags: jsonb('selected_tags').$type<string[]>().notNull().default([]),
    blocked: boolean('blocked').notNull().default(false),
    onHold: boolean('on_hold').notNull().default(false),
    raisedHand: boolean('raised_hand').notNull().default(false),
    /** Times the customer waited over CHAT_STALL_SECONDS for the agent (the agent stalled). */
    adminStallCount: integer('admin_stall_count').notNull().default(0),
    /** Times the agent waited over CHAT_STALL_SECONDS for the customer. */
    customerStallCount: integer('customer_stall_count').notNull().default(0),
    /** The seq of the last message already counted as a stall (each silence counts once). */
    stallSeq: integer('stall_seq').notNull().default(0),
    clientUrl: text('client_url'),
    sessionLanguage: text('session_language').notNull().default('en'),
    /** Staff set session_language (selectCustomerLanguage): detection from the customer's messages no longer changes it. */
    sessionLanguagePinned: boolean('session_language_pinned').notNull().default(false),
    /**
     * Agents offered the chat in the current round who did not take it (rejected, timed out, went offline): not
     * offered it again until every eligible agent has had it, then a new round starts (routing.service.ts).
     */
    rejectedBy: jsonb('rejected_by').$type<string[]>().notNull().default([]),
    /** When each agent last rejected the chat or let its offer time out (ms since epoch): their cooldown (TIMING.offerCooldownMs). */
    declinedAt: jsonb('declined_at').$type<Record<string, number>>().notNull().default({}),
    /** The bot's last NLU snapshot (the next turn's prevNLPSnapshot). */
    nlpSnapshot: jsonb('nlp_snapshot'),
    /** The bot's conversation state (workflow, waiting question, variables); null until a workflow or variable needs one. */
    botState: jsonb('bot_state'),
    handoverAt: at('handover_at'),
    /** When the current offer (Pending) was made; an offer times out after OFFER_TIMEOUT_SECONDS. */
    offeredAt: at('offered_at'),
    acceptedAt: at('accepted_at'),
    /** When its agent first opened the accepted chat (joinChatRoom's second POST, §7). */
    openedAt: at('opened_at'),
    resolvedAt: at('resolved_at'),
    createdAt: createdAt(),
    inviteInfo: jsonb('invite_info').$type<InviteInfo>().notNull().default({}),
    supervisors: jsonb('supervisors').$type<SessionSupervisor[]>().notNull().default([]),
    /** QA's verdict in chat history (§4 review filter); null until reviewed. */
    reviewStatus: text('review_status', { enum: REVIEW_STATUSES }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: at('reviewed_at'),
    /** Bifurcation values (region, business line…) given where the chat arose; missing keys count as the defaults. */
    bifurcation: jsonb('bifurcation').$type<BifurcationValues>().notNull().default({}),
  },
  (table) => [
    index('chat_sessions_psid_idx').on(table.psid, table.createdAt),
    index('chat_sessions_state_idx').on(table.chatState, table.groupId, table.handoverAt),
    index('chat_sessions_agent_idx').on(table.agentId, table.chatState),
    // Chat history pages newest first within a date range (keyset on created_at, session_id).
    index('chat_sessions_created_idx').on(table.createdAt.desc(), table.sessionId.desc()),
    index('chat_sessions_agent_created_idx').on(table.agentId, table.createdAt.desc()),
    // Tag filter: selected_tags @> '["tag"]'.
    index('chat_sessions_tags_idx').using('gin', table.selectedTags),
  ],
);

export type ChatSessionRow = typeof chatSessions.$inferSelect;
