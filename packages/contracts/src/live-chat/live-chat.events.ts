/**
 * The staff chat channel, socket.io namespace /liveConversations (spec §7 "Realtime channels").
 * Client → server events all take an ack `(reply: SocketReply)`; errorCode 204 means "show the
 * message and reset" (§7). Server → client names are the spec's own.
 */
import { z } from 'zod';
import { MESSAGE_FORMATS } from '../common/rich-text';
import { chatTextSchema, listItem } from '../common/rules';
import { safeTextSchema, storable } from '../common/safe-text';
import { ticketSchema } from '../tickets/tickets.schemas';
import { DEFAULT_AGENT_LANGUAGE, languageCodeSchema } from '../translation/translation.schemas';
import { AGENT_STATES, DELIVERY_STATUSES, SUPERVISION_MODES, liveChatSchema, messageSchema, MESSAGE_ORIGINS } from './live-chat.schemas';

export const socketReplySchema = z.object({
  data: z.unknown().optional(),
  message: z.string().optional(),
  errorCode: z.union([z.number(), z.string()]).optional(),
});
export type SocketReply<T = unknown> = { data?: T; message?: string; errorCode?: number | string };

/**
 * Every id a command names is checked here, so a malformed one gets a VALIDATION refusal: it used to
 * reach SQL as a uuid cast and fail with a 500. Texts refuse lone surrogates (see safe-text).
 */
const sessionId = z.uuid('sessionId must be a chat session id');
const session = { sessionId };
const memberId = (name: string) => z.uuid(`${name} must be a member id`);
const text = (max: number) => storable(chatTextSchema(max));
const clientMessageId = storable(z.string().min(1, 'clientMessageId is required').max(64));
/** Customer ids the console echoes back (unused by the server): bounded, storable strings. */
const psid = safeTextSchema(64);

/** Client → server, with their payload schemas. */
export const STAFF_COMMANDS = {
  join: z.object({}).passthrough(),
  joinUntaggedChats: z.object({}).passthrough(),
  acceptChat: z.object(session),
  rejectChat: z.object(session),
  /** Ours (issue 21): the member takes a waiting chat (in queue, or offered to someone who has not accepted) themselves. */
  takeChat: z.object(session),
  sendMessage: z.object({
    ...session,
    text: text(4000),
    origin: z.enum(MESSAGE_ORIGINS).default('userTyped'),
    /** 'html': text is rich text (§5 editor formats); the server sanitises it. */
    format: z.enum(MESSAGE_FORMATS).default('text'),
    clientMessageId,
    /** The language the agent writes in (the console's); the customer gets the text in the chat's session_language. */
    language: languageCodeSchema.default(DEFAULT_AGENT_LANGUAGE),
  }),
  sendWhisper: z.object({
    ...session, text: text(4000), format: z.enum(MESSAGE_FORMATS).default('text'), clientMessageId,
  }),
  messageSeen: z.object({ clientPsid: psid, senderPsid: psid, sessionId, upToSeq: z.number().int().min(0) }),
  updateCustomerMessage: z.object({
    readStatus: z.enum(DELIVERY_STATUSES), senderPsid: psid, clientPsid: psid, chatlogId: z.uuid('chatlogId must be a message id'), timestamp: z.number(),
  }),
  typing: z.object({ ...session, typing: z.boolean() }),
  resolveChat: z.object(session),
  transferChat: z.object({ ...session, toAgentId: memberId('toAgentId').optional(), toGroupId: z.uuid('toGroupId must be a group id').optional() })
    .refine((v) => Boolean(v.toAgentId) !== Boolean(v.toGroupId), 'Choose one agent or one group'),
  holdChat: z.object({ ...session, onHold: z.boolean() }),
  escalateChat: z.object(session),
  blockChat: z.object({ ...session, blocked: z.boolean() }),
  inviteAgent: z.object({ ...session, agentId: memberId('agentId') }),
  answerInvite: z.object({ ...session, accept: z.boolean() }),
  superviseChat: z.object({ ...session, mode: z.enum(SUPERVISION_MODES) }),
  takeoverChat: z.object(session),
  relinquishChat: z.object(session),
  changeAgentState: z.object({ selectedState: z.enum(AGENT_STATES) }),
  raiseHand: z.object({ ...session, raised: z.boolean() }),
  viewingChat: z.object({ sessionId: sessionId.nullable() }),
  /** The chat's tags (also after it is resolved: the untagged-chats tab is the to-do list). */
  updateTags: z.object({
    ...session,
    selectedTags: z.array(listItem(storable(z.string().trim().min(1, 'A tag cannot be empty').max(50, 'At most 50 characters a tag')))).max(20, 'At most 20 tags'),
  }),
  /** After a reconnect: the last seq seen per open chat; the reply carries exactly what was missed. */
  resync: z.object({ chats: z.array(z.object({ sessionId, lastSeq: z.number().int().min(0) })).max(100) }),
} as const;
export type StaffCommand = keyof typeof STAFF_COMMANDS;

