/** Single-use mail links: only sha256 hashes of the tokens are stored. */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { linkTokens, type LinkPurpose } from '@/db/schema/link-tokens';
import { users } from '@/db/schema/users';

export async function insertLinkToken(db: Executor, values: typeof linkTokens.$inferInsert) {
  await db.insert(linkTokens).values(values);
}

/** A new link replaces the member's earlier unused links of the same purpose. */
export async function supersedeLinkTokens(db: Executor, userId: string, purpose: LinkPurpose) {
  await db
    .update(linkTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(linkTokens.userId, userId), eq(linkTokens.purpose, purpose), isNull(linkTokens.usedAt)));
}

export async function findLinkToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ link: linkTokens, email: users.email, activated: users.activated, active: users.active, brandId: users.brandId })
    .from(linkTokens)
    .innerJoin(users, eq(linkTokens.userId, users.id))
    .where(eq(linkTokens.tokenHash, tokenHash));
  return row;
}

/** Marks the link used if it is still unused and unexpired; false when someone got there first. */
export async function consumeLinkToken(db: Executor, tokenHash: string) {
  const rows = await db
    .update(linkTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(linkTokens.tokenHash, tokenHash), isNull(linkTokens.usedAt), gt(linkTokens.expiresAt, sql`now()`)))
    .returning({ id: linkTokens.id });
  return rows.length > 0;
}

/** Deletes links that expired before `before`, used or not; returns how many. */
export async function deleteLinkTokensExpiredBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db.delete(linkTokens).where(lt(linkTokens.expiresAt, before)).returning({ id: linkTokens.id });
  return rows.length;
}
