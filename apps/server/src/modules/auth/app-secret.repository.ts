/** Secrets the server generates once and keeps in the database so every instance agrees. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { appSecrets } from '@/db/schema/app-secrets';

/** The named secret, created (48 random bytes, base64url) by whichever instance asks first. */
export async function ensureSecret(db: Database, name: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: randomBytes(48).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`The secret ${name} could not be stored`);
  return row.value;
}
