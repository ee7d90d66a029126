/**
 * The public channel's limits (issue 20): messages per customer and per address, and new chats per
 * address, so one visitor (or one script reconnecting as new visitors) cannot flood the bot, the
 * database or the agents' consoles. A refused message is not stored and gets no bot turn; its ack
 * says RATE_LIMITED with a text the widget shows. Per process (sticky sessions keep a customer on one
 * instance; an address spread over N instances gets at most N times the budget).
 */
import { ERROR_CODES } from '@switchboard/contracts/common/errors';
import { WEBCHAT_TEXTS } from '@switchboard/contracts/live-chat/webchat.events';
import { TokenBuckets } from './token-buckets';

export interface WebchatLimits {
  messagesPerMinute: number;
  addressMessagesPerMinute: number;
  addressNewChatsPerHour: number;
  /** Open widget tickets per address (applied by the tickets area). */
  addressOpenTickets: number;
  /** New /webchat connections per address (applied by the flood guard; its default when absent). */
  addressConnectionsPerMinute?: number;
}

export const DEFAULT_WEBCHAT_LIMITS: WebchatLimits = { messagesPerMinute: 30, addressMessagesPerMinute: 120, addressNewChatsPerHour: 60, addressOpenTickets: 5 };

export interface Refusal { message: string; errorCode: typeof ERROR_CODES.rateLimited; retryAfterSeconds: number }

const MINUTE = 60_000;
/** Typing and seen receipts per socket: each costs a database read or write, and a person sends a few a second at most. */
const EVENTS_RULE = { capacity: 20, periodMs: 10_000 };

export class CustomerRateLimit {
  private readonly perCustomer: TokenBuckets;
  private readonly perAddress: TokenBuckets;
  private readonly newChats: TokenBuckets;
  private readonly events = new TokenBuckets(EVENTS_RULE);

  constructor(readonly limits: WebchatLimits = DEFAULT_WEBCHAT_LIMITS, private readonly clock: () => number = () => Date.now()) {
    this.perCustomer = new TokenBuckets({ capacity: limits.messagesPerMinute, periodMs: MINUTE });
    this.perAddress = new TokenBuckets({ capacity: limits.addressMessagesPerMinute, periodMs: MINUTE });
    this.newChats = new TokenBuckets({ capacity: limits.addressNewChatsPerHour, periodMs: 60 * MINUTE });
  }

  /** A message from `customer` (psid, or the socket of a visitor) at `address`: null when it may pass. */
  message(customer: string, address: string): Refusal | null {
    const now = this.clock();
    // Both buckets must have a token before either is spent: a refusal costs the other nothing.
    if (!this.perCustomer.has(customer, now)) return refusal(WEBCHAT_TEXTS.slowDown, this.perCustomer.waitSeconds(customer, now));
    if (!this.perAddress.has(address, now)) return refusal(WEBCHAT_TEXTS.slowDown, this.perAddress.waitSeconds(address, now));
    this.perCustomer.take(customer, now);
    this.perAddress.take(address, now);
    return null;
  }

  /** A typing or seen event from socket `socketId`: null when it may pass (typing beyond it is dropped). */
  event(socketId: string): Refusal | null {
    const now = this.clock();
    return this.events.take(socketId, now) ? null : refusal(WEBCHAT_TEXTS.slowDown, this.events.waitSeconds(socketId, now));
  }

  /** A new customer with a new chat from `address`: null when it may be created. */
  newChat(address: string): Refusal | null {
    const now = this.clock();
    return this.newChats.take(address, now) ? null : refusal(WEBCHAT_TEXTS.tooManyChats, this.newChats.waitSeconds(address, now));
  }
}

const refusal = (message: string, retryAfterSeconds: number): Refusal => ({ message, errorCode: ERROR_CODES.rateLimited, retryAfterSeconds });
