/**
 * Mail links: forgot password and (re)activation send a single-use, expiring link; the link then
 * sets a password (and activates the account). Answers about e-mails are always neutral.
 */
import { createHash, randomBytes } from 'node:crypto';
import { AUTH_ROUTES } from '@switchboard/contracts/routes';
import { TEXTS } from '@switchboard/contracts/common/texts';
import type { Database } from '@/db/client';
import type { LinkPurpose } from '@/db/schema/link-tokens';
import type { UserRow } from '@/db/schema/users';
import { businessRule } from '@/plugins/http-errors';
import type { Mailer } from '@/modules/mail/mail.service';
import { activationMail, resetPasswordMail, ssoRequiredMail } from '@/modules/mail/mail.templates';
import type { SsoPolicy } from '@/modules/sso/sso-policy';
import { SSO_TEXTS } from '@switchboard/contracts/auth/sso.schemas';
import { findUserByEmail, updateUser } from './auth.repository';
import type { LoginThrottle } from './login-throttle';
import { consumeLinkToken, findLinkToken, insertLinkToken, supersedeLinkTokens } from './link-token.repository';
import { hashPassword } from './password-hash';
import type { SessionNotifier } from './session-notifier';
import type { SessionService } from './session.service';

export interface PasswordServiceDeps {
  db: Database;
  sessions: SessionService;
  notifier: SessionNotifier;
  mailer: Mailer;
  /** A password set by mail ends the account's sign-in delay. */
  throttle: LoginThrottle;
  ssoPolicy: SsoPolicy;
  publicUrl: string;
  resetLinkTtlMs: number;
  activationLinkTtlMs: number;
}

export const PASSWORD_CHANGED_ELSEWHERE = 'Your password was changed. Please sign in again.';
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export class PasswordService {
  constructor(private readonly deps: PasswordServiceDeps) {}

  /**
   * Sends a reset link when the e-mail belongs to an active member; answers the same either way. A member
   * who must use single sign-on gets a mail saying so instead of a link (the answer still tells nothing).
   */
  async forgot(email: string) {
    const user = await findUserByEmail(this.deps.db, email);
    if (user?.active && (await this.deps.ssoPolicy.passwordBlocked(user))) {
      this.deps.mailer.sendInBackground(user.email, ssoRequiredMail(user.firstName, `${this.deps.publicUrl}${AUTH_ROUTES.login}`));
    } else if (user?.active) await this.sendLink(user, 'reset');
    return { title: TEXTS.verificationLinkSentTitle, message: TEXTS.verificationLinkSent };
  }

  /** Resends the activation link of an account not activated yet; answers the same either way. */
  async resendActivation(email: string) {
    const user = await findUserByEmail(this.deps.db, email);
    if (user?.active && !user.activated) await this.sendLink(user, 'activation');
    return { title: TEXTS.activationLinkSentTitle, message: TEXTS.activationLinkSent };
  }

  /** Also used by member invitations (later): issues a link and mails it after the commit. */
  async sendLink(user: Pick<UserRow, 'id' | 'email' | 'firstName'>, purpose: LinkPurpose) {
    const token = randomBytes(32).toString('base64url');
    const ttl = purpose === 'reset' ? this.deps.resetLinkTtlMs : this.deps.activationLinkTtlMs;
    await this.deps.db.transaction(async (tx) => {
      await supersedeLinkTokens(tx, user.id, purpose);
      await insertLinkToken(tx, { userId: user.id, tokenHash: hashOf(token), purpose, expiresAt: new Date(Date.now() + ttl) });
    });
    const page = purpose === 'reset' ? AUTH_ROUTES.resetPassword : AUTH_ROUTES.activate;
    const link = `${this.deps.publicUrl}${page}?token=${encodeURIComponent(token)}`;
    const mail = purpose === 'reset' ? resetPasswordMail(user.firstName, link, ttl) : activationMail(user.firstName, link, ttl);
    this.deps.mailer.sendInBackground(user.email, mail);
  }

  /** What a link is for, if it can still be used. */
  async checkLink(token: string) {
    const found = await findLinkToken(this.deps.db, hashOf(token));
    if (!found) throw businessRule('This link is invalid. Request a new one.');
    if (found.link.usedAt) throw businessRule('This link has already been used. Request a new one.');
    if (found.link.expiresAt.getTime() <= Date.now()) throw businessRule('This link has expired. Request a new one.');
    if (!found.active) throw businessRule('This account has been deactivated. Contact your administrator.');
    if (found.link.purpose === 'reset' && (await this.deps.ssoPolicy.passwordBlocked({ id: found.link.userId, brandId: found.brandId }))) {
      throw businessRule(SSO_TEXTS.ssoRequired);
    }
    return { email: found.email, purpose: found.link.purpose, activated: found.activated, userId: found.link.userId };
  }

  /** Uses the link once: sets the password, activates the account, ends every open session. */
  async setPasswordWithLink(token: string, password: string) {
    const link = await this.checkLink(token);
    const passwordHash = await hashPassword(password);
    const revoked = await this.deps.db.transaction(async (tx) => {
      if (!(await consumeLinkToken(tx, hashOf(token)))) throw businessRule('This link has already been used. Request a new one.');
      await updateUser(tx, link.userId, { passwordHash, activated: true });
      return this.deps.sessions.revokeAll(link.userId, 'password-changed', { db: tx });
    });
    this.deps.sessions.invalidateUser(link.userId);
    await this.deps.throttle.clearAccount(link.email);
    this.deps.notifier.sessions(revoked, PASSWORD_CHANGED_ELSEWHERE);
    const message = link.purpose === 'activation' ? TEXTS.accountActivated : TEXTS.passwordUpdated;
    return { data: { email: link.email, purpose: link.purpose, activated: true }, message };
  }
}