/** The event permission (§5 events) each command needs; absent = any staff member of /chats. */
export const COMMAND_EVENTS: Partial<Record<StaffCommand, string>> = {
  acceptChat: 'accept', rejectChat: 'reject', takeChat: 'accept', superviseChat: 'supervise', sendWhisper: 'supervise', transferChat: 'transfer',
  holdChat: 'hold', escalateChat: 'escalate', blockChat: 'block', resolveChat: 'resolve', takeoverChat: 'takeover',
  relinquishChat: 'relinquish', inviteAgent: 'inviteAgent', updateTags: 'tags', typing: 'typing', messageSeen: 'messageSeen',
  changeAgentState: 'agentStateChange',
};

export const STAFF_EVENTS = {
  addition: 'addition',
  updation: 'updation',
  deletion: 'deletion',
  userMessage: 'userMessage',
  response: 'response',
  updateMessage: 'updateMessage',
  typingStatus: 'typingStatus',
  detailedChatStats: 'detailedChatStats',
  getAgentState: 'getAgentState',
  tagAddition: 'tagAddition',
  notification: 'notification',
  viewingStatus: 'viewingStatus',
  /** Ours: messages shown of this chat may be out of date (an early-told message was not stored as told): reload it. */
  chatResync: 'chatResync',
} as const;

export const additionSchema = z.object({ newLiveUser: liveChatSchema });
/** §7: the chat channel's addition also carries newLiveTicket, a ticket that became the member's (created for, assigned or transferred to them). */
export const ticketAdditionOnChatSchema = z.object({ newLiveTicket: ticketSchema });
export const updationSchema = z.object({
  changedChatDetails: liveChatSchema.partial().extend({ sessionId: z.string(), psid: z.string() }).optional(),
  changedUserProfileDetails: z.object({ psid: z.string(), userProfileDetails: z.unknown() }).optional(),
  changedSessionLanguage: z.object({ psid: z.string(), sessionId: z.string().optional(), session_language: z.string() }).optional(),
});
export const deletionSchema = z.object({
  disconnectedChatPsid: z.string().optional(),
  sessionId: z.string().optional(),
  deletedTicketId: z.string().optional(),
  reason: z.enum(['resolved', 'transferred', 'takenOver', 'rejected', 'disconnected']).optional(),
});
export const chatResyncSchema = z.object({ sessionId: z.string() });
export const userMessageSchema = z.object({
  psid: z.string(), message: messageSchema, NLPSnapshot: z.unknown().optional(), prevNLPSnapshot: z.unknown().optional(),
});
export const responseSchema = z.object({
  psid: z.string(), chatlogId: z.string(), result: z.object({ bot_messages: z.array(messageSchema) }),
});
export const updateMessageSchema = z.object({
  updatedAdminMessage: messageSchema.optional(),
  messageSeen: z.object({ sessionId: z.string(), upToSeq: z.number().int(), readStatus: z.enum(DELIVERY_STATUSES) }).optional(),
});
export const typingStatusSchema = z.object({
  typingInfo: z.object({ sessionId: z.string(), psid: z.string(), by: z.string(), name: z.string(), typing: z.boolean() }),
});
export const detailedChatStatsSchema = z.object({
  totalLive: z.number().int(), totalRequireAttention: z.number().int(), totalOvertaken: z.number().int(),
});
export const agentStateSchema = z.object({ selectedState: z.enum(AGENT_STATES), agentStates: z.array(z.enum(AGENT_STATES)) });
export const viewingStatusSchema = z.object({
  sessionId: z.string(), viewers: z.array(z.object({ adminId: z.string(), name: z.string(), typing: z.boolean() })),
});
export const tagAdditionSchema = z.object({ newUntaggedChat: liveChatSchema });
export const joinUntaggedReplySchema = z.object({ UntaggedChatsData: z.array(liveChatSchema) });
/** liveTicketsData: the member's live tickets (assigned to them, not resolved) when ticketsEnabled, else []. */
export const joinReplySchema = z.object({ liveChatData: z.array(liveChatSchema), liveTicketsData: z.array(ticketSchema) });
