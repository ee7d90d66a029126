/**
 * Proactive chats (§7 admin/v2/startLiveChatSession and POST /admin/v2/blank; issue 23): an agent starts a
 * conversation with a known customer from their profile or chat history. Only website customers whose widget is
 * connected can be reached today (the WhatsApp channel, with its templates outside the 24-hour window, is not built).
 * docs/decisions.md "Proactive chats and blank outbound messages".
 */
import { z } from 'zod';
import type { Channel } from '../common/constants';
import { chatTextSchema } from '../common/rules';
import { CHAT_STATES } from './live-chat.schemas';

export const PROACTIVE_PATHS = {
  startLiveChatSession: '/admin/v2/startLiveChatSession',
  /** A blank outbound message: free text written by the agent, no template (decisions.md). */
  blank: '/admin/v2/blank',
} as const;

export const PROACTIVE_MESSAGE_MAX = 2000;

export const PROACTIVE_TEXTS = {
  unknownCustomer: 'This customer does not exist.',
  blocked: 'This customer is blocked: unblock them before starting a chat.',
  notWebsite: 'Starting a chat is only possible with website customers for now: messaging on WhatsApp and other channels is not built yet.',
  offline: 'This customer is not on the website now. A chat can be started only while their chat widget is open.',
  waiting: 'This customer is already waiting for an agent: take the chat from the In queue or Pending tab.',
  otherAgent: 'Another agent is already chatting with this customer.',
  changedMeanwhile: 'The customer\'s chat changed meanwhile; try again.',
} as const;

/** POST admin/v2/startLiveChatSession {psid}: opens (or returns) the caller's chat with the customer. */
export const startLiveChatBodySchema = z.object({
  psid: z.string({ error: 'psid is required' }).trim().min(1, 'psid is required').max(200),
});
export const startLiveChatDataSchema = z.object({
  sessionId: z.string(),
  psid: z.string(),
  chatState: z.enum(CHAT_STATES),
  /** false: the caller already had this chat open (the call is idempotent). */
  started: z.boolean(),
});
export type StartLiveChatData = z.infer<typeof startLiveChatDataSchema>;

/**
 * POST /admin/v2/blank {psid, text, clientMessageId?}: a blank outbound message — the agent's own text, no template —
 * that starts the chat as startLiveChatSession does and is its first message. A resend with the same clientMessageId
 * stores nothing new.
 */
export const blankMessageBodySchema = z.object({
  psid: z.string({ error: 'psid is required' }).trim().min(1, 'psid is required').max(200),
  text: chatTextSchema(PROACTIVE_MESSAGE_MAX, 'Write the message first'),
  clientMessageId: z.string().trim().min(1).max(100).optional(),
});
export const blankMessageDataSchema = z.object({
  sessionId: z.string(),
  psid: z.string(),
  chatlogId: z.string(),
  seq: z.number().int(),
});
export type BlankMessageData = z.infer<typeof blankMessageDataSchema>;

/**
 * Whether a chat can be started with the customer now, and else why: the same rule on both sides (the console says so
 * before asking; the server refuses with the same text).
 */
export function proactiveRefusal(customer: { channel: Channel | string; online: boolean; blocked: boolean }): string | null {
  if (customer.blocked) return PROACTIVE_TEXTS.blocked;
  if (customer.channel !== 'website') return PROACTIVE_TEXTS.notWebsite;
  if (!customer.online) return PROACTIVE_TEXTS.offline;
  return null;
}
