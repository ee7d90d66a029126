/**
 * Break-glass admins (issue 29): the members who keep their password while a brand requires single sign-on. Only
 * members who can change the SSO settings qualify (SSO_SETTINGS_FEATURE, with the role's permissions and the member's
 * own overrides): they exist to sign in while the provider is down and turn the requirement off. The rule is checked
 * when the settings are saved, when the picker lists candidates, and at every password sign-in — a break-glass
 * member who has since lost the right signs in through the provider like everyone else.
 */
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { SSO_SETTINGS_FEATURE, type BreakGlassCandidate } from '@switchboard/contracts/auth/sso.schemas';
import { effectivePermissions, type PermissionOverrides, type RolePermissions } from '@switchboard/contracts/member-permissions';
import { isRouteAllowed } from '@switchboard/contracts/permissions';
import type { Executor } from '@/db/client';
import { roles } from '@/db/schema/roles';
import { users } from '@/db/schema/users';

const CANDIDATES_SHOWN = 20;
/** Members read to find the page of candidates (those who cannot manage SSO are skipped). */
const CANDIDATES_SCANNED = 500;

const memberColumns = {
  id: users.id, brandId: users.brandId, firstName: users.firstName, lastName: users.lastName, email: users.email, active: users.active,
  overrides: users.permissionOverrides, ticketsEnabled: users.ticketsEnabled, role: roles.name, rolePermissions: roles.permissions,
};
interface MemberRow {
  id: string; brandId: string; firstName: string; lastName: string; email: string; active: boolean;
  overrides: PermissionOverrides; ticketsEnabled: boolean; role: string; rolePermissions: RolePermissions;
}

/** Active, and allowed the SSO settings' screen by their current permissions. */
export const mayBreakGlass = (member: Pick<MemberRow, 'active' | 'overrides' | 'ticketsEnabled' | 'rolePermissions'>): boolean =>
  member.active && isRouteAllowed(effectivePermissions(member.rolePermissions, member.overrides, member.ticketsEnabled), SSO_SETTINGS_FEATURE);

const candidateOf = (member: MemberRow): BreakGlassCandidate & { eligible: boolean } => ({
  id: member.id, name: `${member.firstName} ${member.lastName}`.trim(), email: member.email, role: member.role, eligible: mayBreakGlass(member),
});

/** The members by id, with their role and whether they qualify now (unknown ids are left out). */
export async function breakGlassMembers(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db.select(memberColumns).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(inArray(users.id, [...ids]));
  return rows.map((row) => ({ ...candidateOf(row), brandId: row.brandId }));
}

/** Whether this member is one of the brand's break-glass admins and still qualifies. */
export async function isBreakGlass(db: Executor, userId: string, breakGlassUserIds: readonly string[]): Promise<boolean> {
  if (!breakGlassUserIds.includes(userId)) return false;
  const [member] = await breakGlassMembers(db, [userId]);
  return !!member?.eligible;
}

/** The brand's members who qualify, by name or e-mail, one page of them. */
export async function breakGlassCandidates(db: Executor, brandId: string, search: string): Promise<BreakGlassCandidate[]> {
  // LIKE wildcards typed by the admin mean themselves.
  const words = search.trim().replace(/[\\%_]/g, (char) => `\\${char}`);
  const pattern = `%${words}%`;
  const rows = await db.select(memberColumns).from(users).innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.brandId, brandId), eq(users.active, true),
      words ? or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.email, pattern)) : undefined))
    .orderBy(users.firstName, users.lastName).limit(CANDIDATES_SCANNED);
  return rows.filter(mayBreakGlass).slice(0, CANDIDATES_SHOWN).map(({ id, firstName, lastName, email, role }) => ({
    id, name: `${firstName} ${lastName}`.trim(), email, role,
  }));
}
