/** The member's own profile (names, password) and bifurcation selection. */
import { TEXTS } from '@switchboard/contracts/common/texts';
import type { SelectedBifurcation } from '@switchboard/contracts/auth/bifurcation.schemas';
import type { UpdateProfileRequest } from '@switchboard/contracts/auth/auth.schemas';
import { effectiveSelection } from '@switchboard/contracts/auth/bifurcation.schemas';
import type { Database } from '@/db/client';
import type { AuthContext } from '@/plugins/auth';
import { memberFilters, validSelection } from '@/plugins/bifurcation';
import { badRequest, forbidden, notFound } from '@/plugins/http-errors';
import { findUserById, updateUser } from './auth.repository';
import { userList } from './auth.view';
import { checkPassword, hashPassword } from './password-hash';
import { PASSWORD_CHANGED_ELSEWHERE } from './password.service';
import type { SessionNotifier } from './session-notifier';
import type { SessionService } from './session.service';

export const NOT_YOUR_SELECTION = 'You can only change your own bifurcation selection.';
export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';

export interface ProfileServiceDeps {
  db: Database;
  sessions: SessionService;
  notifier: SessionNotifier;
}

export class ProfileService {
  constructor(private readonly deps: ProfileServiceDeps) {}

  /** Names, and a new password when the current one is given; other sessions end on a password change. */
  async update(auth: AuthContext, body: UpdateProfileRequest) {
    const { userId } = auth.principal;
    const user = await findUserById(this.deps.db, userId);
    if (!user) throw notFound('Your account no longer exists.');
    let passwordHash: string | undefined;
    if (body.newPassword) {
      if (!(await checkPassword(user.passwordHash, body.currentPassword ?? ''))) throw badRequest(WRONG_CURRENT_PASSWORD, 'currentPassword');
      passwordHash = await hashPassword(body.newPassword);
    }
    const revoked = await this.deps.db.transaction(async (tx) => {
      await updateUser(tx, userId, {
        ...(body.firstName !== undefined ? { firstName: body.firstName } : {}),
        ...(body.lastName !== undefined ? { lastName: body.lastName } : {}),
        ...(passwordHash ? { passwordHash } : {}),
      });
      return passwordHash ? this.deps.sessions.revokeAll(userId, 'password-changed', { keep: auth.sessionId, db: tx }) : [];
    });
    this.deps.sessions.invalidateUser(userId);
    this.deps.notifier.sessions(revoked, PASSWORD_CHANGED_ELSEWHERE);
    const member = await this.deps.sessions.member(userId);
    if (!member) throw notFound('Your account no longer exists.');
    return { data: { user: userList(member.principal) }, message: TEXTS.profileUpdated };
  }

  /** Saves the caller's own selection after checking it against the brand's filters. */
  async updateFilterSelection(auth: AuthContext, adminPsid: string, selected: SelectedBifurcation) {
    const { principal } = auth;
    if (adminPsid !== principal.adminPsid) throw forbidden(NOT_YOUR_SELECTION);
    const filters = memberFilters(principal);
    const selectedBifurcation = effectiveSelection(filters, validSelection(filters, selected));
    await this.deps.db.transaction(async (tx) => {
      await updateUser(tx, principal.userId, { selectedBifurcation });
    });
    this.deps.sessions.invalidateUser(principal.userId);
    return { data: { adminPsid, selectedBifurcation }, message: TEXTS.bifurcationSaved };
  }
}
