/** SQL of bot params (the variables workflows capture, set and test). */
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { BotParamInput } from '@switchboard/contracts/bot-builder/bot-param.schemas';
import type { Executor } from '@/db/client';
import { botParams } from '@/db/schema/bot-content';
import type { Paging } from './intents.repository';

export type BotParamRow = typeof botParams.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listBotParams(db: Executor, brandId: string, { page, pageSize, search }: Paging) {
  const where = and(eq(botParams.brandId, brandId), search ? ilike(botParams.name, `%${escapeLike(search)}%`) : undefined);
  const [items, [total]] = await Promise.all([
    db.select().from(botParams).where(where).orderBy(asc(sql`lower(${botParams.name})`)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ value: count() }).from(botParams).where(where),
  ]);
  return { items, totalCount: total?.value ?? 0 };
}

export async function allBotParamNames(db: Executor, brandId: string): Promise<string[]> {
  const rows = await db.select({ name: botParams.name }).from(botParams).where(eq(botParams.brandId, brandId));
  return rows.map((row) => row.name);
}

export async function findBotParam(db: Executor, brandId: string, id: string): Promise<BotParamRow | undefined> {
  const [row] = await db.select().from(botParams).where(and(eq(botParams.brandId, brandId), eq(botParams.id, id)));
  return row;
}

export async function insertBotParam(db: Executor, brandId: string, values: BotParamInput): Promise<BotParamRow> {
  const [row] = await db.insert(botParams).values({ brandId, ...values }).returning();
  if (!row) throw new Error('bot param not stored');
  return row;
}

export async function updateBotParam(db: Executor, brandId: string, id: string, values: BotParamInput): Promise<BotParamRow | undefined> {
  const [row] = await db.update(botParams).set({ ...values, updatedAt: new Date() })
    .where(and(eq(botParams.brandId, brandId), eq(botParams.id, id))).returning();
  return row;
}

export async function deleteBotParam(db: Executor, id: string): Promise<void> {
  await db.delete(botParams).where(eq(botParams.id, id));
}
