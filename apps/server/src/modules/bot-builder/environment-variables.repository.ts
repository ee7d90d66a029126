/** SQL of environment variables (one brand's, a value per Dev/UAT/Prod). */
import { and, asc, count, eq } from 'drizzle-orm';
import type { Environment } from '@switchboard/contracts/bot-builder/environment-variable.schemas';
import type { Executor } from '@/db/client';
import { botEnvironmentVariables, type BotEnvironmentVariableRow } from '@/db/schema/bot-integrations';
import { offsetOf, searchIn, type Paging } from './integrations.sql';

export type EnvironmentVariableValues = Pick<BotEnvironmentVariableRow, 'name' | 'values' | 'secret' | 'description'>;

const mine = (brandId: string, id: string) => and(eq(botEnvironmentVariables.brandId, brandId), eq(botEnvironmentVariables.id, id));

export async function listEnvironmentVariables(db: Executor, brandId: string, paging: Paging) {
  const where = and(eq(botEnvironmentVariables.brandId, brandId), searchIn(paging.search, botEnvironmentVariables.name, botEnvironmentVariables.description));
  const [items, [total]] = await Promise.all([
    db.select().from(botEnvironmentVariables).where(where).orderBy(asc(botEnvironmentVariables.name)).limit(paging.pageSize).offset(offsetOf(paging)),
    db.select({ value: count() }).from(botEnvironmentVariables).where(where),
  ]);
  return { items, totalCount: total?.value ?? 0 };
}

export async function findEnvironmentVariable(db: Executor, brandId: string, id: string) {
  const [row] = await db.select().from(botEnvironmentVariables).where(mine(brandId, id));
  return row;
}

export async function insertEnvironmentVariable(db: Executor, brandId: string, values: EnvironmentVariableValues) {
  const [row] = await db.insert(botEnvironmentVariables).values({ brandId, ...values }).returning();
  if (!row) throw new Error('environment variable not stored');
  return row;
}

export async function updateEnvironmentVariable(db: Executor, brandId: string, id: string, values: EnvironmentVariableValues) {
  const [row] = await db.update(botEnvironmentVariables).set({ ...values, updatedAt: new Date() }).where(mine(brandId, id)).returning();
  return row;
}

export async function deleteEnvironmentVariable(db: Executor, brandId: string, id: string): Promise<boolean> {
  const rows = await db.delete(botEnvironmentVariables).where(mine(brandId, id)).returning({ id: botEnvironmentVariables.id });
  return rows.length > 0;
}

/** NAME → value in one environment, and which of those values are secret. */
export async function environmentValues(db: Executor, brandId: string, environment: Environment) {
  const rows = await db.select({ name: botEnvironmentVariables.name, values: botEnvironmentVariables.values, secret: botEnvironmentVariables.secret })
    .from(botEnvironmentVariables).where(eq(botEnvironmentVariables.brandId, brandId));
  const values: Record<string, string> = {};
  const secrets: string[] = [];
  for (const row of rows) {
    const value = row.values[environment] ?? '';
    values[row.name] = value;
    if (row.secret && value !== '') secrets.push(value);
  }
  return { values, secrets };
}
