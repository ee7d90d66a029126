/**
 * The single sign-on flow: start (PKCE, state, nonce kept server-side), the callback (ID token checked by
 * openid-client, member found by issuer + subject), then a one-time, short-lived token that /verify-ms-auth
 * exchanges through POST /users/microsoftLogin for a session — the session token never travels in a URL.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LoginData } from '@switchboard/contracts/auth/auth.schemas';
import { SSO_PATHS, SSO_TEXTS, type SsoProvider } from '@switchboard/contracts/auth/sso.schemas';
import { AUTH_ROUTES } from '@switchboard/contracts/routes';
import type { Database } from '@/db/client';
import { businessRule, notFound } from '@/plugins/http-errors';
import { recordAudit } from '@/modules/audit/audit.repository';
import { loginData } from '@/modules/auth/auth.view';
import { SSO_NOT_CONFIGURED } from '@/modules/auth/auth.service';
import type { SessionService } from '@/modules/auth/session.service';
import { SealedSecretError } from '@/lib/secret-box';
import { SsoRefusal, ssoTextOf } from './sso-errors';
import { identityOf, mappedRole, type SignedInIdentity } from './sso-identity';
import type { ResolvedProvider, SsoProviders } from './sso-providers';
import { SEALED_AT } from './sso-secrets';
import { consumeHandoff, insertHandoff, insertSsoSession } from './sso-session.repository';
import {
  findIdentity, insertFlow, insertMember, linkIdentity, markActivated, setRole, takeFlow, touchIdentity, userByEmail, userById,
} from './sso.repository';

/** Long enough for the browser to load /verify-ms-auth, short enough that a leaked URL is useless. */
const HANDOFF_TTL_MS = 60_000;
/** The member has this long at the provider (sign-in, MFA) before the flow's state expires. */
const FLOW_TTL_MS = 10 * 60_000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SsoLoginDeps {
  db: Database;
  providers: SsoProviders;
  sessions: SessionService;
  logger: FastifyBaseLogger;
  /** How long after a sign-in the access check first refreshes the provider's token. */
  accessCheckEveryMs: number;
}

export class SsoLoginService {
  constructor(private readonly deps: SsoLoginDeps) {}

  async providers(): Promise<SsoProvider[]> {
    return (await this.deps.providers.list()).map((provider) => ({
      id: provider.id, label: provider.label, startUrl: `${SSO_PATHS.start}?provider=${encodeURIComponent(provider.id)}`,
    }));
  }

  /** The provider's authorization URL; an unreachable provider sends the member to /verify-ms-auth with the reason. */
  async start(providerId: string): Promise<string> {
    const provider = await this.deps.providers.byId(providerId);
    if (!provider) throw notFound('This single sign-on provider is not configured.');
    try {
      const flow = await this.deps.providers.clients.authorizationUrl(provider, this.deps.providers.redirectUri);
      await insertFlow(this.deps.db, { state: flow.state, providerId, codeVerifier: flow.codeVerifier, nonce: flow.nonce, expiresAt: new Date(Date.now() + FLOW_TTL_MS) });
      return flow.url;
    } catch (error) {
      return this.failed(error);
    }
  }

  /** Where the browser goes after the provider: /verify-ms-auth with a one-time token, or with the error text. */
  async callback(query: Record<string, string>): Promise<string> {
    try {
      const flow = query.state ? await takeFlow(this.deps.db, query.state) : undefined;
      if (!flow) throw new SsoRefusal(SSO_TEXTS.stateMismatch, 'unknown or expired state');
      const provider = await this.deps.providers.byId(flow.providerId);
      if (!provider) throw new SsoRefusal(SSO_TEXTS.stateMismatch, 'provider removed during the flow');
      const callbackUrl = new URL(this.deps.providers.redirectUri);
      for (const [key, value] of Object.entries(query)) callbackUrl.searchParams.set(key, value);
      const { claims, idToken, refreshToken } = await this.deps.providers.clients.exchange(provider, callbackUrl, flow);
      const userId = await this.signIn(provider, identityOf(provider, claims), refreshToken);
      const token = randomBytes(32).toString('base64url');
      const tokenHash = hashOf(token);
      // The session opened with it keeps the provider's session id (a back-channel logout may name only that) and
      // the ID token (the hint of the sign-out at the provider).
      await insertHandoff(this.deps.db, {
        tokenHash, userId, expiresAt: new Date(Date.now() + HANDOFF_TTL_MS), providerId: provider.id, issuer: claims.iss, subject: claims.sub,
        sid: typeof claims.sid === 'string' ? claims.sid : null,
        idToken: idToken ? this.deps.providers.box.seal(idToken, SEALED_AT.handoffIdToken(tokenHash)) : null,
      });
      return `${this.deps.providers.publicUrl}${AUTH_ROUTES.ssoLanding}?token=${encodeURIComponent(token)}`;
    } catch (error) {
      return this.failed(error);
    }
  }

