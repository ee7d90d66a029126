/**
 * Sessions: issue a token per sign-in, resolve a token to the member (the Authenticator used by the
 * HTTP guard and the sockets), revoke. Members' permissions are read from their role now, not
 * copied at sign-in. Reads go through AuthCache; every write here invalidates it, here and (through `peers`) on
 * every other instance.
 */
import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '@/db/client';
import type { SessionEndReason } from '@/db/schema/sessions';
import type { AuthContext, Authenticator } from '@/plugins/auth';
import type { ClusterBus } from '@/realtime/cluster-bus';
import { findMemberWithRole } from './auth.repository';
import { toPrincipal } from './auth.view';
import type { AuthCache, CachedPrincipal, CachedSession } from './auth-cache';
import { findSession, insertSession, revokeSession, revokeUserSessions } from './session.repository';
import type { TokenService } from './token.service';

export interface SessionServiceDeps {
  db: Database;
  tokens: TokenService;
  cache: AuthCache;
  sessionTtlMs: number;
  /** The other instances, told of each invalidation (their caches would otherwise follow only after the TTL). */
  peers?: ClusterBus;
}

export class SessionService implements Authenticator {
  constructor(private readonly deps: SessionServiceDeps) {}

  /** Opens a session for a member who just proved who they are (`db`: a transaction that writes more with it). */
  async open(userId: string, meta: { ip?: string; userAgent?: string | undefined }, db: Executor = this.deps.db) {
    const sessionId = randomUUID();
    const expiresAt = Date.now() + this.deps.sessionTtlMs;
    await insertSession(db, { id: sessionId, userId, expiresAt: new Date(expiresAt), ip: meta.ip ?? null, userAgent: meta.userAgent?.slice(0, 500) ?? null });
    const token = await this.deps.tokens.sign({ userId, sessionId, expiresAt });
    return { token, sessionId };
  }

  peek(token: string): AuthContext | null | undefined {
    const { cache } = this.deps;
    const claims = cache.tokens.get(token);
    if (!claims) return undefined;
    const now = Date.now();
    if (claims.expiresAt <= now) return null;
    const session = cache.sessions.get(claims.sessionId, now);
    if (!session) return undefined;
    if (session.revoked || session.expiresAt <= now || session.userId !== claims.userId) return null;
    const member = cache.principals.get(claims.userId, now);
    if (!member) return undefined;
    return member.canSignIn ? { principal: member.principal, sessionId: claims.sessionId } : null;
  }

  async authenticate(token: string): Promise<AuthContext | null> {
    const { cache, tokens } = this.deps;
    let claims = cache.tokens.get(token);
    if (!claims) {
      const verified = await tokens.verify(token);
      if (!verified) return null;
      claims = verified;
      cache.tokens.set(token, claims);
    }
    const now = Date.now();
    if (claims.expiresAt <= now) return null;
    const session = await this.session(claims.sessionId);
    if (!session || session.revoked || session.expiresAt <= now || session.userId !== claims.userId) return null;
    const member = await this.member(claims.userId);
    if (!member?.canSignIn) return null;
    return { principal: member.principal, sessionId: claims.sessionId };
  }

  /** The member with their current permissions (cached), or undefined when they no longer exist. */
  async member(userId: string): Promise<CachedPrincipal | undefined> {
    const cached = this.deps.cache.principals.get(userId);
    if (cached) return cached;
    const row = await findMemberWithRole(this.deps.db, userId);
    if (!row) return undefined;
    const loaded = { principal: toPrincipal(row), canSignIn: row.user.active && row.user.activated };
    this.deps.cache.principals.set(userId, loaded);
    return loaded;
  }

  private async session(sessionId: string): Promise<CachedSession | undefined> {
    const cached = this.deps.cache.sessions.get(sessionId);
    if (cached) return cached;
    const row = await findSession(this.deps.db, sessionId);
    if (!row) return undefined;
    const loaded = { userId: row.userId, expiresAt: row.expiresAt.getTime(), revoked: row.revokedAt !== null };
    this.deps.cache.sessions.set(sessionId, loaded);
    return loaded;
  }

  async revoke(sessionId: string, reason: SessionEndReason, db: Database = this.deps.db): Promise<boolean> {
    const revoked = await revokeSession(db, sessionId, reason);
    this.deps.cache.invalidateSession(sessionId);
    this.deps.peers?.publish({ kind: 'auth.session', sessionId });
    return revoked;
  }

  /** Revokes the member's sessions (all, or all but `keep`); returns the revoked session ids. */
  async revokeAll(userId: string, reason: SessionEndReason, options: { keep?: string; db?: Database } = {}): Promise<string[]> {
    const ids = await revokeUserSessions(options.db ?? this.deps.db, userId, reason, options.keep);
    this.invalidateUser(userId);
    return ids;
  }

  /** Call after any committed change to the member. */
  invalidateUser(userId: string): void {
    this.deps.cache.invalidateUser(userId);
    this.deps.peers?.publish({ kind: 'auth.user', userId });
  }

  invalidateAll(): void {
    this.deps.cache.invalidateAll();
    this.deps.peers?.publish({ kind: 'auth.all' });
  }
}
