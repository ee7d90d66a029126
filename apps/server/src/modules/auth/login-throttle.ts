/**
 * Sign-in throttling (docs/decisions.md, "Sign-in throttling"): every attempt is reserved before
 * the password is checked, per account and per address. An account gets a few free failures, then
 * each further attempt waits a doubling delay up to the window (never a hard lock); an address gets
 * a fixed number of failures per window across all accounts. A successful sign-in clears the
 * account and gives the address its attempt back; a password reset by mail clears the account.
 */
import type { Database } from '@/db/client';
import { clearKey, pruneIdle, releaseOne, reserveAccount, reserveAddress, type AccountRule, type AddressRule } from './login-throttle.repository';
import { RetryLater, waitText } from './retry-later';

export interface LoginThrottleSettings {
  maxPerAccount: number;
  maxPerAddress: number;
  windowMs: number;
}

/** The first delay once an account used its free failures; it doubles with each further failure. */
export const FIRST_DELAY_MS = 1_000;
/** An account's failures are forgotten after a day without any (or the window, if longer). */
const MEMORY_MS = 24 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;

export const throttledAccount = (ms: number) => `Too many sign-in attempts. Try again in ${waitText(ms)}, or reset your password.`;
export const throttledAddress = (ms: number) => `Too many sign-in attempts from your network. Try again in ${waitText(ms)}.`;

/** What a reserved attempt holds, to settle it once the password was checked. */
export interface LoginTicket {
  accountKey: string;
  addressKey: string;
}

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;

export class LoginThrottle {
  private readonly account: AccountRule;
  private readonly address: AddressRule;
  private prunedAt = 0;

  constructor(
    private readonly db: Database,
    settings: LoginThrottleSettings,
    private readonly clock: () => number = () => Date.now(),
  ) {
    this.account = { free: settings.maxPerAccount, baseMs: FIRST_DELAY_MS, capMs: settings.windowMs, memoryMs: Math.max(MEMORY_MS, settings.windowMs) };
    this.address = { max: settings.maxPerAddress, windowMs: settings.windowMs };
  }

  /** Counts the attempt before it is evaluated; throws 429 (with when to retry) when it may not be. */
  async reserve(email: string, address: string): Promise<LoginTicket> {
    const now = new Date(this.clock());
    await this.prune(now);
    const ticket = { accountKey: accountKey(email), addressKey: `address:${address}` };
    const byAddress = await reserveAddress(this.db, ticket.addressKey, now, this.address);
    if (byAddress) throw this.refusal(throttledAddress, byAddress.retryAt, now);
    const byAccount = await reserveAccount(this.db, ticket.accountKey, now, this.account);
    if (byAccount) {
      // Not evaluated, so not one of the address's failures.
      await releaseOne(this.db, ticket.addressKey);
      throw this.refusal(throttledAccount, byAccount.retryAt, now);
    }
    return ticket;
  }

  /** The password was right: the account starts afresh, the address gets its attempt back. */
  async succeeded(ticket: LoginTicket): Promise<void> {
    await clearKey(this.db, ticket.accountKey);
    await releaseOne(this.db, ticket.addressKey);
  }

  /** A password set through a mail link ends the account's delay. */
  async clearAccount(email: string): Promise<void> {
    await clearKey(this.db, accountKey(email));
  }

  private refusal(text: (ms: number) => string, retryAt: Date, now: Date) {
    const ms = Math.max(1_000, retryAt.getTime() - now.getTime());
    return new RetryLater(429, text(ms), ms);
  }

  private async prune(now: Date) {
    if (now.getTime() - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now.getTime();
    await pruneIdle(this.db, new Date(now.getTime() - this.account.memoryMs), now);
  }
}
