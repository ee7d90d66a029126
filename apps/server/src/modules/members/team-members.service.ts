/**
 * /settings/teammembers: each member's permissions (the role's map with the member's own changes).
 * §6's two refusals: a caller without the privilege (no members.editPermissions, or the member
 * outranks them) and a caller changing their own permissions. Both are 412 with the spec's text,
 * and the detail answer carries the refusal so the screen can say it before anyone edits.
 */
import { TEXTS } from '@switchboard/contracts/common/texts';
import { compactPermissions, effectivePermissions } from '@switchboard/contracts/member-permissions';
import type { Permissions } from '@switchboard/contracts/permissions';
import { isActionAllowed } from '@switchboard/contracts/permissions';
import { MEMBERS_TEXTS, type TeamMemberDetail } from '@switchboard/contracts/members/team.schemas';
import type { Database } from '@/db/client';
import type { AuthContext } from '@/plugins/auth';
import { badRequest, businessRule, notFound } from '@/plugins/http-errors';
import { allowedFilters, allowedProblem, type AllowedBifurcation } from '@switchboard/contracts/auth/bifurcation-scope';
import { effectiveSelection } from '@switchboard/contracts/auth/bifurcation.schemas';
import { recordAudit } from '@/modules/audit/audit.repository';
import type { SessionService } from '@/modules/auth/session.service';
import { findMember, pageMembers, updateMember, type MemberRow } from './members.repository';
import { allowListGivenBy } from './allow-list-grant';
import { actorOf, toTeamMember } from './members.view';
import { checkPermissionShape, overridesFrom } from './permission-shape';
import { baseRoleOf, outranksOrEquals } from './privilege';

export const UNKNOWN_MEMBER = 'Unknown member.';

export class TeamMembersService {
  constructor(private readonly deps: { db: Database; sessions: SessionService }) {}

  async list(auth: AuthContext, query: { page: number; pageSize: number; search?: string | undefined }) {
    const result = await pageMembers(this.deps.db, { brandId: auth.principal.brand.id, search: query.search }, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize });
    return { items: result.items.map(toTeamMember), totalCount: result.totalCount };
  }

  private async member(auth: AuthContext, memberId: string, db: Database = this.deps.db) {
    const row = await findMember(db, auth.principal.brand.id, memberId);
    if (!row) throw notFound(UNKNOWN_MEMBER);
    return row;
  }

  /** Null when the caller may change this member's permissions, else §6's message. */
  refusal(auth: AuthContext, target: MemberRow): string | null {
    if (target.user.id === auth.principal.userId) return TEXTS.cannotChangeOwnPermission;
    const { permissions, role } = auth.principal;
    if (!isActionAllowed(permissions, 'members', 'editPermissions') || !outranksOrEquals(role, baseRoleOf(target))) {
      return TEXTS.noPrivilegeToChangePermission;
    }
    return null;
  }

  private effective = (row: MemberRow): Permissions => effectivePermissions(row.rolePermissions, row.user.permissionOverrides, row.user.ticketsEnabled);

  async get(auth: AuthContext, memberId: string): Promise<TeamMemberDetail> {
    const row = await this.member(auth, memberId);
    return {
      ...toTeamMember(row), rolePermissions: row.rolePermissions, permissions: this.effective(row), refusal: this.refusal(auth, row),
      allowedBifurcation: row.user.allowedBifurcation, bifurcationFilters: auth.principal.brand.bifurcationFilters,
    };
  }

  async updatePermissions(auth: AuthContext, memberId: string, wanted: Permissions) {
    const before = await this.member(auth, memberId);
    const refusal = this.refusal(auth, before);
    if (refusal) throw businessRule(refusal);
    const { ticketsEnabled, ...map } = wanted;
    checkPermissionShape(map);
    const permissionOverrides = overridesFrom(before.rolePermissions, map);
    await this.deps.db.transaction(async (tx) => {
      await updateMember(tx, memberId, { permissionOverrides, ticketsEnabled });
      const after = await this.member(auth, memberId, tx);
      await recordAudit(tx, {
        brandId: auth.principal.brand.id, actor: actorOf(auth.principal), entity: 'memberPermissions', entityId: memberId, action: 'permissions',
        before: { member: before.user.email, ...compactPermissions(this.effective(before)) },
        after: { member: after.user.email, ...compactPermissions(this.effective(after)) },
      });
    });
    // Counts on the member's next request, without a new sign-in.
    this.deps.sessions.invalidateUser(memberId);
    return { data: await this.get(auth, memberId), message: MEMBERS_TEXTS.permissionsUpdated };
  }

  /**
   * The bifurcation values the member may select (issue 21, point 10), with §6's refusals, never more than the
   * caller's own (allowListGivenBy). Their saved selection is moved into the new allow-list in the same transaction, so it always names allowed values.
   */
  async updateAllowedBifurcation(auth: AuthContext, memberId: string, wanted: AllowedBifurcation) {
    const before = await this.member(auth, memberId);
    const refusal = this.refusal(auth, before);
    if (refusal) throw businessRule(refusal);
    const filters = auth.principal.brand.bifurcationFilters;
    const problem = allowedProblem(filters, wanted);
    if (problem) throw badRequest(problem.message, `allowedBifurcation.${problem.key}`);
    // Within the caller's own allow-list; empty lists ("every value") stored as absent, one shape for one meaning.
    const allowedBifurcation = allowListGivenBy(auth.principal, wanted);
    const selectedBifurcation = effectiveSelection(allowedFilters(filters, allowedBifurcation), before.user.selectedBifurcation);
    await this.deps.db.transaction(async (tx) => {
      await updateMember(tx, memberId, { allowedBifurcation, selectedBifurcation });
      await recordAudit(tx, {
        brandId: auth.principal.brand.id, actor: actorOf(auth.principal), entity: 'memberPermissions', entityId: memberId, action: 'bifurcation',
        before: { member: before.user.email, allowedBifurcation: before.user.allowedBifurcation },
        after: { member: before.user.email, allowedBifurcation },
      });
    });
    this.deps.sessions.invalidateUser(memberId);
    return { data: await this.get(auth, memberId), message: MEMBERS_TEXTS.allowedValuesUpdated };
  }
}
