/** Members with their role and brand (Drizzle SQL). */
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client';
import { brands } from '@/db/schema/brands';
import { roles } from '@/db/schema/roles';
import { users } from '@/db/schema/users';

const parentRoles = alias(roles, 'parent_roles');

/** A member joined with their role (and its parent, for custom roles) and brand. */
export async function findMemberWithRole(db: Executor, userId: string) {
  const [row] = await db
    .select({ user: users, role: roles, parentRole: { name: parentRoles.name, type: parentRoles.type }, brand: brands })
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .innerJoin(brands, eq(users.brandId, brands.id))
    .leftJoin(parentRoles, eq(roles.parentRoleId, parentRoles.id))
    .where(eq(users.id, userId));
  return row;
}
export type MemberWithRole = NonNullable<Awaited<ReturnType<typeof findMemberWithRole>>>;

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

export async function findUserById(db: Executor, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function updateUser(
  db: Executor,
  userId: string,
  patch: Partial<Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'passwordHash' | 'activated' | 'selectedBifurcation'>>,
) {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return row;
}

export async function findBrandByName(db: Executor, name: string) {
  const [row] = await db.select().from(brands).where(eq(brands.name, name));
  return row;
}

/** The installation's brand (the first created). */
export async function findFirstBrand(db: Executor) {
  const [row] = await db.select().from(brands).orderBy(asc(brands.createdAt)).limit(1);
  return row;
}
