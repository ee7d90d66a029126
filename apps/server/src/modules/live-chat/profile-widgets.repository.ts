/** Profile widget values SQL: one row per customer and widget. */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { profileWidgetValues, type ProfileWidgetValueRow } from '@/db/schema/profile-widgets';

export function widgetValuesOf(db: Executor, psid: string): Promise<ProfileWidgetValueRow[]> {
  return db.select().from(profileWidgetValues).where(eq(profileWidgetValues.psid, psid));
}

/** The row as it is now, locked for the caller's transaction (two agents saving at once: one after the other). */
export async function lockWidgetValues(tx: Executor, psid: string, widgetId: string): Promise<ProfileWidgetValueRow | undefined> {
  const [row] = await tx.select().from(profileWidgetValues)
    .where(and(eq(profileWidgetValues.psid, psid), eq(profileWidgetValues.widgetId, widgetId))).for('update');
  return row;
}

export async function saveWidgetValues(
  tx: Executor, row: Pick<ProfileWidgetValueRow, 'psid' | 'widgetId' | 'values' | 'updatedBy' | 'updatedByName'>,
): Promise<void> {
  const changes = { values: row.values, updatedBy: row.updatedBy, updatedByName: row.updatedByName, updatedAt: new Date() };
  await tx.insert(profileWidgetValues).values({ ...row, updatedAt: changes.updatedAt })
    .onConflictDoUpdate({ target: [profileWidgetValues.psid, profileWidgetValues.widgetId], set: changes });
}

export async function clearWidgetValues(tx: Executor, psid: string, widgetId: string): Promise<void> {
  await tx.delete(profileWidgetValues).where(and(eq(profileWidgetValues.psid, psid), eq(profileWidgetValues.widgetId, widgetId)));
}
