/** SQL of report configurations: the page of a brand's configurations, one by id, writes, and the failure count. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { reportConfigs, type ReportConfigRow } from '@/db/schema/console-reports';
import { users } from '@/db/schema/users';

export type NewConfig = typeof reportConfigs.$inferInsert;
export interface ConfigListRow { config: ReportConfigRow; ownerName: string | null; lastRunStatus: string | null }

const ownerName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;
const lastRunStatus = sql<string | null>`(select r.status from report_runs r where r.config_id = ${reportConfigs.id} order by r.created_at desc limit 1)`;

export async function listConfigs(db: Executor, brandId: string, page: number, size: number): Promise<{ rows: ConfigListRow[]; total: number }> {
  const rows = await db.select({ config: reportConfigs, ownerName, lastRunStatus }).from(reportConfigs)
    .leftJoin(users, eq(users.id, reportConfigs.ownerId)).where(eq(reportConfigs.brandId, brandId))
    .orderBy(desc(reportConfigs.createdAt), desc(reportConfigs.id)).limit(size).offset((page - 1) * size);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(reportConfigs).where(eq(reportConfigs.brandId, brandId));
  return { rows, total: count?.total ?? 0 };
}

export async function findConfig(db: Executor, brandId: string, id: string): Promise<ConfigListRow | undefined> {
  const [row] = await db.select({ config: reportConfigs, ownerName, lastRunStatus }).from(reportConfigs)
    .leftJoin(users, eq(users.id, reportConfigs.ownerId)).where(and(eq(reportConfigs.brandId, brandId), eq(reportConfigs.id, id)));
  return row;
}

export async function configById(db: Executor, id: string): Promise<ReportConfigRow | undefined> {
  const [row] = await db.select().from(reportConfigs).where(eq(reportConfigs.id, id));
  return row;
}

export async function insertConfig(db: Executor, values: NewConfig): Promise<ReportConfigRow> {
  const [row] = await db.insert(reportConfigs).values(values).returning();
  return row!;
}

export async function updateConfig(db: Executor, brandId: string, id: string, values: Partial<NewConfig>): Promise<ReportConfigRow | undefined> {
  const [row] = await db.update(reportConfigs).set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(reportConfigs.brandId, brandId), eq(reportConfigs.id, id))).returning();
  return row;
}

export async function deleteConfig(db: Executor, brandId: string, id: string): Promise<boolean> {
  const rows = await db.delete(reportConfigs).where(and(eq(reportConfigs.brandId, brandId), eq(reportConfigs.id, id))).returning({ id: reportConfigs.id });
  return rows.length > 0;
}

/**
 * Enabled configurations due by `now`, locked for this transaction; another instance's scheduler skips them
 * (SKIP LOCKED) and, once this one commits, finds them no longer due.
 */
export async function lockDueConfigs(db: Executor, now: Date, limit: number): Promise<ReportConfigRow[]> {
  return db.select().from(reportConfigs)
    .where(and(eq(reportConfigs.enabled, true), sql`${reportConfigs.nextRunAt} <= ${now.toISOString()}`))
    .orderBy(reportConfigs.nextRunAt).limit(limit).for('update', { skipLocked: true });
}

export async function setNextRun(db: Executor, id: string, nextRunAt: Date | null): Promise<void> {
  await db.update(reportConfigs).set({ nextRunAt }).where(eq(reportConfigs.id, id));
}

/**
 * A scheduled run's outcome on its configuration: a success resets the count, a failure adds one; the third in a
 * row turns the schedule off. Answers the row when this failure disabled it (its owner is told).
 */
export async function countOutcome(db: Executor, configId: string, failed: boolean, limit: number): Promise<ReportConfigRow | undefined> {
  if (!failed) {
    await db.update(reportConfigs).set({ consecutiveFailures: 0 }).where(eq(reportConfigs.id, configId));
    return undefined;
  }
  const [row] = await db.update(reportConfigs).set({
    consecutiveFailures: sql`${reportConfigs.consecutiveFailures} + 1`,
    enabled: sql`${reportConfigs.enabled} and ${reportConfigs.consecutiveFailures} + 1 < ${limit}`,
    nextRunAt: sql`case when ${reportConfigs.consecutiveFailures} + 1 >= ${limit} then null else ${reportConfigs.nextRunAt} end`,
  }).where(eq(reportConfigs.id, configId)).returning();
  return row && row.consecutiveFailures === limit ? row : undefined;
}

/** Members' addresses for the recipients (members of the brand only). */
export async function memberEmails(db: Executor, brandId: string, ids: string[]): Promise<Array<{ id: string; email: string }>> {
  if (!ids.length) return [];
  return db.select({ id: users.id, email: users.email }).from(users)
    .where(and(eq(users.brandId, brandId), sql`${users.id} in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`));
}
