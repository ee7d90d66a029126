/**
 * OIDC Back-Channel Logout 1.0: the provider POSTs a signed logout_token naming a subject (`sub`), a provider
 * session (`sid`), or both (§2.4). With a sid, the console sessions opened under that provider session end
 * (and with a sub as well, only that member's); with a sub alone, every session of the members linked to it. Their
 * open consoles get forceLogout and are disconnected on every instance (AuthService, the same path as deactivating a
 * member). A token with neither is refused (400, §2.8).
 */
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Database } from '@/db/client';
import { badRequest } from '@/plugins/http-errors';
import type { AuthService } from '@/modules/auth/auth.service';
import type { SsoProviders } from './sso-providers';
import { liveSessionsOfSid, membersOfSubject } from './sso-session.repository';
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

  /** Returns the ids of the members signed out (of one session or all); 400 for a token that does not verify (as the spec asks). */
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
      if (typeof events?.[LOGOUT_EVENT] !== 'object' || 'nonce' in payload) throw badRequest(INVALID, 'logout_token');
      const sid = typeof payload.sid === 'string' && payload.sid !== '' ? payload.sid : undefined;
      if (sid) return this.endProviderSession(metadata.issuer, sid, payload.sub);
      if (!payload.sub) throw badRequest('The logout token names neither a subject (sub) nor a session (sid).', 'logout_token');
      return this.endSubject(metadata.issuer, payload.sub);
    }
    throw badRequest(INVALID, 'logout_token');
  }

  private async endProviderSession(issuer: string, sid: string, subject: string | undefined): Promise<string[]> {
    const live = await liveSessionsOfSid(this.deps.db, issuer, sid, subject);
    await this.deps.auth.endSessions(live.map((session) => session.sessionId), BACKCHANNEL_MESSAGE);
    return [...new Set(live.map((session) => session.userId))];
  }

  /** The linked members (identity keyed by sub, or for Entra by oid with sessions opened under this sub). */
  private async endSubject(issuer: string, subject: string): Promise<string[]> {
    const linked = (await identitiesOf(this.deps.db, issuer, subject)).map((identity) => identity.userId);
    const members = [...new Set([...linked, ...(await membersOfSubject(this.deps.db, issuer, subject))])];
    for (const userId of members) await this.deps.auth.forceLogout(userId, BACKCHANNEL_MESSAGE);
    return members;
  }
}
