/** SQL of roles: paged list with member counts, lookups by id and name, writes. */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client';
import { roles, type RoleType } from '@/db/schema/roles';
import { users } from '@/db/schema/users';

const parents = alias(roles, 'parent_roles');
const memberCount = sql<number>`(select count(*) from ${users} where ${users.roleId} = ${roles.id})::int`;
const columns = { role: roles, parentRoleName: parents.name, memberCount };
export type RoleWithCount = { role: typeof roles.$inferSelect; parentRoleName: string | null; memberCount: number };

const base = (db: Executor) => db.select(columns).from(roles).leftJoin(parents, eq(roles.parentRoleId, parents.id));

export async function pageRoles(db: Executor, filter: { brandId: string; search?: string | undefined; type?: RoleType | undefined }, page: { offset: number; limit: number }) {
  const parts: (SQL | undefined)[] = [eq(roles.brandId, filter.brandId)];
  if (filter.search) {
    const like = `%${filter.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    parts.push(or(ilike(roles.name, like), ilike(roles.description, like)));
  }
  if (filter.type) parts.push(eq(roles.type, filter.type));
  const where = and(...parts);
  // Default roles first, then custom ones; oldest first, then by name.
  const items: RoleWithCount[] = await base(db).where(where).orderBy(desc(roles.type), asc(roles.createdAt), asc(roles.name)).limit(page.limit).offset(page.offset);
  const [total] = await db.select({ value: count() }).from(roles).where(where);
  return { items, totalCount: total?.value ?? 0 };
}

export async function findRole(db: Executor, brandId: string, roleId: string): Promise<RoleWithCount | undefined> {
  const [row] = await base(db).where(and(eq(roles.brandId, brandId), eq(roles.id, roleId)));
  return row;
}

export async function findRoleByName(db: Executor, brandId: string, name: string) {
  const [row] = await db.select().from(roles).where(and(eq(roles.brandId, brandId), sql`lower(${roles.name}) = lower(${name})`));
  return row;
}

export async function insertRole(db: Executor, values: typeof roles.$inferInsert) {
  const [row] = await db.insert(roles).values(values).returning();
  if (!row) throw new Error('The role could not be created');
  return row;
}

export async function updateRole(db: Executor, roleId: string, patch: Partial<Pick<typeof roles.$inferInsert, 'name' | 'description' | 'permissions'>>) {
  await db.update(roles).set({ ...patch, updatedAt: sql`now()` }).where(eq(roles.id, roleId));
}

export async function deleteRole(db: Executor, roleId: string) {
  await db.delete(roles).where(eq(roles.id, roleId));
}

/** Locks the role row so a concurrent assignment cannot slip in between the count and the delete. */
export async function lockRole(db: Executor, roleId: string) {
  await db.execute(sql`select id from ${roles} where ${roles.id} = ${roleId} for update`);
}

/** Every role of the brand (id, name, type): default roles first, then custom ones, oldest first, then by name. */
export async function allRoleNames(db: Executor, brandId: string) {
  return db.select({ _id: roles.id, name: roles.name, type: roles.type }).from(roles).where(eq(roles.brandId, brandId)).orderBy(desc(roles.type), asc(roles.createdAt), asc(roles.name));
}
