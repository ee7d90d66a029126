/**
 * In-process cache in front of the database for authentication, so POST /users/token/verify does
 * not pay a JWT check and two queries per call. The database stays the source of truth: every write
 * in this process invalidates what it changed (next request sees it), and entries older than
 * AUTH_CACHE_TTL_MS are reloaded, which bounds staleness caused by other instances.
 */
import type { Principal } from '@/plugins/auth';
import type { TokenClaims } from './token.service';

export interface CachedSession {
  userId: string;
  expiresAt: number;
  revoked: boolean;
}

/** A principal plus whether the member may currently use the console at all. */
export interface CachedPrincipal {
  principal: Principal;
  canSignIn: boolean;
}

const MAX_TOKENS = 20_000;
const MAX_ENTRIES = 20_000;

class TtlMap<K, V> {
  private readonly entries = new Map<K, { value: V; loadedAt: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  get(key: K, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.loadedAt >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, { value, loadedAt: Date.now() });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  deleteWhere(test: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (test(entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

export class AuthCache {
  /** Verified token → its claims (signature checks are the costly part). Never stale: claims are immutable. */
  readonly tokens: TtlMap<string, TokenClaims>;
  readonly sessions: TtlMap<string, CachedSession>;
  readonly principals: TtlMap<string, CachedPrincipal>;

  constructor(ttlMs: number) {
    this.tokens = new TtlMap(ttlMs > 0 ? Number.POSITIVE_INFINITY : 0, MAX_TOKENS);
    this.sessions = new TtlMap(ttlMs, MAX_ENTRIES);
    this.principals = new TtlMap(ttlMs, MAX_ENTRIES);
  }

  invalidateSession(sessionId: string): void {
    this.sessions.delete(sessionId);
  }

  /** After a change to the member (names, role, permissions, selection, sessions). */
  invalidateUser(userId: string): void {
    this.principals.delete(userId);
    this.sessions.deleteWhere((session) => session.userId === userId);
  }

  /** After a change that touches many members (a role's permissions, the brand's filters). */
  invalidateAll(): void {
    this.sessions.clear();
    this.principals.clear();
  }
}
