/**
 * SQL of the brand configuration document (brand_settings, key 'configuration'). The intent threshold
 * has one home, brands.nlp_service_details.threshold, shared with the ML configuration and sign-in.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { brandSettings } from '@/db/schema/brand-settings';
import { brands } from '@/db/schema/brands';

const KEY = 'configuration' as const;

export async function readConfiguration(db: Executor, brandId: string): Promise<{ value: unknown; intentThreshold: number | undefined }> {
  const [row] = await db.select({ value: brandSettings.value, nlp: brands.nlpServiceDetails }).from(brands)
    .leftJoin(brandSettings, and(eq(brandSettings.brandId, brands.id), eq(brandSettings.key, KEY)))
    .where(eq(brands.id, brandId));
  return { value: row?.value ?? undefined, intentThreshold: row?.nlp.threshold };
}

/** A value without intentThreshold keeps the brand's (the ML configuration edits it). */
export async function writeConfiguration(db: Executor, brandId: string, value: { intentThreshold?: number | undefined }): Promise<void> {
  await db.insert(brandSettings).values({ brandId, key: KEY, value })
    .onConflictDoUpdate({ target: [brandSettings.brandId, brandSettings.key], set: { value, updatedAt: sql`now()` } });
  if (value.intentThreshold === undefined) return;
  await db.update(brands)
    .set({ nlpServiceDetails: sql`jsonb_set(${brands.nlpServiceDetails}, '{threshold}', to_jsonb(${value.intentThreshold}::float8))`, updatedAt: sql`now()` })
    .where(eq(brands.id, brandId));
}

/** Every brand's stored widgetOrigins lists (unvalidated JSON: the caller checks each entry). */
export async function readAllWidgetOrigins(db: Executor): Promise<unknown[]> {
  const rows = await db.select({ origins: sql<unknown>`${brandSettings.value} -> 'widgetOrigins'` }).from(brandSettings)
    .where(eq(brandSettings.key, KEY));
  return rows.map((row) => row.origins);
}
