/**
 * /members/agents: list, invite (activation mail), edit, deactivate (signed out everywhere) and
 * reactivate, availability. Every change is audited in its own transaction; caches are invalidated
 * after the commit so the member's next request sees it.
 */
import { randomUUID } from 'node:crypto';
import { TEXTS } from '@switchboard/contracts/common/texts';
import type { AgentState } from '@switchboard/contracts/live-chat/live-chat.schemas';
import {
  MEMBERS_TEXTS, type AgentsQuery, type InviteAgentRequest, type UpdateAgentRequest,
} from '@switchboard/contracts/members/team.schemas';
import type { Database } from '@/db/client';
import type { AuthContext } from '@/plugins/auth';
import { badRequest, businessRule, conflict, notFound } from '@/plugins/http-errors';
import { recordAudit } from '@/modules/audit/audit.repository';
import type { PasswordService } from '@/modules/auth/password.service';
import type { SessionNotifier } from '@/modules/auth/session-notifier';
import type { SessionService } from '@/modules/auth/session.service';
import type { RoutingService } from '@/modules/live-chat/routing.service';
import { allowListGivenBy } from './allow-list-grant';
import { emailsInUse, findMember, insertMembers, pageMembers, updateMember, type MemberRow } from './members.repository';
import { actorOf, memberSnapshot, toAgent } from './members.view';
import { baseRoleOf, isRoleName, outranksOrEquals } from './privilege';
import { findRoleByName } from './roles.repository';

export interface AgentsServiceDeps {
  db: Database;
  sessions: SessionService;
  notifier: SessionNotifier;
  passwords: PasswordService;
  routing: RoutingService;
}

export const UNKNOWN_AGENT = 'Unknown agent.';

export class AgentsService {
  constructor(private readonly deps: AgentsServiceDeps) {}

  async list(auth: AuthContext, query: AgentsQuery) {
    const { page, pageSize } = query;
    const result = await pageMembers(
      this.deps.db,
      { brandId: auth.principal.brand.id, search: query.search, roleName: query.role, status: query.status, availability: query.availability },
      { offset: (page - 1) * pageSize, limit: pageSize },
    );
    return { items: result.items.map(toAgent), totalCount: result.totalCount };
  }

  async get(auth: AuthContext, agentId: string) {
    return toAgent(await this.member(auth, agentId));
  }

  /** The member of the caller's brand, or 404. */
  async member(auth: AuthContext, userId: string): Promise<MemberRow> {
    const row = await findMember(this.deps.db, auth.principal.brand.id, userId);
    if (!row) throw notFound(UNKNOWN_AGENT);
    return row;
  }

  /** A role of the caller's brand by name that the caller may hand out (oriAdmin only by an oriAdmin). */
  async assignableRole(auth: AuthContext, name: string, db: Database = this.deps.db) {
    const role = await findRoleByName(db, auth.principal.brand.id, name);
    if (!role) throw badRequest(MEMBERS_TEXTS.unknownRole, 'role');
    const base = role.type === 'default' && isRoleName(role.name) ? role.name : undefined;
    if (base && !outranksOrEquals(auth.principal.role, base)) throw businessRule(TEXTS.noPrivilegeToChangePermission);
    return role;
  }

  /** Creates the member (not activated, with the inviter's allow-list restrictions) and mails an activation link to set a password. */
  async invite(auth: AuthContext, body: InviteAgentRequest) {
    const email = body.email.trim().toLowerCase();
    const created = await this.deps.db.transaction(async (tx) => {
      if ((await emailsInUse(tx, [email])).size > 0) throw conflict(MEMBERS_TEXTS.emailTaken, 'email');
      const role = await this.assignableRole(auth, body.role, tx);
      const [user] = await insertMembers(tx, [{
        brandId: auth.principal.brand.id, email, firstName: body.firstName, lastName: body.lastName, passwordHash: null,
        roleId: role.id, ticketsEnabled: body.ticketsEnabled ?? false, active: true, activated: false, adminPsid: `admin-${randomUUID()}`,
        allowedBifurcation: allowListGivenBy(auth.principal),
      }]);
      if (!user) throw new Error('The member could not be created');
      const row = await findMember(tx, auth.principal.brand.id, user.id);
      if (!row) throw new Error('The member could not be read back');
      await recordAudit(tx, { brandId: auth.principal.brand.id, actor: actorOf(auth.principal), entity: 'member', entityId: user.id, action: 'invite', after: memberSnapshot(row) });
      return row;
    });
    await this.deps.passwords.sendLink(created.user, 'activation');
    return { data: toAgent(created), message: MEMBERS_TEXTS.invited(created.user.email) };
  }

