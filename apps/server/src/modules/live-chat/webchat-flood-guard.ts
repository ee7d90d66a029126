/**
 * The public channel's last line against a client that ignores its refusals (CustomerRateLimit): a
 * refused message costs no storage and no bot turn, but parsing and acking thousands a second still
 * takes the event loop from the staff API. So a socket that keeps sending after being refused is
 * disconnected, and new /webchat connections are limited per address, so reconnecting is no way round it.
 * In memory, per process, like the other limits (token buckets; full ones are pruned).
 */
import { ERROR_CODES } from '@switchboard/contracts/common/errors';
import { TokenBuckets } from './token-buckets';

/**
 * RATE_LIMITED refusals one socket may have: a burst of 100, then 100 a minute. A real widget cannot
 * reach it: after a refusal it shows "slow down" with Retry and sends nothing by itself, so every further
 * refusal is a person typing or tapping Retry (at most one or two a second, below the refill); the only
 * burst it makes is resending its outbox after a reconnect, and 100 refusals at once would need more than
 * 100 unacknowledged messages beyond the customer's own budget (30) in that outbox. A script ignoring the
 * refusals at thousands a second reaches it within tens of milliseconds.
 */
export const REFUSALS_PER_SOCKET = { capacity: 100, periodMs: 60_000 };

/**
 * New /webchat connections per address a minute, averaged over ten minutes: a burst of ten times that
 * (300), then one every 2 s. A widget connects once per page view and reconnects after a drop (socket.io
 * backs off up to 10 s; after a refused handshake the widget waits 5 s, doubling to a minute), so an office
 * behind one NAT, or everyone's widget reconnecting after a server restart, stays inside; a flooding script
 * that is disconnected gets a fresh socket every 2 s once the burst is spent.
 */
export const DEFAULT_ADDRESS_CONNECTIONS_PER_MINUTE = 30;

const CONNECTIONS_BURST_MINUTES = 10;

export interface ConnectionRefusal { message: string; errorCode: typeof ERROR_CODES.rateLimited; retryAfterSeconds: number }

export class WebchatFloodGuard {
  private readonly refusals = new TokenBuckets(REFUSALS_PER_SOCKET);
  private readonly connections: TokenBuckets;

  constructor(connectionsPerMinute = DEFAULT_ADDRESS_CONNECTIONS_PER_MINUTE, private readonly clock: () => number = () => Date.now()) {
    this.connections = new TokenBuckets({ capacity: connectionsPerMinute * CONNECTIONS_BURST_MINUTES, periodMs: CONNECTIONS_BURST_MINUTES * 60_000 });
  }

  /** A new connection from `address`: null when it may connect. */
  connection(address: string): ConnectionRefusal | null {
    const now = this.clock();
    if (this.connections.take(address, now)) return null;
    return { message: 'Too many connections; please wait a moment.', errorCode: ERROR_CODES.rateLimited, retryAfterSeconds: this.connections.waitSeconds(address, now) };
  }

  /** A RATE_LIMITED refusal on socket `socketId`: true when it has had too many and is to be disconnected. */
  refused(socketId: string): boolean {
    return !this.refusals.take(socketId, this.clock());
  }
}
