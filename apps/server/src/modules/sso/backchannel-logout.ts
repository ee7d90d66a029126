/**
 * OIDC Back-Channel Logout 1.0: the provider POSTs a signed logout_token; each member linked to its subject
 * loses every session at once, and their open consoles get forceLogout and are disconnected on every
 * instance (AuthService.forceLogout, the same path as deactivating a member).
 */
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Database } from '@/db/client';
import { badRequest } from '@/plugins/http-errors';
import type { AuthService } from '@/modules/auth/auth.service';
import type { SsoProviders } from './sso-providers';
import { identitiesOf } from './sso.repository';

const LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
export const BACKCHANNEL_MESSAGE = 'You were signed out by your organisation. Sign in again to continue.';
const INVALID = 'The logout token could not be verified.';

export class BackchannelLogout {
  private readonly keySets = new Map<string, JWTVerifyGetKey>();

  constructor(private readonly deps: { db: Database; providers: SsoProviders; auth: AuthService }) {}

  private keys(jwksUri: string): JWTVerifyGetKey {
    let keys = this.keySets.get(jwksUri);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 5_000 });
      this.keySets.set(jwksUri, keys);
    }
    return keys;
  }

  /** Returns the ids of the members signed out; 400 for a token that does not verify (as the spec asks). */
  async handle(logoutToken: string): Promise<string[]> {
    let issuer: string | undefined;
    try {
      issuer = decodeJwt(logoutToken).iss;
    } catch {
      throw badRequest(INVALID, 'logout_token');
    }
    for (const provider of await this.deps.providers.list()) {
      const metadata = (await this.deps.providers.clients.configuration(provider).catch(() => undefined))?.serverMetadata();
      if (!metadata?.jwks_uri || metadata.issuer !== issuer) continue;
      const { payload } = await jwtVerify(logoutToken, this.keys(metadata.jwks_uri), {
        issuer: metadata.issuer, audience: provider.clientId, maxTokenAge: '5 minutes', requiredClaims: ['iat', 'jti', 'events'],
      }).catch(() => ({ payload: undefined }));
      if (!payload) continue;
      const events = payload.events as Record<string, unknown> | undefined;
      // A logout token is never an ID token: it has the logout event and no nonce (spec §2.6).
      if (typeof events?.[LOGOUT_EVENT] !== 'object' || 'nonce' in payload || !payload.sub) throw badRequest(INVALID, 'logout_token');
      const members = await identitiesOf(this.deps.db, metadata.issuer, payload.sub);
      for (const { userId } of members) await this.deps.auth.forceLogout(userId, BACKCHANNEL_MESSAGE);
      return members.map((member) => member.userId);
    }
    throw badRequest(INVALID, 'logout_token');
  }
}
