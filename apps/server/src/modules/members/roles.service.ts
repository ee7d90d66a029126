/**
 * /members/roles: default roles are read-only; custom roles start from a parent role's permissions
 * and can be renamed, described and given their own permission tree. A role in use cannot be
 * deleted (412) until its members move. A permission change counts on every member's next request.
 */
import { TEXTS } from '@switchboard/contracts/common/texts';
import { MEMBERS_TEXTS, type CreateRoleRequest, type UpdateRoleRequest } from '@switchboard/contracts/members/team.schemas';
import type { RoleType } from '@/db/schema/roles';
import type { Database } from '@/db/client';
import type { AuthContext } from '@/plugins/auth';
import { badRequest, businessRule, conflict, notFound } from '@/plugins/http-errors';
import { recordAudit } from '@/modules/audit/audit.repository';
import type { SessionService } from '@/modules/auth/session.service';
import { membersOfRole } from './members.repository';
import { actorOf, statusOf, toRole } from './members.view';
import { checkPermissionShape } from './permission-shape';
import { isRoleName, outranksOrEquals } from './privilege';
import { allRoleNames, deleteRole, findRole, findRoleByName, insertRole, lockRole, pageRoles, updateRole, type RoleWithCount } from './roles.repository';

export const UNKNOWN_ROLE = 'Unknown role.';
const roleSnapshot = (row: RoleWithCount['role']) => ({ name: row.name, description: row.description, parentRoleId: row.parentRoleId, permissions: row.permissions });

export class RolesService {
  constructor(private readonly deps: { db: Database; sessions: SessionService }) {}

  async list(auth: AuthContext, query: { page: number; pageSize: number; search?: string | undefined; type?: RoleType | undefined }) {
    const result = await pageRoles(this.deps.db, { brandId: auth.principal.brand.id, search: query.search, type: query.type }, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize });
    return { items: result.items.map(toRole), totalCount: result.totalCount };
  }

  /** The role picker (§6): every role but oriAdmin, which is never picked. */
  async pickable(auth: AuthContext) {
    const rows = await allRoleNames(this.deps.db, auth.principal.brand.id);
    return rows.filter((row) => !(row.type === 'default' && row.name === 'oriAdmin'));
  }

  private async role(auth: AuthContext, roleId: string, db: Database = this.deps.db) {
    const row = await findRole(db, auth.principal.brand.id, roleId);
    if (!row) throw notFound(UNKNOWN_ROLE);
    return row;
  }

  /** The role with its member list: the team members whose role is this role (§3). */
  async get(auth: AuthContext, roleId: string) {
    const row = await this.role(auth, roleId);
    const members = await membersOfRole(this.deps.db, roleId);
    return { ...toRole(row), members: members.map(({ active, ...member }) => ({ ...member, status: statusOf(active) })) };
  }

  private async checkNameFree(db: Database, brandId: string, name: string, except?: string) {
    const existing = await findRoleByName(db, brandId, name);
    if (existing && existing.id !== except) throw conflict(MEMBERS_TEXTS.roleNameTaken, 'name');
  }

  async create(auth: AuthContext, body: CreateRoleRequest) {
    const brandId = auth.principal.brand.id;
    const created = await this.deps.db.transaction(async (tx) => {
      const parent = await findRole(tx, brandId, body.parentRoleId);
      if (!parent) throw badRequest(MEMBERS_TEXTS.unknownParentRole, 'parentRoleId');
      // A custom role derived from oriAdmin/Admin would hand out their rank: only as high as the caller.
      const parentBase = isRoleName(parent.role.name) && parent.role.type === 'default' ? parent.role.name : 'Agent';
      if (!outranksOrEquals(auth.principal.role, parentBase)) throw businessRule(TEXTS.noPrivilegeToChangePermission);
      await this.checkNameFree(tx, brandId, body.name);
      const permissions = body.permissions ?? parent.role.permissions;
      checkPermissionShape(permissions);
      // A custom role's parent is a default role: deriving from a custom role takes that role's parent.
      const parentRoleId = parent.role.type === 'default' ? parent.role.id : (parent.role.parentRoleId ?? parent.role.id);
      const role = await insertRole(tx, { brandId, name: body.name, description: body.description ?? '', type: 'custom', parentRoleId, permissions });
      await recordAudit(tx, { brandId, actor: actorOf(auth.principal), entity: 'role', entityId: role.id, action: 'create', after: roleSnapshot(role) });
      return role;
    });
    return { data: await this.get(auth, created.id), message: MEMBERS_TEXTS.roleCreated };
  }

  async update(auth: AuthContext, roleId: string, body: UpdateRoleRequest) {
    const brandId = auth.principal.brand.id;
    await this.deps.db.transaction(async (tx) => {
      const before = await this.role(auth, roleId, tx);
      if (before.role.type === 'default') throw businessRule(MEMBERS_TEXTS.defaultRoleReadOnly);
      if (body.name !== undefined) await this.checkNameFree(tx, brandId, body.name, roleId);
      if (body.permissions) checkPermissionShape(body.permissions);
      await updateRole(tx, roleId, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.permissions ? { permissions: body.permissions } : {}),
      });
      const after = await this.role(auth, roleId, tx);
      await recordAudit(tx, { brandId, actor: actorOf(auth.principal), entity: 'role', entityId: roleId, action: 'update', before: roleSnapshot(before.role), after: roleSnapshot(after.role) });
    });
    // Every member of the role gets the new map on their next request.
    this.deps.sessions.invalidateAll();
    return { data: await this.get(auth, roleId), message: MEMBERS_TEXTS.roleUpdated };
  }

  async remove(auth: AuthContext, roleId: string) {
    const brandId = auth.principal.brand.id;
    await this.deps.db.transaction(async (tx) => {
      const before = await this.role(auth, roleId, tx);
      if (before.role.type === 'default') throw businessRule(MEMBERS_TEXTS.defaultRoleReadOnly);
      await lockRole(tx, roleId);
      const members = await membersOfRole(tx, roleId);
      if (members.length > 0) throw businessRule(MEMBERS_TEXTS.roleInUse(members.length));
      await deleteRole(tx, roleId);
      await recordAudit(tx, { brandId, actor: actorOf(auth.principal), entity: 'role', entityId: roleId, action: 'delete', before: roleSnapshot(before.role) });
    });
    return { data: { _id: roleId }, message: MEMBERS_TEXTS.roleDeleted };
  }
}
