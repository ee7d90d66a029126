/**
 * Who may manage whom (§6 leaves it open; docs/decisions.md "Team administration"): an oriAdmin
 * member is managed only by an oriAdmin, an Admin only by an Admin or oriAdmin; nobody changes
 * their own role or permissions. A custom role ranks as the default role it derives from.
 */
import { ROLES, type RoleName } from '@switchboard/contracts/roles';

const RANK: Partial<Record<RoleName, number>> = { oriAdmin: 3, Admin: 2 };

export const isRoleName = (name: string | null | undefined): name is RoleName => ROLES.includes(name as RoleName);

/** The default role a role derives from (itself for a default role). */
export function baseRoleOf(role: { roleType: 'default' | 'custom'; roleName: string; parentRoleName: string | null }): RoleName {
  if (role.roleType === 'default' && isRoleName(role.roleName)) return role.roleName;
  return isRoleName(role.parentRoleName) ? role.parentRoleName : 'Agent';
}

export const rankOf = (role: RoleName): number => RANK[role] ?? 1;

/** The caller's base role ranks at least as high as the target's. */
export const outranksOrEquals = (caller: RoleName, target: RoleName): boolean => rankOf(caller) >= rankOf(target);
