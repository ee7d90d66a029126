/** SQL of the CI API tokens (bot_test_api_tokens): make, list, revoke, and resolve a token's hash with its brand. */
import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { botTestApiTokens } from '@/db/schema/bot-test-api-tokens';
import { brands } from '@/db/schema/brands';

export type ApiTokenRow = typeof botTestApiTokens.$inferSelect;
export type NewApiToken = Pick<typeof botTestApiTokens.$inferInsert, 'brandId' | 'name' | 'tokenHash' | 'prefix' | 'createdBy' | 'createdByName'>;

/** lastUsedAt is written at most this often per token (a CI polling a run would otherwise write on every call). */
const LAST_USED_EVERY = sql`interval '1 minute'`;

export async function insertToken(tx: Executor, token: NewApiToken): Promise<ApiTokenRow> {
  const [row] = await tx.insert(botTestApiTokens).values(token).returning();
  if (!row) throw new Error('API token not stored');
  return row;
}

export async function listTokens(db: Executor, brandId: string): Promise<ApiTokenRow[]> {
  return db.select().from(botTestApiTokens).where(eq(botTestApiTokens.brandId, brandId)).orderBy(desc(botTestApiTokens.createdAt), desc(botTestApiTokens.id));
}

export async function countActiveTokens(db: Executor, brandId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(botTestApiTokens).where(and(eq(botTestApiTokens.brandId, brandId), isNull(botTestApiTokens.revokedAt)));
  return row?.value ?? 0;
}

export async function findToken(db: Executor, brandId: string, tokenId: string): Promise<ApiTokenRow | undefined> {
  const [row] = await db.select().from(botTestApiTokens).where(and(eq(botTestApiTokens.brandId, brandId), eq(botTestApiTokens.id, tokenId)));
  return row;
}

/** Revokes a live token; null when it was already revoked (or is not the brand's). */
export async function revokeToken(tx: Executor, brandId: string, tokenId: string, byName: string): Promise<ApiTokenRow | null> {
  const [row] = await tx.update(botTestApiTokens).set({ revokedAt: new Date(), revokedByName: byName })
    .where(and(eq(botTestApiTokens.brandId, brandId), eq(botTestApiTokens.id, tokenId), isNull(botTestApiTokens.revokedAt))).returning();
  return row ?? null;
}

/** A live token by its hash, with the brand it acts for. */
export async function findLiveToken(db: Executor, tokenHash: string) {
  const [row] = await db.select({ token: botTestApiTokens, brand: brands }).from(botTestApiTokens)
    .innerJoin(brands, eq(brands.id, botTestApiTokens.brandId))
    .where(and(eq(botTestApiTokens.tokenHash, tokenHash), isNull(botTestApiTokens.revokedAt)));
  return row;
}

export async function touchToken(db: Executor, tokenId: string): Promise<void> {
  await db.update(botTestApiTokens).set({ lastUsedAt: new Date() }).where(and(
    eq(botTestApiTokens.id, tokenId),
    or(isNull(botTestApiTokens.lastUsedAt), lt(botTestApiTokens.lastUsedAt, sql`now() - ${LAST_USED_EVERY}`)),
  ));
}
