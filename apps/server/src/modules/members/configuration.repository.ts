/**
 * SQL of the brand configuration document (brand_settings, key 'configuration'). The intent threshold
 * has one home, brands.nlp_service_details.threshold, shared with the ML configuration and sign-in.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { brandSettings } from '@/db/schema/brand-settings';
import { botPublished } from '@/db/schema/bot-models';
import { brands } from '@/db/schema/brands';

const KEY = 'configuration' as const;

export async function readConfiguration(db: Executor, brandId: string): Promise<{ value: unknown; intentThreshold: number | undefined }> {
  const [row] = await db.select({ value: brandSettings.value, nlp: brands.nlpServiceDetails }).from(brands)
    .leftJoin(brandSettings, and(eq(brandSettings.brandId, brands.id), eq(brandSettings.key, KEY)))
    .where(eq(brands.id, brandId));
  return { value: row?.value ?? undefined, intentThreshold: row?.nlp.threshold };
}

export async function writeConfiguration(db: Executor, brandId: string, value: { intentThreshold: number }): Promise<void> {
  await db.insert(brandSettings).values({ brandId, key: KEY, value })
    .onConflictDoUpdate({ target: [brandSettings.brandId, brandSettings.key], set: { value, updatedAt: sql`now()` } });
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

/**
 * The brand the website widget serves: the one whose published bot customers get (the oldest brand with one,
 * as models.repository's liveVersion), else the oldest brand. Customers are not tied to a brand yet.
 */
export async function readWidgetBrandId(db: Executor): Promise<string | undefined> {
  const [row] = await db.select({ id: brands.id }).from(brands)
    .leftJoin(botPublished, eq(botPublished.brandId, brands.id))
    .orderBy(sql`${isNull(botPublished.brandId)}`, asc(brands.createdAt), asc(brands.id)).limit(1);
  return row?.id;
}
