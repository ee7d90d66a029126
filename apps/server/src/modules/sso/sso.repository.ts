/** SQL for single sign-on: the brand's provider row, identities, flows and one-time handoffs. */
import { and, eq, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import type { Executor } from '@/db/client';
import { brands } from '@/db/schema/brands';
import { roles } from '@/db/schema/roles';
import { ssoFlows, ssoIdentities, ssoProviders, type SsoProviderRow } from '@/db/schema/sso';
import { sessions } from '@/db/schema/sessions';
import { users } from '@/db/schema/users';

export async function findProvider(db: Executor, brandId: string): Promise<SsoProviderRow | undefined> {
  const [row] = await db.select().from(ssoProviders).where(eq(ssoProviders.brandId, brandId));
  return row;
}

export async function enabledProviders(db: Executor): Promise<SsoProviderRow[]> {
  return db.select().from(ssoProviders).where(eq(ssoProviders.enabled, true));
}

export async function saveProvider(tx: Executor, row: typeof ssoProviders.$inferInsert): Promise<void> {
  const { brandId: _brandId, ...changes } = row;
  await tx.insert(ssoProviders).values(row).onConflictDoUpdate({ target: ssoProviders.brandId, set: { ...changes, updatedAt: new Date() } });
}

export async function firstBrandId(db: Executor): Promise<string | undefined> {
  const [row] = await db.select({ id: brands.id }).from(brands).orderBy(brands.createdAt).limit(1);
  return row?.id;
}

export async function insertFlow(db: Executor, flow: typeof ssoFlows.$inferInsert): Promise<void> {
  // Abandoned flows are cleared as new ones start, so the table stays small without a job.
  await db.delete(ssoFlows).where(lt(ssoFlows.expiresAt, new Date()));
  await db.insert(ssoFlows).values(flow);
}

/** Takes the flow (deleted as it is read: a state works once); undefined when unknown or expired. */
export async function takeFlow(db: Executor, state: string) {
  const [row] = await db.delete(ssoFlows).where(eq(ssoFlows.state, state)).returning();
  return row && row.expiresAt.getTime() > Date.now() ? row : undefined;
}

export async function findIdentity(db: Executor, issuer: string, subject: string) {
  const [row] = await db.select().from(ssoIdentities).where(and(eq(ssoIdentities.issuer, issuer), eq(ssoIdentities.subject, subject)));
  return row;
}

export async function identitiesOf(db: Executor, issuer: string, subject: string) {
  return db.select({ userId: ssoIdentities.userId }).from(ssoIdentities).where(and(eq(ssoIdentities.issuer, issuer), eq(ssoIdentities.subject, subject)));
}

/** What a sign-in leaves for the access check: the provider and its refresh token, and when to use it. */
export interface IdentityAccess { providerId: string; refreshToken: string | null; refreshDueAt: Date | null }

export async function linkIdentity(tx: Executor, value: { id: string; userId: string; issuer: string; subject: string; groups: string[] } & IdentityAccess): Promise<void> {
  await tx.insert(ssoIdentities).values({ ...value, lastSignInAt: new Date() });
}

export async function touchIdentity(tx: Executor, id: string, groups: string[], access: IdentityAccess): Promise<void> {
  await tx.update(ssoIdentities).set({ groups, ...access, lastSignInAt: new Date() }).where(eq(ssoIdentities.id, id));
}

/**
 * The identities whose refresh is due by `now` and whose member has a live session, claimed until `next` in one
 * transaction (another instance's check skips the locked rows, then finds them not due).
 */
export async function claimDueAccessChecks(db: Database, now: Date, next: Date, limit: number) {
  return db.transaction(async (tx) => {
    const live = sql`exists (select 1 from ${sessions} where ${sessions.userId} = ${ssoIdentities.userId}
      and ${sessions.revokedAt} is null and ${sessions.expiresAt} > ${now.toISOString()})`;
    const due = await tx.select({ id: ssoIdentities.id, userId: ssoIdentities.userId, providerId: ssoIdentities.providerId, refreshToken: ssoIdentities.refreshToken })
      .from(ssoIdentities).where(and(lte(ssoIdentities.refreshDueAt, now), isNotNull(ssoIdentities.refreshToken), live))
      .orderBy(ssoIdentities.refreshDueAt).limit(limit).for('update', { skipLocked: true });
    if (due.length > 0) await tx.update(ssoIdentities).set({ refreshDueAt: next }).where(inArray(ssoIdentities.id, due.map((row) => row.id)));
    return due;
  });
}

/** The provider rotated the token (both sealed); unless a sign-in meanwhile stored a newer one. */
export async function replaceRefreshToken(db: Executor, id: string, used: string, rotated: string): Promise<void> {
  await db.update(ssoIdentities).set({ refreshToken: rotated }).where(and(eq(ssoIdentities.id, id), eq(ssoIdentities.refreshToken, used)));
}

export async function clearRefreshToken(db: Executor, id: string): Promise<void> {
  await db.update(ssoIdentities).set({ refreshToken: null, refreshDueAt: null }).where(eq(ssoIdentities.id, id));
}

export async function brandRoles(db: Executor, brandId: string) {
  return db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.brandId, brandId));
}

/** The brand's members linked to a provider with the groups seen at their last single sign-on (the mapping's preview). */
export async function linkedMembers(db: Executor, brandId: string) {
  return db.select({
    id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, roleId: users.roleId, roleName: roles.name,
    groups: ssoIdentities.groups,
  }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).innerJoin(ssoIdentities, eq(ssoIdentities.userId, users.id))
    .where(eq(users.brandId, brandId));
}

export async function setRole(tx: Executor, userId: string, roleId: string): Promise<void> {
  await tx.update(users).set({ roleId, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function userByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function userById(db: Executor, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Just-in-time creation: a member the provider vouches for, activated (they proved who they are), no password. */
export async function insertMember(tx: Executor, value: { brandId: string; email: string; firstName: string; lastName: string; roleId: string; adminPsid: string }) {
  const [row] = await tx.insert(users).values({ ...value, active: true, activated: true }).returning();
  if (!row) throw new Error('member not created');
  return row;
}

export async function markActivated(tx: Executor, userId: string): Promise<void> {
  await tx.update(users).set({ activated: true, updatedAt: new Date() }).where(and(eq(users.id, userId), eq(users.activated, false)));
}
