/**
 * Live-chat additions used by the server (issue #3): the HTTP calls of §7 "Join a chatroom" and the
 * live list, the `resync` reply, the `notification` and webchat `chatState` payloads.
 */
import { z } from 'zod';
import { chatTextSchema } from '../common/rules';
import { CHAT_STATES, CHAT_TABS, liveChatSchema, messageSchema, profileSectionSchema } from './live-chat.schemas';

export const LIVE_CHAT_PATHS = {
  joinChatRoom: '/admin/v1/joinChatRoom',
  liveChats: '/admin/v1/liveChats',
  agentsForChatTransfer: '/admin/v1/agentsForChatTransfer',
  customAgentNotes: '/admin/v1/customAgentNotes',
  /** §7 "Paths only"; also the "changed user profile details" call (answers changedUserProfileDetails). */
  getUserProfile: '/admin/v1/getUserProfile',
  /** The "marked opened" POST (§7 /admin/v1/shownJcrContent); joinChatRoom without clientPsid still does the same. */
  shownJcrContent: '/admin/v1/shownJcrContent',
} as const;

/**
 * /admin/v1/customAgentNotes (§7 names the path only): notes staff keep about a customer, read and
 * written from one of the customer's chats. GET ?sessionId= lists them, newest first; POST adds one.
 */
export const agentNotesQuerySchema = z.object({ sessionId: z.string().min(1, 'sessionId is required') });
export const agentNoteBodySchema = z.object({
  sessionId: z.string().min(1, 'sessionId is required'),
  note: chatTextSchema(2000, 'Write the note first'),
});
/** PUT /admin/v1/customAgentNotes (§7 "PUT agent note"): the author rewrites a note; author and creation time are kept. */
export const agentNoteUpdateBodySchema = z.object({
  id: z.uuid('id must be a note id'),
  note: chatTextSchema(2000, 'Write the note first'),
});
export const agentNoteSchema = z.object({
  id: z.string(), psid: z.string(), sessionId: z.string().nullable(), authorId: z.string().nullable(), authorName: z.string(),
  note: z.string(), createdAt: z.number(),
  /** When the note was last edited (null: never). */
  editedAt: z.number().nullable().default(null),
});
export type AgentNote = z.infer<typeof agentNoteSchema>;
export const agentNotesDataSchema = z.object({ notes: z.array(agentNoteSchema) });

/**
 * POST /admin/v1/joinChatRoom (§7): with clientPsid, the chat room (and the caller's socket joins its
 * room); the second POST, with sessionId and no clientPsid, marks the chat opened.
 */
export const joinChatRoomBodySchema = z.object({
  socketId: z.string().optional(),
  timestamp: z.number().optional(),
  clientPsid: z.string().min(1, 'clientPsid is required').optional(),
  adminPsid: z.string().optional(),
  /** A specific session of the customer; default: the open (else the latest) one. */
  sessionId: z.string().optional(),
}).refine((body) => body.clientPsid !== undefined || body.sessionId !== undefined, { message: 'clientPsid is required', path: ['clientPsid'] });
/** POST /admin/v1/shownJcrContent {timestamp, adminPsid, sessionId}: the chat's agent has seen the chat room's content. */
export const shownJcrContentBodySchema = z.object({
  timestamp: z.number().optional(),
  adminPsid: z.string().optional(),
  sessionId: z.string().trim().min(1, 'sessionId is required'),
});
export const markOpenedDataSchema = z.object({ sessionId: z.string(), openedAt: z.number().nullable() });
export const joinChatRoomDataSchema = z.object({
  activeChatSessionLogs: z.array(messageSchema),
  userProfileDetails: z.object({ sections: z.array(profileSectionSchema) }),
  sessionId: z.string(),
  selectedTags: z.array(z.string()),
  session_language: z.string(),
});
export type JoinChatRoomData = z.infer<typeof joinChatRoomDataSchema>;

/**
 * GET /admin/v1/getUserProfile?sessionId= (§7 "changed user profile details"): the chat customer's profile as it is
 * now, in the shape of the `updation` event's changedUserProfileDetails (psid and userProfileDetails).
 */
