/** Sign-in, sign-out, token check and forced logout. */
import type { LoginData } from '@switchboard/contracts/auth/auth.schemas';
import { TEXTS } from '@switchboard/contracts/common/texts';
import type { Database } from '@/db/client';
import type { AuthContext, Principal } from '@/plugins/auth';
import { businessRule, unauthorized } from '@/plugins/http-errors';
import { SSO_TEXTS } from '@switchboard/contracts/auth/sso.schemas';
import type { SsoPolicy } from '@/modules/sso/sso-policy';
import { findUserByEmail, updateUser } from './auth.repository';
import { loginData, userList } from './auth.view';
import type { LoginThrottle } from './login-throttle';
import { checkPassword, hashPassword, usesSeveralLanes } from './password-hash';
import type { SessionNotifier } from './session-notifier';
import type { SessionService } from './session.service';

export const INVALID_CREDENTIALS = 'Invalid e-mail or password.';
export const NOT_ACTIVATED =
  'Your account is not activated yet. Open the activation link sent to your e-mail, or ask for a new one.';
export const DEACTIVATED = 'Your account has been deactivated. Contact your administrator.';
export const SSO_NOT_CONFIGURED = 'Single sign-on is not configured';

export interface AuthServiceDeps {
  db: Database;
  sessions: SessionService;
  notifier: SessionNotifier;
  throttle: LoginThrottle;
  ssoPolicy: SsoPolicy;
  /** RP-initiated logout: the provider's end-session URL for a session opened through it. */
  endSessionUrl?: (sessionId: string) => Promise<string | undefined>;
}

export class AuthService {
  /** token/verify answers, serialized once per principal (a principal is replaced when it changes). */
  private readonly verifyBodies = new WeakMap<Principal, string>();

  constructor(private readonly deps: AuthServiceDeps) {}

  /**
   * 401 for a wrong e-mail or password (the same answer for both); 412 when the account may not sign
   * in; 429 (RetryLater) when the attempt may not be evaluated yet. The attempt is counted before the
   * password is checked, so parallel guesses cannot all slip under the limit.
   */
  async login(email: string, password: string, meta: { ip: string; userAgent?: string | undefined }): Promise<LoginData> {
    const ticket = await this.deps.throttle.reserve(email, meta.ip);
    const user = await findUserByEmail(this.deps.db, email);
    if (!(await checkPassword(user?.passwordHash, password)) || !user) throw unauthorized(INVALID_CREDENTIALS);
    await this.deps.throttle.succeeded(ticket);
    if (!user.active) throw businessRule(DEACTIVATED);
    if (!user.activated) throw businessRule(NOT_ACTIVATED);
    // After the password check, so the answer tells nothing about an e-mail to someone without its password.
    if (await this.deps.ssoPolicy.passwordBlocked(user)) throw businessRule(SSO_TEXTS.ssoRequired);
    const member = await this.deps.sessions.member(user.id);
    if (!member) throw unauthorized(INVALID_CREDENTIALS);
    if (user.passwordHash && usesSeveralLanes(user.passwordHash)) await updateUser(this.deps.db, user.id, { passwordHash: await hashPassword(password) });
    const { token } = await this.deps.sessions.open(user.id, meta);
    return loginData(token, member.principal);
  }

  async logout(auth: AuthContext) {
    await this.deps.sessions.revoke(auth.sessionId, 'logout');
    this.deps.notifier.signedOut(auth.sessionId);
    // A provider that cannot be reached must not keep the member from signing out here.
    const endSessionUrl = await this.deps.endSessionUrl?.(auth.sessionId).catch(() => undefined);
    return { data: endSessionUrl ? { endSessionUrl } : {}, message: TEXTS.loggedOut };
  }

  verify(auth: AuthContext) {
    return { data: { user: userList(auth.principal) } };
  }

  /** The same answer as verify(), as JSON text: the hot path of every console start and reload. */
  verifyJson(auth: AuthContext): string {
    let body = this.verifyBodies.get(auth.principal);
    if (!body) {
      body = JSON.stringify(this.verify(auth));
      this.verifyBodies.set(auth.principal, body);
    }
    return body;
  }

  /**
   * Ends every session of a member (e.g. when they are deactivated): revoked server-side, and
   * `forceLogout` with the message reaches each open console, whose sockets are then closed.
   */
  async forceLogout(userId: string, message: string): Promise<string[]> {
    const revoked = await this.deps.sessions.revokeAll(userId, 'forced');
    this.deps.notifier.member(userId, message);
    return revoked;
  }

  /** Ends these sessions only (e.g. the provider's logout of one of its sessions): revoked, told, sockets closed. */
  async endSessions(sessionIds: readonly string[], message: string): Promise<string[]> {
    const revoked: string[] = [];
    for (const sessionId of sessionIds) if (await this.deps.sessions.revoke(sessionId, 'forced')) revoked.push(sessionId);
    this.deps.notifier.sessions(revoked, message);
    return revoked;
  }
}
