/**
 * SQL of run history: the pass rate of a target's latest finished runs per tag (the trend chart), and for failed
 * cases the run where they started failing (the latest stretch of failures since they last passed).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TestRunTarget } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import { rowsOf, type Executor } from '@/db/client';
import { botTestRuns } from '@/db/schema/bot-test-runs';
import type { RunRow } from './test-runs.repository';

/** The latest `limit` runs of the target that ran their cases to the end (passed or failed), oldest first. */
export async function finishedRuns(db: Executor, brandId: string, target: TestRunTarget, limit: number): Promise<RunRow[]> {
  const rows = await db.select().from(botTestRuns)
    .where(and(eq(botTestRuns.brandId, brandId), eq(botTestRuns.target, target), inArray(botTestRuns.state, ['passed', 'failed'])))
    .orderBy(desc(botTestRuns.number)).limit(limit);
  return rows.reverse();
}

export interface TagCount { runId: string; tag: string; passed: number; done: number }

/** Per run and tag name (as the run copied it): the cases that passed and those that ran. */
export async function tagCounts(db: Executor, runIds: string[]): Promise<TagCount[]> {
  if (!runIds.length) return [];
  return rowsOf<TagCount>(await db.execute(sql`
    select r.run_id as "runId", tag.name as "tag",
      (count(*) filter (where r.status = 'passed'))::int as "passed", count(*)::int as "done"
    from bot_test_results r
    cross join lateral jsonb_array_elements_text(r.tags) as tag(name)
    where r.run_id in (${sql.join(runIds.map((id) => sql`${id}`), sql`, `)}) and r.status in ('passed', 'failed', 'error')
    group by r.run_id, tag.name`));
}

/**
 * For each case: the first run (of the target, numbered up to `upTo`) in which it failed after the last run in which
 * it passed (any run before `upTo`). A case absent from the answer has not failed since it last passed.
 */
export async function failingSince(
  db: Executor, brandId: string, target: TestRunTarget, upTo: number, caseIds: string[],
): Promise<Map<string, { runId: string; number: number }>> {
  if (!caseIds.length) return new Map();
  const rows = rowsOf<{ caseId: string; runId: string; number: number }>(await db.execute(sql`
    select distinct on (r.test_case_id) r.test_case_id as "caseId", t.id as "runId", t.number as "number"
    from bot_test_results r join bot_test_runs t on t.id = r.run_id
    where t.brand_id = ${brandId} and t.target = ${target} and t.number <= ${upTo}
      and r.test_case_id in (${sql.join(caseIds.map((id) => sql`${id}`), sql`, `)}) and r.status in ('failed', 'error')
      and t.number > coalesce((
        select max(t2.number) from bot_test_results r2 join bot_test_runs t2 on t2.id = r2.run_id
        where r2.test_case_id = r.test_case_id and r2.status = 'passed' and t2.brand_id = ${brandId} and t2.target = ${target} and t2.number < ${upTo}
      ), 0)
    order by r.test_case_id, t.number`));
  return new Map(rows.map((row) => [row.caseId, { runId: row.runId, number: Number(row.number) }]));
}
