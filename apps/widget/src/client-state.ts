/** What the widget's view reads from the chat client: its state, its options and the customer-facing texts. */
import type { ChatState, Message, WidgetConfig } from './events';
import type { SocketFactory } from './socket';
import type { StateStore } from './storage';

export type Connection = 'connecting' | 'online' | 'reconnecting' | 'offline';
export interface QueueInfo { position: number; expectedWaitSeconds: number }
/** none → offered (queued with no agent online and accepting) → sent (the thank-you text). */
export type TicketOffer = { kind: 'none' } | { kind: 'offered' } | { kind: 'sent'; message: string };
export interface ClientState {
  connection: Connection;
  chatState: ChatState | null;
  queue: QueueInfo | null;
  typing: { name?: string } | null;
  ticket: TicketOffer;
  /** The brand's pre-chat form and survey modes and the "Talk to a person" button (`widgetConfig`); null until the server told them. */
  config: WidgetConfig | null;
}
export interface Change { added: readonly Message[] }

export interface ChatClientOptions {
  /** `${server}/webchat` */
  url: string;
  store: StateStore;
  socketFactory?: SocketFactory;
  newId?: () => string;
  clientUrl?: () => string;
  ackTimeoutMs?: number;
  /** The embed's data-site (see config.ts). */
  site?: string | undefined;
}

export const MAX_TEXT = 2000;
export const TEXTS = {
  empty: 'Type a message first',
  tooLong: `At most ${MAX_TEXT} characters`,
  timeout: 'Not sent yet. It will be retried when the connection is back.',
  refused: 'The message could not be sent.',
  /** The server's RATE_LIMITED refusal (contracts' WEBCHAT_TEXTS.slowDown, when it sends no text). */
  slowDown: 'You are sending messages too quickly. Please wait a moment, then send again.',
  /** The way-out button's label, and the customer's message it sends. */
  talkToPerson: 'Talk to a person',
};
