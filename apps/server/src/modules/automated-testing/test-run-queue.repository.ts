/**
 * SQL of the run queue: claiming the next run a runner may take, its heartbeat, writing finished cases, ending it.
 * Every write of a runner is fenced by its id on the running row: a runner whose run was taken over (its heartbeat
 * stopped past the lease) writes nothing more.
 */
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { StoredTurn, TestResultStatus } from '@switchboard/contracts/automated-testing/test-results.schemas';
import type { TestRunState } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import type { Database, Executor } from '@/db/client';
import { botTestResults, botTestRuns } from '@/db/schema/bot-test-runs';
import type { RunRow } from './test-runs.repository';
import { skipPending } from './test-runs.repository';

/**
 * The next run to take: a running run whose heartbeat stopped (its runner died: resumed first), else the oldest
 * queued run of a brand with no running run and no older queued one. Claiming sets it running; two instances
 * claiming runs of one brand at once are kept apart by the one-running-run index (the loser gets a unique violation).
 */
export async function claimNext(db: Database, runnerId: string, leaseMs: number): Promise<RunRow | null> {
  return db.transaction(async (tx) => {
    // Never its own: a run this runner holds is running here, however late its heartbeat.
    const stale = and(
      eq(botTestRuns.state, 'running'), sql`${botTestRuns.runnerId} is distinct from ${runnerId}`,
      or(isNull(botTestRuns.heartbeatAt), lt(botTestRuns.heartbeatAt, sql`now() - ${leaseMs} * interval '1 millisecond'`)),
    );
    const free = and(
      eq(botTestRuns.state, 'queued'),
      sql`not exists (select 1 from bot_test_runs o where o.brand_id = ${botTestRuns.brandId} and o.state = 'running')`,
      sql`not exists (select 1 from bot_test_runs o where o.brand_id = ${botTestRuns.brandId} and o.state = 'queued'
        and (o.queued_at, o.id) < (${botTestRuns.queuedAt}, ${botTestRuns.id}))`,
    );
    const [candidate] = await tx.select({ id: botTestRuns.id }).from(botTestRuns).where(or(stale, free))
      .orderBy(sql`${botTestRuns.state} = 'running' desc`, asc(botTestRuns.queuedAt), asc(botTestRuns.id)).limit(1)
      .for('update', { skipLocked: true });
    if (!candidate) return null;
    const [row] = await tx.update(botTestRuns).set({
      state: 'running', runnerId, heartbeatAt: sql`now()`, attempts: sql`${botTestRuns.attempts} + 1`,
      startedAt: sql`coalesce(${botTestRuns.startedAt}, now())`,
    }).where(eq(botTestRuns.id, candidate.id)).returning();
    return row ?? null;
  });
}

/** The heartbeat of the runs this runner holds. */
export async function beat(db: Executor, runnerId: string, runIds: string[]): Promise<void> {
  if (!runIds.length) return;
  await db.update(botTestRuns).set({ heartbeatAt: sql`now()` })
    .where(and(eq(botTestRuns.runnerId, runnerId), eq(botTestRuns.state, 'running'), inArray(botTestRuns.id, runIds)));
}

/** The run's next pending cases in order, after position `after` (the cases of earlier pages may still be being recorded). */
export async function pendingCases(db: Executor, runId: string, limit: number, after = 0) {
  return db.select({ id: botTestResults.id, position: botTestResults.position, testCaseId: botTestResults.testCaseId, input: botTestResults.input })
    .from(botTestResults).where(and(eq(botTestResults.runId, runId), eq(botTestResults.status, 'pending'), gt(botTestResults.position, after)))
    .orderBy(asc(botTestResults.position)).limit(limit);
}

export interface FinishedCase {
  id: string;
  status: Extract<TestResultStatus, 'passed' | 'failed' | 'error'>;
  turns: StoredTurn[];
  error: string | null;
  durationMs: number;
  finishedAt: string;
}

/**
 * Records finished cases and adds them to the run's counts in one transaction (one statement for all the cases).
 * Null when the runner no longer holds the run (cancelled while queued cannot happen; taken over can): nothing is written.
 */
export async function recordCases(db: Database, runId: string, runnerId: string, cases: FinishedCase[]): Promise<RunRow | null> {
  const passed = cases.filter((c) => c.status === 'passed').length;
  return db.transaction(async (tx) => {
    const [row] = await tx.update(botTestRuns).set({
      passed: sql`${botTestRuns.passed} + ${passed}`, failed: sql`${botTestRuns.failed} + ${cases.length - passed}`, heartbeatAt: sql`now()`,
    }).where(and(eq(botTestRuns.id, runId), eq(botTestRuns.runnerId, runnerId), eq(botTestRuns.state, 'running'))).returning();
    if (!row) return null;
    if (cases.length) {
      await tx.execute(sql`
        update bot_test_results r set status = c.status, turns = c.turns, error = c.error, duration_ms = c.duration_ms, finished_at = c.finished_at
        from jsonb_to_recordset(${JSON.stringify(cases.map((c) => ({ ...c, duration_ms: c.durationMs, finished_at: c.finishedAt })))}::jsonb)
          as c(id uuid, status text, turns jsonb, error text, duration_ms real, finished_at timestamptz)
        where r.id = c.id and r.run_id = ${runId} and r.status = 'pending'`);
    }
    return row;
  });
}

/** Ends a run this runner holds (cases not run are skipped). Null when it no longer holds it. */
export async function finishRun(db: Database, runId: string, runnerId: string, state: Exclude<TestRunState, 'queued' | 'running'>, error: string | null = null): Promise<RunRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(botTestRuns).set({ state, error, finishedAt: sql`now()`, runnerId: null, heartbeatAt: null })
      .where(and(eq(botTestRuns.id, runId), eq(botTestRuns.runnerId, runnerId), eq(botTestRuns.state, 'running'))).returning();
    if (row) await skipPending(tx, runId);
    return row ?? null;
  });
}

/** A runner shutting down hands its runs back (not counted as an interruption): another runner, or this one restarted, resumes them. */
export async function releaseRuns(db: Executor, runnerId: string): Promise<void> {
  await db.update(botTestRuns).set({ runnerId: null, heartbeatAt: null, attempts: sql`greatest(${botTestRuns.attempts} - 1, 0)` })
    .where(and(eq(botTestRuns.runnerId, runnerId), eq(botTestRuns.state, 'running')));
}

/** PGlite is one process: a run left running by a previous process has no runner, whatever its heartbeat says. */
export async function expireAllLeases(db: Executor): Promise<void> {
  await db.update(botTestRuns).set({ heartbeatAt: null }).where(eq(botTestRuns.state, 'running'));
}
