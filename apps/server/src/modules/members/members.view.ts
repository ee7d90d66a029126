/** Answer shapes of the admin screens, built from repository rows. */
import type { Agent, MemberStatus, Role, TeamMember } from '@switchboard/contracts/members/team.schemas';
import type { Principal } from '@/plugins/auth';
import type { MemberRow } from './members.repository';
import type { RoleWithCount } from './roles.repository';

export const statusOf = (active: boolean): MemberStatus => (active ? 'active' : 'inactive');

export const toAgent = (row: MemberRow): Agent => ({
  _id: row.user.id,
  agentId: row.user.adminPsid,
  email: row.user.email,
  firstName: row.user.firstName,
  lastName: row.user.lastName,
  role: row.roleName,
  roleId: row.user.roleId,
  ticketsEnabled: row.user.ticketsEnabled,
  status: statusOf(row.user.active),
  activated: row.user.activated,
  availability: row.availability,
  capacity: row.capacity,
  online: row.online,
});

export const toTeamMember = (row: MemberRow): TeamMember => ({
  _id: row.user.id,
  email: row.user.email,
  firstName: row.user.firstName,
  lastName: row.user.lastName,
  role: row.roleName,
  status: statusOf(row.user.active),
  customised: Object.values(row.user.permissionOverrides).some((part) => part && Object.keys(part).length > 0),
});

export const toRole = ({ role, parentRoleName, memberCount }: RoleWithCount): Role => ({
  _id: role.id,
  name: role.name,
  description: role.description,
  type: role.type,
  parentRoleId: role.parentRoleId,
  parentRoleName,
  permissions: role.permissions,
  memberCount,
});

/** What the audit log keeps of a member (no secrets). */
export const memberSnapshot = (row: MemberRow) => ({
  name: `${row.user.firstName} ${row.user.lastName}`,
  email: row.user.email,
  role: row.roleName,
  ticketsEnabled: row.user.ticketsEnabled,
  status: statusOf(row.user.active),
  capacity: row.capacity,
});

export const actorOf = (p: Principal) => ({ id: p.userId, name: `${p.firstName} ${p.lastName}` });
