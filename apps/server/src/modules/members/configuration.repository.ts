/** SQL of the brand configuration document (brand_settings, key 'configuration'). */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { brandSettings } from '@/db/schema/brand-settings';

const KEY = 'configuration' as const;

export async function readConfiguration(db: Executor, brandId: string): Promise<unknown> {
  const [row] = await db.select({ value: brandSettings.value }).from(brandSettings)
    .where(and(eq(brandSettings.brandId, brandId), eq(brandSettings.key, KEY)));
  return row?.value;
}

export async function writeConfiguration(db: Executor, brandId: string, value: unknown): Promise<void> {
  await db.insert(brandSettings).values({ brandId, key: KEY, value })
    .onConflictDoUpdate({ target: [brandSettings.brandId, brandSettings.key], set: { value, updatedAt: sql`now()` } });
}
