/** SQL of the NLU settings (brand_settings, key 'mlConfiguration'), mirrored into brands.nlp_service_details. */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { brandSettings } from '@/db/schema/brand-settings';
import { brands } from '@/db/schema/brands';

const KEY = 'mlConfiguration' as const;

export async function readMlConfiguration(db: Executor, brandId: string) {
  const [row] = await db.select({ value: brandSettings.value, nlp: brands.nlpServiceDetails }).from(brands)
    .leftJoin(brandSettings, and(eq(brandSettings.brandId, brands.id), eq(brandSettings.key, KEY)))
    .where(eq(brands.id, brandId));
  return row;
}

/** The sign-in answer carries nlpServiceDetails (§3): keep its language and threshold in step. */
export async function writeMlConfiguration(db: Executor, brandId: string, value: { language: string; threshold: number }) {
  await db.insert(brandSettings).values({ brandId, key: KEY, value })
    .onConflictDoUpdate({ target: [brandSettings.brandId, brandSettings.key], set: { value, updatedAt: sql`now()` } });
  await db.update(brands).set({ nlpServiceDetails: { language: value.language, threshold: value.threshold }, updatedAt: sql`now()` }).where(eq(brands.id, brandId));
}
