/**
 * The /webchat contract (contracts' webchat.events.ts) as the widget uses it. Only types come from
 * contracts: the contract module builds zod schemas at load time, which would put zod (~60 kB) in the
 * bundle. The constants below are checked against the contract's at compile time, so a renamed event
 * or namespace fails `tsc` instead of failing silently in the browser.
 */
import type { z } from 'zod';
import type {
  HANDOVER_POSTBACK as CONTRACT_HANDOVER_POSTBACK, WEBCHAT_EVENTS, WEBCHAT_NAMESPACE, customerMessageAckSchema, customerMessageSchema,
  messageStatusPayloadSchema, messagesSeenSchema, queueStatusPayloadSchema, sessionPayloadSchema, webchatHandshakeSchema,
  webchatTypingSchema,
} from '@switchboard/contracts/live-chat/webchat.events';
import type { DeliveryStatus, MESSAGE_TYPES, Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { WEBCHAT_TICKET_EVENTS, widgetTicketSchema } from '@switchboard/contracts/tickets/tickets.events';
import type { ChatRating, RateChatPayload, StartChatPayload, WidgetConfig } from '@switchboard/contracts/live-chat/widget-forms.schemas';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

export const NAMESPACE = '/webchat';
export type _NamespaceMatches = Assert<Same<typeof NAMESPACE, typeof WEBCHAT_NAMESPACE>>;

export const EVENTS = {
  customerMessage: 'customerMessage',
  customerTyping: 'customerTyping',
  messagesSeen: 'messagesSeen',
  startChat: 'startChat',
  rateChat: 'rateChat',
  widgetConfig: 'widgetConfig',
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
export type _EventsMatch = Assert<Same<typeof EVENTS, typeof WEBCHAT_EVENTS>>;

/** The postback that always reaches a person (the "Talk to a person" button sends it). */
export const HANDOVER_POSTBACK = 'handover';
export type _HandoverMatches = Assert<Same<typeof HANDOVER_POSTBACK, typeof CONTRACT_HANDOVER_POSTBACK>>;

/** Every message type the widget knows how to show ('whisper' is staff-only and never shown). */
export const SHOWN_TYPES = [
  'text', 'systemText', 'text_with_buttons', 'image_with_buttons', 'video', 'timer', 'carousel', 'customMsg',
  'form', 'link', 'quick_response', 'uploadedDocument', 'document',
] as const;
export type _TypesMatch = Assert<Same<(typeof SHOWN_TYPES)[number] | 'whisper', (typeof MESSAGE_TYPES)[number]>>;

export type { DeliveryStatus, Message };
export type MessageContent = Message['content'];
export type Button = NonNullable<MessageContent['buttons']>[number];
export type HandshakeAuth = z.input<typeof webchatHandshakeSchema>;
export type CustomerMessagePayload = z.input<typeof customerMessageSchema>;
export type CustomerMessageAck = z.output<typeof customerMessageAckSchema>;
export type SessionPayload = z.output<typeof sessionPayloadSchema>;
export type TypingPayload = z.output<typeof webchatTypingSchema>;
export type MessageStatusPayload = z.output<typeof messageStatusPayloadSchema>;
export type QueueStatusPayload = z.output<typeof queueStatusPayloadSchema>;
export type MessagesSeenPayload = z.input<typeof messagesSeenSchema>;
export type ChatState = SessionPayload['chatState'];
/** Not in the contract: customerTyping mirrors typingStatus (`{ typing }`). */
export interface CustomerTypingPayload { typing: boolean }

/** Leaving a ticket when no agent is available (contracts' tickets.events WEBCHAT_TICKET_EVENTS). */
export const TICKET_EVENTS = { availability: 'ticketAvailability', create: 'createTicket' } as const;
export type _TicketEventsMatch = Assert<Same<typeof TICKET_EVENTS, typeof WEBCHAT_TICKET_EVENTS>>;
export type WidgetTicketPayload = z.input<typeof widgetTicketSchema>;

/** The pre-chat form and the survey (contracts' widget-forms.schemas). */
export type { ChatRating, RateChatPayload, StartChatPayload, WidgetConfig };
