/**
 * SQL of report runs: the queue (a fenced claim, the heartbeat, the end) and the library's pages. Every write of
 * a runner names its runner id: a runner whose run was taken over (heartbeat stopped past the lease) writes nothing.
 */
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '@/db/client';
import { reportRuns, type ReportRunRow } from '@/db/schema/console-reports';

export type NewRun = typeof reportRuns.$inferInsert;

/** A run; a scheduled one whose slot already has a run is not made twice (answers undefined). */
export async function insertRun(db: Executor, values: NewRun): Promise<ReportRunRow | undefined> {
  const [row] = await db.insert(reportRuns).values(values).onConflictDoNothing().returning();
  return row;
}

/** The oldest queued run, or a running one whose runner died (its heartbeat is older than the lease). */
export async function claimRun(db: Database, runnerId: string, leaseMs: number): Promise<ReportRunRow | null> {
  return db.transaction(async (tx) => {
    const stale = and(eq(reportRuns.status, 'running'), or(isNull(reportRuns.heartbeatAt), lt(reportRuns.heartbeatAt, sql`now() - ${leaseMs} * interval '1 millisecond'`)));
    const [candidate] = await tx.select({ id: reportRuns.id }).from(reportRuns).where(or(eq(reportRuns.status, 'queued'), stale))
      .orderBy(reportRuns.createdAt, reportRuns.id).limit(1).for('update', { skipLocked: true });
    if (!candidate) return null;
    const [row] = await tx.update(reportRuns).set({
      status: 'running', runnerId, heartbeatAt: sql`now()`, attempts: sql`${reportRuns.attempts} + 1`, progress: 0,
      startedAt: sql`now()`,
    }).where(eq(reportRuns.id, candidate.id)).returning();
    return row ?? null;
  });
}

/** The heartbeat with the progress; false when the run is no longer this runner's. */
export async function beat(db: Executor, runId: string, runnerId: string, progress: number): Promise<boolean> {
  const rows = await db.update(reportRuns).set({ heartbeatAt: sql`now()`, progress })
    .where(and(eq(reportRuns.id, runId), eq(reportRuns.runnerId, runnerId), eq(reportRuns.status, 'running'))).returning({ id: reportRuns.id });
  return rows.length > 0;
}

export type RunEnd = Pick<NewRun, 'status' | 'reason' | 'rows' | 'sizeBytes' | 'fileName'>;

/** Ends the run (fenced by the runner); undefined when it was taken over meanwhile. */
export async function finishRun(db: Executor, runId: string, runnerId: string, end: RunEnd): Promise<ReportRunRow | undefined> {
  const [row] = await db.update(reportRuns).set({
    ...end, progress: 100, finishedAt: sql`now()`,
    durationMs: sql`(extract(epoch from (now() - ${reportRuns.startedAt})) * 1000)::int`,
  }).where(and(eq(reportRuns.id, runId), eq(reportRuns.runnerId, runnerId), eq(reportRuns.status, 'running'))).returning();
  return row;
}

export async function listRuns(db: Executor, brandId: string, page: number, size: number, configId?: string): Promise<{ rows: ReportRunRow[]; total: number }> {
  const where = and(eq(reportRuns.brandId, brandId), configId ? eq(reportRuns.configId, configId) : undefined);
  const rows = await db.select().from(reportRuns).where(where).orderBy(desc(reportRuns.createdAt), desc(reportRuns.id))
    .limit(size).offset((page - 1) * size);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(reportRuns).where(where);
  return { rows, total: count?.total ?? 0 };
}

export async function findRun(db: Executor, brandId: string, id: string): Promise<ReportRunRow | undefined> {
  const [row] = await db.select().from(reportRuns).where(and(eq(reportRuns.brandId, brandId), eq(reportRuns.id, id)));
  return row;
}

export async function deleteRun(db: Executor, brandId: string, id: string): Promise<ReportRunRow | undefined> {
  const [row] = await db.delete(reportRuns).where(and(eq(reportRuns.brandId, brandId), eq(reportRuns.id, id))).returning();
  return row;
}
