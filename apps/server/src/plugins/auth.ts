/**
 * Who is calling: the bearer token is resolved by an Authenticator (implemented by the auth module,
 * injected by app.ts) into the signed-in member and their session.
 */
import type { AllowedBifurcation } from '@switchboard/contracts/auth/bifurcation-scope';
import type { BifurcationFilter, SelectedBifurcation } from '@switchboard/contracts/auth/bifurcation.schemas';
import type { Permissions } from '@switchboard/contracts/permissions';
import type { RoleName } from '@switchboard/contracts/roles';

export interface BrandContext {
  id: string;
  name: string;
  version: string;
  bifurcationFilters: BifurcationFilter[];
  allowedChannels: string[];
  nlpServiceDetails: { language: string; threshold: number };
}

/** The signed-in member with their current (not sign-in time) permissions. */
export interface Principal {
  userId: string;
  adminPsid: string;
  email: string;
  firstName: string;
  lastName: string;
  role: RoleName;
  permissions: Permissions;
  brand: BrandContext;
  /** What the member saved; null = the filters' defaults. */
  selectedBifurcation: SelectedBifurcation | null;
  /** The values the member may select; a missing or empty list allows every value. */
  allowedBifurcation: AllowedBifurcation;
}

/** What an API token may reach: 'botTest' = start test runs and read their results (automated testing's CI tokens). */
export type ApiTokenScope = 'botTest';

export interface AuthContext {
  principal: Principal;
  /** The session (the token's jti); for an API token, the token's id. */
  sessionId: string;
  /**
   * Set when the caller is an API token, not a member: the guard then lets it reach only the routes that name its
   * scope (whatever its principal's permissions say), and the principal stands for the token (its id, its name).
   */
  apiToken?: { id: string; name: string; scope: ApiTokenScope };
}

export interface Authenticator {
  /** Null when the token is malformed, expired, revoked, or its member may no longer sign in. */
  authenticate(token: string): Promise<AuthContext | null>;
  /** The same answer from memory alone when possible; undefined = ask authenticate(). */
  peek?(token: string): AuthContext | null | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, token] = header.trim().split(/\s+/, 2);
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The signed-in caller of a guarded route (the guard has already refused anonymous calls). */
export function callerOf(request: { auth: AuthContext | null }): AuthContext {
  if (!request.auth) throw new Error('callerOf() used on a route without an authenticated guard');
  return request.auth;
}
