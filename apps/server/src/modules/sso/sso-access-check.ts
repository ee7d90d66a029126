/**
 * A member disabled at the provider loses the console at the next token refresh (issue 29). Each single sign-on
 * keeps the provider's refresh token; while the member has a live session the server refreshes it every
 * `everyMs` (10 minutes). A refusal (`invalid_grant`: the account is disabled or deleted, its tokens revoked,
 * the password reset) ends every session of the member and disconnects their consoles on every instance, the
 * back-channel logout's path. An unreachable provider or any other error ends nothing: an outage must not sign
 * everyone out. Due checks are claimed in one transaction (SKIP LOCKED), so two instances never send the same
 * refresh token (a provider that rotates tokens would take the second for a replay and revoke the member).
 */
import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import type { Database } from '@/db/client';
import type { AuthService } from '@/modules/auth/auth.service';
import { SealedSecretError } from '@/lib/secret-box';
import { BACKCHANNEL_MESSAGE } from './backchannel-logout';
import type { SsoProviders } from './sso-providers';
import { SEALED_AT } from './sso-secrets';
import { claimDueAccessChecks, clearRefreshToken, replaceRefreshToken } from './sso.repository';

export const ACCESS_CHECK_EVERY_MS = 10 * 60_000;
const SWEEP_MS = 60_000;
const BATCH = 50;

export interface SsoAccessCheckDeps {
  db: Database;
  providers: SsoProviders;
  auth: AuthService;
  logger: FastifyBaseLogger;
  everyMs?: number | undefined;
}

/** The provider says the grant is gone (RFC 6749 §5.2); anything else may be passing. */
const refused = (error: unknown) => error instanceof client.ResponseBodyError && error.error === 'invalid_grant';

export class SsoAccessCheck {
  readonly everyMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<string[]> | undefined;

  constructor(private readonly deps: SsoAccessCheckDeps) {
    this.everyMs = deps.everyMs ?? ACCESS_CHECK_EVERY_MS;
  }

  start(): void {
    this.timer = setInterval(() => void this.run().catch((err: unknown) => this.deps.logger.warn({ err }, 'single sign-on access check failed')), SWEEP_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Refreshes the checks due by `now`; answers the members whose sessions it ended. */
  run(now = Date.now()): Promise<string[]> {
    this.running ??= this.sweep(now).finally(() => { this.running = undefined; });
    return this.running;
  }

  private async sweep(now: number): Promise<string[]> {
    const ended: string[] = [];
    for (;;) {
      const due = await claimDueAccessChecks(this.deps.db, new Date(now), new Date(now + this.everyMs), BATCH);
      for (const check of due) if (await this.check(check)) ended.push(check.userId);
      if (due.length < BATCH) return ended;
    }
  }

  private async check(identity: { id: string; userId: string; providerId: string | null; refreshToken: string | null }): Promise<boolean> {
    const box = this.deps.providers.box;
    const sealedAt = SEALED_AT.refreshToken(identity.id);
    let used: string;
    try {
      used = identity.refreshToken ? box.open(identity.refreshToken, sealedAt) : '';
    } catch (error) {
      if (!(error instanceof SealedSecretError)) throw error;
      // Fail closed: without the token nobody can tell whether the provider still knows the member.
      this.deps.logger.error({ userId: identity.userId, reason: error.message },
        'single sign-on refresh token cannot be decrypted (ENCRYPTION_KEY changed?): the member is signed out and signs in again through the provider');
      return this.signOut(identity);
    }
    const provider = identity.providerId ? await this.deps.providers.byId(identity.providerId) : undefined;
    if (!provider || !identity.refreshToken) {
      // The provider was turned off or removed: nothing to ask any more (sign-in through it has stopped too).
      await clearRefreshToken(this.deps.db, identity.id);
      return false;
    }
    try {
      const rotated = await this.deps.providers.clients.refresh(provider, used);
      if (rotated && rotated !== used) await replaceRefreshToken(this.deps.db, identity.id, identity.refreshToken, box.seal(rotated, sealedAt));
      return false;
    } catch (error) {
      if (!refused(error)) {
        this.deps.logger.warn({ err: error, userId: identity.userId }, 'single sign-on refresh failed; the member stays signed in');
        return false;
      }
      return this.signOut(identity);
    }
  }

  private async signOut(identity: { id: string; userId: string }): Promise<true> {
    await clearRefreshToken(this.deps.db, identity.id);
    await this.deps.auth.forceLogout(identity.userId, BACKCHANNEL_MESSAGE);
    return true;
  }
}
