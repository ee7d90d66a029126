/** Shapes of §7's answers, built from a principal: the user info, the login data, the user list. */
import type { LoginData, UserInfo } from '@switchboard/contracts/auth/auth.schemas';
import { compactPermissions, effectivePermissions } from '@switchboard/contracts/member-permissions';
import { ROLES, type RoleName } from '@switchboard/contracts/roles';
import type { Principal } from '@/plugins/auth';
import { memberFilters, memberSelection } from '@/plugins/bifurcation';
import type { MemberWithRole } from './auth.repository';

const isRoleName = (name: string | null | undefined): name is RoleName => ROLES.includes(name as RoleName);

/** A default role is itself; a custom role reports the default role it derives from. */
function baseRole({ role, parentRole }: MemberWithRole): RoleName {
  if (role.type === 'default' && isRoleName(role.name)) return role.name;
  if (isRoleName(parentRole?.name)) return parentRole.name;
  return 'Agent';
}

export function toPrincipal(row: MemberWithRole): Principal {
  const { user, role, brand } = row;
  return {
    userId: user.id,
    adminPsid: user.adminPsid,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: baseRole(row),
    permissions: compactPermissions(effectivePermissions(role.permissions, user.permissionOverrides, user.ticketsEnabled)),
    brand: {
      id: brand.id,
      name: brand.name,
      version: brand.version,
      bifurcationFilters: brand.bifurcationFilters,
      allowedChannels: brand.allowedChannels,
      nlpServiceDetails: brand.nlpServiceDetails,
    },
    selectedBifurcation: user.selectedBifurcation,
    allowedBifurcation: user.allowedBifurcation,
  };
}

export const userInfo = (p: Principal): UserInfo => ({
  email: p.email,
  firstName: p.firstName,
  lastName: p.lastName,
  role: p.role,
  permissions: p.permissions,
});

/** data.user of token/verify and the profile update: a list of one. */
export const userList = (p: Principal) => [{ ...userInfo(p), _id: p.userId, adminId: p.adminPsid }];

export const currentSelection = memberSelection;

export function loginData(token: string, p: Principal): LoginData {
  return {
    token,
    adminId: p.adminPsid,
    _id: p.userId,
    user: userInfo(p),
    nlpServiceDetails: p.brand.nlpServiceDetails,
    allowedChannelsDetails: p.brand.allowedChannels,
    brandInfo: { name: p.brand.name },
    selectedBifurcation: currentSelection(p),
    bifurcationFilters: memberFilters(p),
  };
}
