/** wa_settings: a brand's own WhatsApp number, its secrets as stored (sealed). */
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { waSettings, type WaSettingsRow } from '@/db/schema/whatsapp-settings';

export async function findSettings(db: Executor, brandId: string): Promise<WaSettingsRow | undefined> {
  const [row] = await db.select().from(waSettings).where(eq(waSettings.brandId, brandId));
  return row;
}

export async function findSettingsOfNumber(db: Executor, phoneNumberId: string): Promise<WaSettingsRow | undefined> {
  const [row] = await db.select().from(waSettings).where(eq(waSettings.phoneNumberId, phoneNumberId));
  return row;
}

/** Every brand's verify token (the subscription check names no number). */
export async function allVerifyTokens(db: Executor): Promise<string[]> {
  const rows = await db.select({ verifyToken: waSettings.verifyToken }).from(waSettings);
  return rows.map((row) => row.verifyToken);
}

export async function anySettings(db: Executor): Promise<boolean> {
  return (await db.$count(waSettings)) > 0;
}

export type WaSettingsValues = Omit<WaSettingsRow, 'createdAt' | 'updatedAt'>;

export async function saveSettings(db: Executor, values: WaSettingsValues): Promise<void> {
  const { brandId: _brandId, ...changes } = values;
  await db.insert(waSettings).values(values).onConflictDoUpdate({ target: waSettings.brandId, set: { ...changes, updatedAt: new Date() } });
}

export async function deleteSettings(db: Executor, brandId: string): Promise<boolean> {
  const rows = await db.delete(waSettings).where(eq(waSettings.brandId, brandId)).returning({ brandId: waSettings.brandId });
  return rows.length > 0;
}