export const getUserProfileQuerySchema = z.object({ sessionId: z.uuid('sessionId must be a chat session id') });
export const changedUserProfileDetailsSchema = z.object({
  psid: z.string(),
  userProfileDetails: z.object({ sections: z.array(profileSectionSchema) }),
});
export const getUserProfileDataSchema = z.object({ changedUserProfileDetails: changedUserProfileDetailsSchema });

/**
 * GET /admin/v1/liveChats?tab=&page=&agentId=: one tab of the live list, paged (20 a page); agentId narrows it to one
 * agent's chats (agent monitoring's selected agent, polled every TIMING.selectedAgentChatsPollMs).
 */
export const liveChatsQuerySchema = z.object({
  tab: z.enum(CHAT_TABS).default('myChats'),
  page: z.coerce.number().int().min(1).default(1),
  agentId: z.uuid('agentId must be an agent id').optional(),
});
export const LIVE_CHATS_PAGE_SIZE = 20;
/** Not in the spec (decisions.md): untagged chats are those resolved in the last 24 h, newest 100. */
export const UNTAGGED_CHATS = { windowMs: 86_400_000, limit: 100 } as const;
export const liveChatsDataSchema = z.object({ items: z.array(liveChatSchema), totalCount: z.number().int().min(0) });

/**
 * GET /admin/v1/agentsForChatTransfer?sessionId=&purpose= : who could take the chat now (the chat
 * counterpart of admin/v2/agentsForTicketTransfer, §7 data.agentList). purpose=invite checks the
 * chats.invite action instead of chats.transfer.
 */
export const CHAT_TRANSFER_PURPOSES = ['transfer', 'invite'] as const;
export type ChatTransferPurpose = (typeof CHAT_TRANSFER_PURPOSES)[number];
export const agentsForChatTransferQuerySchema = z.object({
  sessionId: z.string().trim().min(1, 'sessionId is required'),
  purpose: z.enum(CHAT_TRANSFER_PURPOSES).default('transfer'),
});
export const transferAgentSchema = z.object({
  agentId: z.string(),
  name: z.string(),
  groupIds: z.array(z.string()),
  /** Has a /liveConversations socket. */
  online: z.boolean(),
  /** selectedState is 'accept chats'. */
  accepting: z.boolean(),
  /** Chats held now (offers included), as routing counts them. */
  chats: z.number().int().min(0),
  capacity: z.number().int().min(0),
  /** online && accepting && chats < capacity: routing would hand them a chat. */
  hasRoom: z.boolean(),
});
export type TransferAgent = z.infer<typeof transferAgentSchema>;
export const transferGroupSchema = z.object({
  groupId: z.string(),
  name: z.string(),
  /** Members (group role 'member') who are online with room. */
  agentsOnlineWithRoom: z.number().int().min(0),
  /** Chats waiting in the group's queue. */
  inQueue: z.number().int().min(0),
});
export type TransferGroup = z.infer<typeof transferGroupSchema>;
/** agentList excludes the caller and the chat's agent; online with room first, then least loaded. */
export const agentsForChatTransferDataSchema = z.object({
  agentList: z.array(transferAgentSchema),
  groups: z.array(transferGroupSchema),
});
export type AgentsForChatTransferData = z.infer<typeof agentsForChatTransferDataSchema>;

/** Reply data of the `resync` command: per chat, exactly the messages after the given lastSeq. */
export const resyncDataSchema = z.object({
  chats: z.array(z.object({ sessionId: z.string(), lastSeq: z.number().int(), messages: z.array(messageSchema) })),
});

/** `notification` on /liveConversations: raised hands, escalations, invitations, offers. */
export const notificationSchema = z.object({
  kind: z.enum(['raisedHand', 'escalated', 'invited', 'offered']),
  sessionId: z.string(),
  psid: z.string(),
  text: z.string(),
});

/** `chatState` on /webchat: where the customer's chat is now. */
export const chatStatePayloadSchema = z.object({ sessionId: z.string(), chatState: z.enum(CHAT_STATES) });

/** Ack of `customerMessage` when it is refused (invalid input or a blocked customer). */
export const webchatAckErrorSchema = z.object({ message: z.string(), errorCode: z.union([z.string(), z.number()]).optional() });
