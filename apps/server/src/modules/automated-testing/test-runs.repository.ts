/** SQL of test runs and their results (bot_test_runs, bot_test_results): the reads of the pages and the start of a run. */
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { ReviewFilter, TestResultStatus } from '@switchboard/contracts/automated-testing/test-results.schemas';
import type { TestRunState } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import { rowsOf, type Executor } from '@/db/client';
import { botTestResults, botTestRuns } from '@/db/schema/bot-test-runs';

export type RunRow = typeof botTestRuns.$inferSelect;
export type ResultRow = typeof botTestResults.$inferSelect;
export type NewRun = Pick<typeof botTestRuns.$inferInsert, 'brandId' | 'target' | 'selection' | 'liveBrandFunctions' | 'origin' | 'modelId' | 'modelVersion' | 'startedBy' | 'startedByName'>;
/** The cases a run copies: all the brand's (by name), those with any of these tags (by name), or these (in this order, no repeats). */
export interface CaseSource { tagIds?: string[]; ids?: string[] }

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A PostgreSQL uuid[] literal (the ids were checked to be uuids). */
const uuids = (ids: string[]) => `{${ids.join(',')}}`;

/**
 * The run and a pending result per case (numbered per brand: a concurrent start may collide on the number). The cases
 * are copied by the database in one INSERT … SELECT (name, tag names, turns as they are now), never through here.
 * Null when the source holds no case (the caller's transaction is then rolled back).
 */
export async function insertRun(tx: Executor, run: NewRun, source: CaseSource): Promise<RunRow | null> {
  const [row] = await tx.insert(botTestRuns).values({
    ...run,
    number: sql`(select coalesce(max(${botTestRuns.number}), 0) + 1 from ${botTestRuns} where ${botTestRuns.brandId} = ${run.brandId})`,
  }).returning();
  if (!row) throw new Error('test run not stored');
  const chosen = source.tagIds ? sql`and c.id in (select l.test_case_id from bot_test_case_tag_links l where l.tag_id = any(${uuids(source.tagIds)}::uuid[]))`
    : source.ids ? sql`and c.id = any(${uuids(source.ids)}::uuid[])` : sql``;
  const order = source.ids ? sql`array_position(${uuids(source.ids)}::uuid[], c.id)` : sql`lower(c.name), c.id`;
  const [copied] = rowsOf<{ total: number }>(await tx.execute(sql`
    with copied as (
      insert into bot_test_results (run_id, position, test_case_id, name, tags, input)
      select ${row.id}, row_number() over (order by ${order}), c.id, c.name,
        coalesce((select jsonb_agg(t.name order by lower(t.name)) from bot_test_case_tag_links l join bot_test_case_tags t on t.id = l.tag_id
          where l.test_case_id = c.id), '[]'::jsonb),
        c.turns
      from bot_test_cases c where c.brand_id = ${run.brandId} ${chosen}
      returning 1
    )
    select count(*)::int as total from copied`));
  if (!copied?.total) return null;
  const [counted] = await tx.update(botTestRuns).set({ total: copied.total }).where(eq(botTestRuns.id, row.id)).returning();
  return counted ?? null;
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