  private failed(error: unknown): string {
    const { text, reason } = ssoTextOf(error);
    this.deps.logger.warn({ reason }, 'single sign-on refused');
    return `${this.deps.providers.publicUrl}${AUTH_ROUTES.ssoLanding}?error=${encodeURIComponent(text)}`;
  }

  /** The member: by issuer + subject; at the first link by verified e-mail; or created when allowed. Role from groups. */
  private async signIn(provider: ResolvedProvider, identity: SignedInIdentity, refreshToken: string | undefined): Promise<string> {
    // The access check refreshes it while the member has a session (sso-access-check.ts); stored sealed, bound to the identity.
    const access = (identityId: string) => ({
      providerId: provider.id, refreshToken: refreshToken ? this.deps.providers.box.seal(refreshToken, SEALED_AT.refreshToken(identityId)) : null,
      refreshDueAt: refreshToken ? new Date(Date.now() + this.deps.accessCheckEveryMs) : null,
    });
    const userId = await this.deps.db.transaction(async (tx) => {
      const linked = await findIdentity(tx, identity.issuer, identity.subject);
      let user = linked ? await userById(tx, linked.userId) : undefined;
      if (linked) await touchIdentity(tx, linked.id, identity.groups, access(linked.id));
      else {
        user = identity.verifiedEmail ? await userByEmail(tx, identity.verifiedEmail) : undefined;
        const role = mappedRole(provider, identity.groups);
        if (!user && provider.justInTime && role && identity.verifiedEmail) {
          user = await insertMember(tx, {
            brandId: provider.brandId, email: identity.verifiedEmail, firstName: identity.firstName || identity.verifiedEmail,
            lastName: identity.lastName, roleId: role, adminPsid: `admin-${randomUUID()}`,
          });
        }
        const id = randomUUID();
        if (user && user.brandId === provider.brandId) await linkIdentity(tx, { id, userId: user.id, ...identity, ...access(id) });
      }
      if (!user || user.brandId !== provider.brandId) throw new SsoRefusal(SSO_TEXTS.notMember, 'no member for this identity');
      if (!user.active) throw new SsoRefusal(SSO_TEXTS.deactivated, 'member deactivated');
      // The provider proved who they are: an invited member needs no activation link.
      await markActivated(tx, user.id);
      const role = mappedRole(provider, identity.groups);
      if (role && role !== user.roleId) {
        await setRole(tx, user.id, role);
        await recordAudit(tx, {
          brandId: user.brandId, actor: { id: user.id, name: 'Single sign-on' }, entity: 'member', entityId: user.id, action: 'ssoRole',
          before: { roleId: user.roleId }, after: { roleId: role, groups: identity.groups },
        });
      }
      return user.id;
    });
    this.deps.sessions.invalidateUser(userId);
    return userId;
  }

  /** POST /users/microsoftLogin: the one-time token for the same data as a password sign-in. */
  async exchange(token: string, meta: { ip: string; userAgent?: string | undefined }): Promise<LoginData> {
    const tokenHash = hashOf(token);
    const handoff = await consumeHandoff(this.deps.db, tokenHash);
    if (!handoff) {
      if ((await this.deps.providers.list()).length === 0) {
        throw businessRule(SSO_NOT_CONFIGURED, { title: 'Single sign-on', content: 'Single sign-on is not configured. Sign in with your e-mail and password.' });
      }
      throw businessRule(SSO_TEXTS.handoffUsed);
    }
    const member = await this.deps.sessions.member(handoff.userId);
    if (!member?.canSignIn) throw businessRule(SSO_TEXTS.deactivated);
    const idToken = handoff.idToken ? this.openHandoffIdToken(handoff.idToken, tokenHash) : undefined;
    const sessionToken = await this.deps.db.transaction(async (tx) => {
      const { token: opened, sessionId } = await this.deps.sessions.open(handoff.userId, meta, tx);
      const { providerId, issuer, subject, sid } = handoff;
      if (providerId && issuer && subject) {
        await insertSsoSession(tx, {
          sessionId, providerId, issuer, subject, sid,
          idToken: idToken ? this.deps.providers.box.seal(idToken, SEALED_AT.sessionIdToken(sessionId)) : null,
        });
      }
      return opened;
    });
    return loginData(sessionToken, member.principal);
  }

  /** Sealed seconds ago by this deployment; an instance with another key signs the member in without the sign-out hint. */
  private openHandoffIdToken(sealed: string, tokenHash: string): string | undefined {
    try {
      return this.deps.providers.box.open(sealed, SEALED_AT.handoffIdToken(tokenHash));
    } catch (error) {
      if (!(error instanceof SealedSecretError)) throw error;
      this.deps.logger.error({ reason: error.message }, 'single sign-on: the ID token of a sign-in cannot be decrypted (instances with different ENCRYPTION_KEY?)');
      return undefined;
    }
  }
}
