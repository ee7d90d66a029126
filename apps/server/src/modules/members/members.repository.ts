/** SQL of team members as the admin screens see them: members with their role and presence. */
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AllowedBifurcation } from '@switchboard/contracts/auth/bifurcation-scope';
import type { SelectedBifurcation } from '@switchboard/contracts/auth/bifurcation.schemas';
import { AGENT_STATES, type AgentState } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { MemberStatus } from '@switchboard/contracts/members/team.schemas';
import type { PermissionOverrides } from '@switchboard/contracts/member-permissions';
import type { Executor } from '@/db/client';
import { agentPresence } from '@/db/schema/agent-presence';
import { roles } from '@/db/schema/roles';
import { users } from '@/db/schema/users';

export interface MemberFilter {
  brandId: string;
  search?: string | undefined;
  roleName?: string | undefined;
  status?: MemberStatus | undefined;
  availability?: AgentState | undefined;
}

/** Default presence when an agent never had a row (routing creates it on first use). */
export const DEFAULT_CAPACITY = 3;

const parentRoles = alias(roles, 'parent_roles');

const memberColumns = {
  user: users,
  roleName: roles.name,
  roleType: roles.type,
  rolePermissions: roles.permissions,
  parentRoleName: parentRoles.name,
  availability: sql<AgentState>`coalesce(${agentPresence.selectedState}, ${AGENT_STATES[0]})`,
  capacity: sql<number>`coalesce(${agentPresence.capacity}, ${DEFAULT_CAPACITY})::int`,
  online: sql<boolean>`coalesce(${agentPresence.online}, false)`,
};
export type MemberRow = { user: typeof users.$inferSelect; roleName: string; roleType: 'default' | 'custom'; rolePermissions: typeof roles.$inferSelect['permissions']; parentRoleName: string | null; availability: AgentState; capacity: number; online: boolean };

function whereOf(filter: MemberFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(users.brandId, filter.brandId)];
  if (filter.search) {
    const like = `%${filter.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    parts.push(or(ilike(users.email, like), ilike(users.firstName, like), ilike(users.lastName, like),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like)));
  }
  if (filter.roleName) parts.push(eq(roles.name, filter.roleName));
  if (filter.status) parts.push(eq(users.active, filter.status === 'active'));
  if (filter.availability) parts.push(sql`coalesce(${agentPresence.selectedState}, ${AGENT_STATES[0]}) = ${filter.availability}`);
  return and(...parts);
}

const base = (db: Executor) =>
  db
    .select(memberColumns)
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .leftJoin(parentRoles, eq(roles.parentRoleId, parentRoles.id))
    .leftJoin(agentPresence, eq(agentPresence.userId, users.id));

export async function pageMembers(db: Executor, filter: MemberFilter, page: { offset: number; limit: number }) {
  const where = whereOf(filter);
  const items: MemberRow[] = await base(db).where(where).orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)).limit(page.limit).offset(page.offset);
  const [total] = await db
    .select({ value: count() })
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .leftJoin(agentPresence, eq(agentPresence.userId, users.id))
    .where(where);
  return { items, totalCount: total?.value ?? 0 };
}

/** One member of the brand, or undefined (another brand's member is unknown here). */
export async function findMember(db: Executor, brandId: string, userId: string): Promise<MemberRow | undefined> {
  const [row] = await base(db).where(and(eq(users.brandId, brandId), eq(users.id, userId)));
  return row;
}

export async function emailsInUse(db: Executor, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.select({ email: users.email }).from(users).where(sql`${users.email} in ${emails}`);
  return new Set(rows.map((row) => row.email));
}

export async function insertMembers(db: Executor, values: (typeof users.$inferInsert)[]) {
  return db.insert(users).values(values).returning();
}

export async function updateMember(
  db: Executor,
  userId: string,
  patch: Partial<{
    firstName: string; lastName: string; roleId: string; ticketsEnabled: boolean; active: boolean; permissionOverrides: PermissionOverrides;
    allowedBifurcation: AllowedBifurcation; selectedBifurcation: SelectedBifurcation;
  }>,
) {
  await db.update(users).set({ ...patch, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/** Members of one role (a role's member list, §3), oldest first. */
export async function membersOfRole(db: Executor, roleId: string) {
  return db
    .select({ _id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, active: users.active })
    .from(users)
    .where(eq(users.roleId, roleId))
    .orderBy(asc(users.firstName), asc(users.lastName));
}
