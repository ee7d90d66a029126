/**
 * The customer's channel, socket.io namespace /webchat, used by the website widget (apps/widget).
 * Handshake `auth: { psid?, sessionId?, lastSeq?, clientUrl? }`. A known psid: the server answers `session`,
 * then `history` with every message of the open chat after lastSeq, in order. No or an unknown psid: the
 * server answers `visitor` and stores nothing; the first `customerMessage` (or `startChat`) creates the
 * customer and the chat, and `session` with the psid to keep comes before that message's ack.
 */
import { z } from 'zod';
import { chatTextSchema } from '../common/rules';
import { storable } from '../common/safe-text';
import { CHAT_STATES, DELIVERY_STATUSES, messageSchema } from './live-chat.schemas';

export const WEBCHAT_NAMESPACE = '/webchat';

export const webchatHandshakeSchema = z.object({
  psid: z.string().max(64).optional(),
  /** The session lastSeq belongs to; when the open session is another one, all of it is sent. */
  sessionId: z.string().max(64).optional(),
  lastSeq: z.coerce.number().int().min(0).optional(),
  clientUrl: z.string().max(2000).optional(),
  /** The embed's site key (data-site): the chat's bifurcation values come from the brand's widget sites. */
  site: z.string().max(40).optional(),
});

export const WEBCHAT_EVENTS = {
  // customer → server
  customerMessage: 'customerMessage',
  customerTyping: 'customerTyping',
  messagesSeen: 'messagesSeen',
  /** Starts the chat without a message (idempotent); the ack carries the session payload. */
  startChat: 'startChat',
  /** Rates the customer's resolved chat (rateChatSchema); the ack is `{ data: rating }` or a refusal. */
  rateChat: 'rateChat',
  // server → customer
  /** The brand's pre-chat form and survey modes (widgetConfigSchema), first on every connection. */
  widgetConfig: 'widgetConfig',
  /** No chat yet: the connection is ready, the first message starts the chat. */
  visitor: 'visitor',
  session: 'session',
  history: 'history',
  botMessages: 'botMessages',
  agentMessage: 'agentMessage',
  typingStatus: 'typingStatus',
  messageStatus: 'messageStatus',
  queueStatus: 'queueStatus',
  chatState: 'chatState',
} as const;

/**
 * The postback that always reaches a person: the bot's "Talk to an agent" quick reply and the widget's
 * "Talk to a person" button send it (docs/decisions.md "Interrupting a waiting question").
 */
export const HANDOVER_POSTBACK = 'handover' as const;

/** What a refused customer event answers besides its errorCode (RATE_LIMITED: the widget asks to slow down). */
export const WEBCHAT_TEXTS = {
  slowDown: 'You are sending messages too quickly. Please wait a moment, then send again.',
  tooManyChats: 'Too many new chats from your network. Please try again later.',
} as const;

/** A typed message or a tapped button/quick reply (value goes to the bot, label is shown); a lone surrogate is refused (storable). */
export const customerMessageSchema = z.object({
  text: storable(chatTextSchema(2000)),
  clientMessageId: storable(z.string().min(1).max(64)),
  postback: storable(z.string().max(200)).optional(),
});
export type CustomerMessage = z.infer<typeof customerMessageSchema>;
export const customerMessageAckSchema = z.object({ chatlogId: z.string(), seq: z.number().int() });

export const sessionPayloadSchema = z.object({
  psid: z.string(), sessionId: z.string(), chatState: z.enum(CHAT_STATES), lastSeq: z.number().int().min(0),
});
export const historyPayloadSchema = z.object({ messages: z.array(messageSchema) });
export const botMessagesPayloadSchema = z.object({ messages: z.array(messageSchema) });
export const agentMessagePayloadSchema = z.object({ message: messageSchema });
export const webchatTypingSchema = z.object({ typing: z.boolean(), name: z.string().optional() });
/** Every customer message up to upToSeq has reached this status (a watermark, so it is idempotent). */
export const messageStatusPayloadSchema = z.object({ upToSeq: z.number().int().min(0), readStatus: z.enum(DELIVERY_STATUSES) });
export const queueStatusPayloadSchema = z.object({ position: z.number().int().min(1), expectedWaitSeconds: z.number().int().min(0) }).nullable();
export const messagesSeenSchema = z.object({ upToSeq: z.number().int().min(0) });
