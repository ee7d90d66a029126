/** SQL of the publish gate: one brand_settings document (key 'publishGate') per brand. */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '@/db/client';
import { brandSettings } from '@/db/schema/brand-settings';

const KEY = 'publishGate' as const;

/** What is stored: tags by id (their names are read when shown, so a renamed tag shows its new name). */
export const storedGateSchema = z.object({ enabled: z.boolean(), tagIds: z.array(z.string()), updatedBy: z.string() });
export type StoredGate = z.infer<typeof storedGateSchema>;

export async function readGate(db: Executor, brandId: string): Promise<{ gate: StoredGate; updatedAt: Date } | null> {
  const [row] = await db.select({ value: brandSettings.value, updatedAt: brandSettings.updatedAt }).from(brandSettings)
    .where(and(eq(brandSettings.brandId, brandId), eq(brandSettings.key, KEY)));
  const parsed = storedGateSchema.safeParse(row?.value);
  return row && parsed.success ? { gate: parsed.data, updatedAt: row.updatedAt } : null;
}

export async function writeGate(db: Executor, brandId: string, gate: StoredGate): Promise<void> {
  await db.insert(brandSettings).values({ brandId, key: KEY, value: gate })
    .onConflictDoUpdate({ target: [brandSettings.brandId, brandSettings.key], set: { value: gate, updatedAt: sql`now()` } });
}
