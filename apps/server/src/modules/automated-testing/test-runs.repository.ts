/** SQL of test runs and their results (bot_test_runs, bot_test_results): the reads of the pages and the start of a run. */
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { ReviewFilter, TestResultStatus } from '@switchboard/contracts/automated-testing/test-results.schemas';
import type { TestRunState } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import type { TestTurn } from '@switchboard/contracts/automated-testing/test-case.schemas';
import type { Executor } from '@/db/client';
import { botTestResults, botTestRuns } from '@/db/schema/bot-test-runs';

export type RunRow = typeof botTestRuns.$inferSelect;
export type ResultRow = typeof botTestResults.$inferSelect;
export type NewRun = Pick<typeof botTestRuns.$inferInsert, 'brandId' | 'target' | 'selection' | 'liveBrandFunctions' | 'origin' | 'modelId' | 'modelVersion' | 'startedBy' | 'startedByName'>;
export interface CaseCopy { testCaseId: string; name: string; tags: string[]; input: TestTurn[] }

const INSERT_CHUNK = 500;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The run and a pending result per case, in the given order (numbered per brand: a concurrent start may collide on the number). */
export async function insertRun(tx: Executor, run: NewRun, cases: CaseCopy[]): Promise<RunRow> {
  const [row] = await tx.insert(botTestRuns).values({
    ...run, total: cases.length,
    number: sql`(select coalesce(max(${botTestRuns.number}), 0) + 1 from ${botTestRuns} where ${botTestRuns.brandId} = ${run.brandId})`,
  }).returning();
  if (!row) throw new Error('test run not stored');
  for (let start = 0; start < cases.length; start += INSERT_CHUNK) {
    await tx.insert(botTestResults).values(cases.slice(start, start + INSERT_CHUNK).map((copy, i) => ({ runId: row.id, position: start + i + 1, ...copy })));
  }
  return row;
}

export async function findRun(db: Executor, brandId: string, runId: string): Promise<RunRow | undefined> {
  const [row] = await db.select().from(botTestRuns).where(and(eq(botTestRuns.brandId, brandId), eq(botTestRuns.id, runId)));
  return row;
}

export async function listRuns(db: Executor, brandId: string, q: { page: number; pageSize: number; state?: TestRunState | undefined }) {
  const where = and(eq(botTestRuns.brandId, brandId), q.state ? eq(botTestRuns.state, q.state) : undefined);
  const [items, [total]] = await Promise.all([
    db.select().from(botTestRuns).where(where).orderBy(desc(botTestRuns.number)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ value: count() }).from(botTestRuns).where(where),
  ]);
  return { items, totalCount: total?.value ?? 0 };
}

const FILTERED: Record<ReviewFilter, TestResultStatus[] | undefined> = { All: undefined, Passed: ['passed'], Failed: ['failed', 'error'] };

export async function listResults(db: Executor, runId: string, q: { filter: ReviewFilter; page: number; pageSize: number; search?: string | undefined }) {
  const statuses = FILTERED[q.filter];
  const where = and(
    eq(botTestResults.runId, runId),
    statuses ? inArray(botTestResults.status, statuses) : undefined,
    q.search ? ilike(botTestResults.name, `%${escapeLike(q.search)}%`) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db.select().from(botTestResults).where(where).orderBy(asc(botTestResults.position)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ value: count() }).from(botTestResults).where(where),
  ]);
  return { items, totalCount: total?.value ?? 0 };
}

export async function allResults(db: Executor, runId: string): Promise<ResultRow[]> {
  return db.select().from(botTestResults).where(eq(botTestResults.runId, runId)).orderBy(asc(botTestResults.position));
}

/** The cases of a run that failed or could not run (those still existing), in the run's order. */
export async function failedCaseIds(db: Executor, runId: string): Promise<string[]> {
  const rows = await db.select({ testCaseId: botTestResults.testCaseId }).from(botTestResults)
    .where(and(eq(botTestResults.runId, runId), inArray(botTestResults.status, ['failed', 'error']))).orderBy(asc(botTestResults.position));
  return rows.flatMap((row) => (row.testCaseId ? [row.testCaseId] : []));
}

/** A queued run is cancelled at once (its cases skipped); null when it is no longer queued. */
export async function cancelQueued(tx: Executor, runId: string, byName: string): Promise<RunRow | null> {
  const [row] = await tx.update(botTestRuns).set({ state: 'cancelled', cancelRequested: true, cancelledByName: byName, finishedAt: new Date() })
    .where(and(eq(botTestRuns.id, runId), eq(botTestRuns.state, 'queued'))).returning();
  if (!row) return null;
  await skipPending(tx, runId);
  return row;
}

/** A running run is asked to stop: its runner sees it after the case it is running. */
export async function requestCancel(db: Executor, runId: string, byName: string): Promise<RunRow | null> {
  const [row] = await db.update(botTestRuns).set({ cancelRequested: true, cancelledByName: byName })
    .where(and(eq(botTestRuns.id, runId), eq(botTestRuns.state, 'running'))).returning();
  return row ?? null;
}

export async function skipPending(tx: Executor, runId: string): Promise<void> {
  await tx.update(botTestResults).set({ status: 'skipped' }).where(and(eq(botTestResults.runId, runId), eq(botTestResults.status, 'pending')));
}

/** Whether the brand has a run queued or running (a new one then waits its turn). */
export async function hasOpenRun(db: Executor, brandId: string): Promise<boolean> {
  const [row] = await db.select({ id: botTestRuns.id }).from(botTestRuns)
    .where(and(eq(botTestRuns.brandId, brandId), inArray(botTestRuns.state, ['queued', 'running']))).limit(1);
  return row !== undefined;
}
