/** Staged recipients sheets: kept with their bytes for a day, read back by the brand that uploaded them, removed once used. */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { SHEET_KEEP_HOURS } from '@switchboard/contracts/whatsapp/whatsapp.broadcast-sender';
import type { Executor } from '@/db/client';
import { waBroadcastSheets } from '@/db/schema/whatsapp-broadcasts';

const keptSince = sql`now() - make_interval(hours => ${SHEET_KEEP_HOURS})`;

export async function insertSheet(db: Executor, values: typeof waBroadcastSheets.$inferInsert) {
  const [row] = await db.insert(waBroadcastSheets).values(values)
    .returning({ id: waBroadcastSheets.id, filename: waBroadcastSheets.filename, columns: waBroadcastSheets.columns, rows: waBroadcastSheets.rows, createdAt: waBroadcastSheets.createdAt });
  return row!;
}

/** The brand's sheet while it is kept. */
export async function findSheet(db: Executor, brandId: string, id: string) {
  const [row] = await db.select().from(waBroadcastSheets)
    .where(and(eq(waBroadcastSheets.id, id), eq(waBroadcastSheets.brandId, brandId), gt(waBroadcastSheets.createdAt, keptSince)));
  return row;
}

/** Removes the sheet; answers whether it was there (two sends of one sheet: only the first finds it). */
export async function deleteSheet(db: Executor, id: string): Promise<boolean> {
  return (await db.delete(waBroadcastSheets).where(eq(waBroadcastSheets.id, id)).returning({ id: waBroadcastSheets.id })).length > 0;
}

/** Sheets past their day. */
export async function sweepSheets(db: Executor): Promise<void> {
  await db.delete(waBroadcastSheets).where(lt(waBroadcastSheets.createdAt, keptSince));
}