  /** Refuses changes to oneself and to members who outrank the caller (§6 messages). */
  private checkManage(auth: AuthContext, target: MemberRow, self: string) {
    if (target.user.id === auth.principal.userId) throw businessRule(self);
    if (!outranksOrEquals(auth.principal.role, baseRoleOf(target))) throw businessRule(TEXTS.noPrivilegeToChangePermission);
  }

  async update(auth: AuthContext, agentId: string, body: UpdateAgentRequest) {
    const before = await this.member(auth, agentId);
    const roleChanges = body.role !== undefined && body.role !== before.roleName;
    if (roleChanges) this.checkManage(auth, before, TEXTS.cannotChangeOwnPermission);
    else if (before.user.id !== auth.principal.userId && !outranksOrEquals(auth.principal.role, baseRoleOf(before))) {
      throw businessRule(TEXTS.noPrivilegeToChangePermission);
    }
    const after = await this.deps.db.transaction(async (tx) => {
      const role = roleChanges && body.role ? await this.assignableRole(auth, body.role, tx) : undefined;
      await updateMember(tx, agentId, {
        ...(body.firstName !== undefined ? { firstName: body.firstName } : {}),
        ...(body.lastName !== undefined ? { lastName: body.lastName } : {}),
        ...(body.ticketsEnabled !== undefined ? { ticketsEnabled: body.ticketsEnabled } : {}),
        ...(role ? { roleId: role.id } : {}),
      });
      const row = await findMember(tx, auth.principal.brand.id, agentId);
      if (!row) throw notFound(UNKNOWN_AGENT);
      const snapshot = { ...memberSnapshot(row), ...(body.capacity !== undefined ? { capacity: body.capacity } : {}) };
      await recordAudit(tx, { brandId: auth.principal.brand.id, actor: actorOf(auth.principal), entity: 'member', entityId: agentId, action: roleChanges ? 'role' : 'update', before: memberSnapshot(before), after: snapshot });
      return row;
    });
    this.deps.sessions.invalidateUser(agentId);
    if (body.capacity !== undefined) await this.deps.routing.setCapacity(agentId, body.capacity);
    return { data: toAgent({ ...after, capacity: body.capacity ?? after.capacity }), message: MEMBERS_TEXTS.agentUpdated };
  }

  /** Switches the member off: every session revoked, every open console told (forceLogout) and closed. */
  async deactivate(auth: AuthContext, agentId: string) {
    const before = await this.member(auth, agentId);
    this.checkManage(auth, before, MEMBERS_TEXTS.cannotDeactivateSelf);
    await this.deps.db.transaction(async (tx) => {
      await updateMember(tx, agentId, { active: false });
      await this.deps.sessions.revokeAll(agentId, 'forced', { db: tx });
      await recordAudit(tx, { brandId: auth.principal.brand.id, actor: actorOf(auth.principal), entity: 'member', entityId: agentId, action: 'deactivate', before: memberSnapshot(before), after: { ...memberSnapshot(before), status: 'inactive' } });
    });
    this.deps.sessions.invalidateUser(agentId);
    this.deps.notifier.member(agentId, MEMBERS_TEXTS.deactivatedLogout);
    // Their customers must not wait on someone who can no longer answer.
    await this.deps.routing.releaseMember(agentId);
    return { data: toAgent(await this.member(auth, agentId)), message: MEMBERS_TEXTS.deactivated };
  }

  async reactivate(auth: AuthContext, agentId: string) {
    const before = await this.member(auth, agentId);
    this.checkManage(auth, before, MEMBERS_TEXTS.cannotDeactivateSelf);
    await this.deps.db.transaction(async (tx) => {
      await updateMember(tx, agentId, { active: true });
      await recordAudit(tx, { brandId: auth.principal.brand.id, actor: actorOf(auth.principal), entity: 'member', entityId: agentId, action: 'reactivate', before: memberSnapshot(before), after: { ...memberSnapshot(before), status: 'active' } });
    });
    this.deps.sessions.invalidateUser(agentId);
    return { data: toAgent(await this.member(auth, agentId)), message: MEMBERS_TEXTS.reactivated };
  }

  /** 'accept chats' / "don't accept chats" through live chat's own state change (the agent's console hears getAgentState). */
  async setAvailability(auth: AuthContext, agentId: string, selectedState: AgentState) {
    await this.member(auth, agentId);
    await this.deps.routing.changeAgentState(agentId, selectedState);
    return { data: toAgent(await this.member(auth, agentId)) };
  }
}
