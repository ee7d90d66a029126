/** SQL of brand functions (one brand's draft) and of the workflows that call them. */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { BrandFunctionInput } from '@switchboard/contracts/bot-builder/brand-function.schemas';
import type { Executor } from '@/db/client';
import { botBrandFunctions, type BotBrandFunctionRow } from '@/db/schema/bot-integrations';
import { botWorkflows } from '@/db/schema/bot-content';
import { offsetOf, searchIn, type Paging } from './integrations.sql';

const mine = (brandId: string, brandFunctionId: string) =>
  and(eq(botBrandFunctions.brandId, brandId), eq(botBrandFunctions.id, brandFunctionId));

export async function listBrandFunctions(db: Executor, brandId: string, paging: Paging) {
  const where = and(eq(botBrandFunctions.brandId, brandId), searchIn(paging.search, botBrandFunctions.name, botBrandFunctions.url, botBrandFunctions.description));
  const [items, [total]] = await Promise.all([
    db.select().from(botBrandFunctions).where(where).orderBy(asc(botBrandFunctions.name)).limit(paging.pageSize).offset(offsetOf(paging)),
    db.select({ value: count() }).from(botBrandFunctions).where(where),
  ]);
  return { items, totalCount: total?.value ?? 0 };
}

export async function findBrandFunction(db: Executor, brandId: string, brandFunctionId: string): Promise<BotBrandFunctionRow | undefined> {
  const [row] = await db.select().from(botBrandFunctions).where(mine(brandId, brandFunctionId));
  return row;
}

export const allBrandFunctions = (db: Executor, brandId: string) =>
  db.select().from(botBrandFunctions).where(eq(botBrandFunctions.brandId, brandId)).orderBy(asc(botBrandFunctions.name));

export async function insertBrandFunction(db: Executor, brandId: string, input: BrandFunctionInput): Promise<BotBrandFunctionRow> {
  const [row] = await db.insert(botBrandFunctions).values({ brandId, ...input }).returning();
  if (!row) throw new Error('brand function not stored');
  return row;
}

export async function updateBrandFunction(db: Executor, brandId: string, brandFunctionId: string, input: BrandFunctionInput) {
  const [row] = await db.update(botBrandFunctions).set({ ...input, updatedAt: new Date() }).where(mine(brandId, brandFunctionId)).returning();
  return row;
}

export async function deleteBrandFunction(db: Executor, brandId: string, brandFunctionId: string): Promise<void> {
  await db.delete(botBrandFunctions).where(mine(brandId, brandFunctionId));
}

/** Names of the brand's workflows with a brandFunction node calling this function. */
export async function workflowsCalling(db: Executor, brandId: string, brandFunctionId: string): Promise<string[]> {
  const node = JSON.stringify([{ type: 'brandFunction', data: { brandFunctionId } }]);
  const rows = await db.select({ name: botWorkflows.name }).from(botWorkflows)
    .where(and(eq(botWorkflows.brandId, brandId), sql`${botWorkflows.elements} -> 'nodes' @> ${node}::jsonb`))
    .orderBy(asc(botWorkflows.name));
  return rows.map((row) => row.name);
}
