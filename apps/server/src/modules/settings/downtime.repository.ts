/** SQL of downtime windows (brand-scoped). */
import { and, asc, eq } from 'drizzle-orm';
import type { DowntimeRule } from '@switchboard/contracts/settings/settings.schemas';
import type { Executor } from '@/db/client';
import { downtimeWindows } from '@/db/schema/downtime-windows';

export const listWindows = (db: Executor, brandId: string) =>
  db.select().from(downtimeWindows).where(eq(downtimeWindows.brandId, brandId)).orderBy(asc(downtimeWindows.createdAt));

export async function insertWindow(db: Executor, brandId: string, rule: DowntimeRule) {
  const [row] = await db.insert(downtimeWindows).values({ brandId, rule }).returning();
  if (!row) throw new Error('downtime insert returned nothing');
  return row;
}

export async function updateWindow(db: Executor, brandId: string, id: string, rule: DowntimeRule) {
  const [row] = await db.update(downtimeWindows).set({ rule }).where(and(eq(downtimeWindows.brandId, brandId), eq(downtimeWindows.id, id))).returning();
  return row;
}

export async function deleteWindow(db: Executor, brandId: string, id: string): Promise<boolean> {
  const rows = await db.delete(downtimeWindows).where(and(eq(downtimeWindows.brandId, brandId), eq(downtimeWindows.id, id))).returning({ id: downtimeWindows.id });
  return rows.length > 0;
}
