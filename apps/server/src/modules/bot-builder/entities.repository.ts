/** SQL of the brand's list and regex entities. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { botEntities, type BotEntityRow } from '@/db/schema/bot-builder';

export async function allEntities(db: Executor, brandId: string): Promise<BotEntityRow[]> {
  return db.select().from(botEntities).where(eq(botEntities.brandId, brandId)).orderBy(asc(sql`lower(${botEntities.name})`));
}

export async function findEntity(db: Executor, brandId: string, entityId: string): Promise<BotEntityRow | undefined> {
  const [row] = await db.select().from(botEntities).where(and(eq(botEntities.brandId, brandId), eq(botEntities.id, entityId)));
  return row;
}

export type EntityValues = Pick<BotEntityRow, 'name' | 'type' | 'values' | 'pattern'>;

export async function insertEntity(db: Executor, brandId: string, values: EntityValues): Promise<BotEntityRow> {
  const [row] = await db.insert(botEntities).values({ brandId, ...values }).returning();
  if (!row) throw new Error('entity not stored');
  return row;
}

export async function updateEntity(db: Executor, brandId: string, entityId: string, values: EntityValues): Promise<BotEntityRow | undefined> {
  const [row] = await db.update(botEntities).set({ ...values, updatedAt: new Date() })
    .where(and(eq(botEntities.brandId, brandId), eq(botEntities.id, entityId))).returning();
  return row;
}

export async function deleteEntity(db: Executor, brandId: string, entityId: string): Promise<boolean> {
  const rows = await db.delete(botEntities).where(and(eq(botEntities.brandId, brandId), eq(botEntities.id, entityId))).returning({ id: botEntities.id });
  return rows.length > 0;
}
