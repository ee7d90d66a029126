/**
 * Test runs (spec §2): start one (the cases copied and the bot version pinned now, the runner runs it when the bot's
 * previous run is done), list and read them, cancel, re-run only the failed, read the results with the review filter,
 * export JUnit and xlsx. Every change is pushed to the console (onChange) after it is stored.
 */
import type { z } from 'zod';
import type { TestRunTrend, testRunTrendQuerySchema } from '@switchboard/contracts/automated-testing/test-run-trends.schemas';
import { TEST_RESULTS_PAGE_SIZE, type TestResultListQuery } from '@switchboard/contracts/automated-testing/test-results.schemas';
import {
  FINISHED_TEST_RUN_STATES, TEST_RUN_TEXTS as T, TEST_RUNS_PAGE_SIZE, type RerunFailedBody, type startTestRunBodySchema, type TestRun,
  type TestRunListQuery, type TestRunOrigin, type TestRunSelection,
} from '@switchboard/contracts/automated-testing/test-runs.schemas';
import type { Database } from '@/db/client';
import { isUniqueViolation, requireId } from '@/modules/bot-builder/bot-builder.errors';
import type { BotSandbox } from '@/modules/bot-builder/bot-sandbox';
import type { Caller } from '@/modules/bot-builder/training.service';
import { badRequest, businessRule, notFound } from '@/plugins/http-errors';
import { junitXml } from './junit';
import * as history from './test-run-history.repository';
import { resultsWorkbook } from './test-results-sheet';
import * as cases from './test-cases.repository';
import type { TestRunRunner } from './test-run-runner';
import { resultView, runView } from './test-run-view';
import * as runs from './test-runs.repository';

type StartBody = z.output<typeof startTestRunBodySchema>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMBER_RETRIES = 5;

export class TestRunsService {
  constructor(private readonly deps: { db: Database; sandbox: BotSandbox; runner: TestRunRunner; onChange: (run: runs.RunRow) => void }) {}

  /**
   * how.origin: who asks (the console by default); how.modelId: test this version of the target (the publish gate
   * tests exactly the version it is about to publish, even if a training ends meanwhile); how.startedBy: who the run
   * names as its starter when it is not the caller (a CI API token: no member).
   */
  async start(
    caller: Caller, body: StartBody, how: { origin?: TestRunOrigin; modelId?: string; startedBy?: { id: string | null; name: string } } = {},
  ): Promise<{ run: TestRun; queued: boolean }> {
    const { db, sandbox } = this.deps;
    const brandId = caller.brand.id;
    const { selection, source } = await this.select(brandId, body);
    const live = await sandbox.version(brandId, body.target, how.modelId);
    if (!live) throw businessRule(body.target === 'draft' ? T.trainFirst : T.nothingPublished);
    const queued = await runs.hasOpenRun(db, brandId);
    const values = {
      brandId, target: body.target, selection, liveBrandFunctions: body.liveBrandFunctions, origin: how.origin ?? 'console', modelId: live.modelId, modelVersion: live.version,
      startedBy: how.startedBy ? how.startedBy.id : caller.userId, startedByName: how.startedBy?.name ?? caller.name,
    };
    for (let attempt = 1; ; attempt++) {
      try {
        const row = await db.transaction(async (tx) => {
          const inserted = await runs.insertRun(tx, values, source);
          // Nothing to copy: the run is not kept (the transaction rolls back).
          if (!inserted) throw businessRule(T.noCases);
          return inserted;
        });
        this.deps.onChange(row);
        this.deps.runner.kick();
        return { run: runView(row), queued };
      } catch (error) {
        // Two runs started at once drew the same number: draw again.
        if (!isUniqueViolation(error) || attempt >= NUMBER_RETRIES) throw error;
      }
    }
  }

  async rerunFailed(caller: Caller, runId: string, body: RerunFailedBody) {
    const run = await this.row(caller.brand.id, runId);
    return this.start(caller, {
      target: body.target ?? run.target, liveBrandFunctions: body.liveBrandFunctions ?? run.liveBrandFunctions, failedOf: run.id,
    });
  }

  async list(brandId: string, query: TestRunListQuery) {
    const { items, totalCount } = await runs.listRuns(this.deps.db, brandId, { page: query.page, pageSize: query.pageSize ?? TEST_RUNS_PAGE_SIZE, state: query.state });
    return { items: items.map(runView), totalCount };
  }

  async get(brandId: string, runId: string): Promise<TestRun> {
    return runView(await this.row(brandId, runId));
  }

  /** A queued run ends at once; a running one stops after its current case (awaited when this instance runs it). */
  async cancel(caller: Caller, runId: string): Promise<TestRun> {
    const { db, runner } = this.deps;
    const run = await this.row(caller.brand.id, runId);
    if (FINISHED_TEST_RUN_STATES.includes(run.state)) throw businessRule(T.finished);
    if (run.state === 'queued') {
      const cancelled = await db.transaction((tx) => runs.cancelQueued(tx, run.id, caller.name));
      if (cancelled) {
        this.deps.onChange(cancelled);
        runner.kick();
        return runView(cancelled);
      }
    }
    const asked = await runs.requestCancel(db, run.id, caller.name);
    if (asked) {
      this.deps.onChange(asked);
      await runner.cancel(run.id);
    }
    return runView(await this.row(caller.brand.id, run.id));
  }

  /** A page of the run's results; each failed case says since which run it has been failing. */
  async results(brandId: string, runId: string, query: TestResultListQuery) {
    const run = await this.row(brandId, runId);
    const { items, totalCount } = await runs.listResults(this.deps.db, run.id, {
      filter: query.filter, page: query.page, pageSize: query.pageSize ?? TEST_RESULTS_PAGE_SIZE, search: query.search,
    });
    const failing = items.flatMap((item) => (item.testCaseId && (item.status === 'failed' || item.status === 'error') ? [item.testCaseId] : []));
    const since = await history.failingSince(this.deps.db, brandId, run.target, run.number, failing);
    return {
      items: items.map((item) => ({ ...resultView(item), failingSince: (item.testCaseId && failing.includes(item.testCaseId) && since.get(item.testCaseId)) || null })),
      totalCount,
    };
  }

  /** The pass rate of the target's latest finished runs, overall and per tag, oldest first (the trend chart). */
  async trend(brandId: string, query: z.output<typeof testRunTrendQuerySchema>): Promise<TestRunTrend> {
    const finished = await history.finishedRuns(this.deps.db, brandId, query.target, query.runs);
    const counts = await history.tagCounts(this.deps.db, finished.map((run) => run.id));
    const position = new Map(finished.map((run, i) => [run.id, i]));
    const byTag = new Map<string, (number | null)[]>();
    for (const count of counts) {
      const rates = byTag.get(count.tag) ?? finished.map(() => null);
      rates[position.get(count.runId) ?? 0] = count.done ? count.passed / count.done : null;
      byTag.set(count.tag, rates);
    }
    return {
      runs: finished.map((row) => {
        const run = runView(row);
        return { _id: run._id, number: run.number, finishedAt: run.finishedAt, modelVersion: run.modelVersion, passRate: run.passRate ?? 0, durationMs: run.durationMs, total: run.total };
      }),
      tags: [...byTag.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, passRates]) => ({ name, passRates })),
    };
  }

  async junit(brandId: string, runId: string): Promise<{ xml: string; fileName: string }> {
    const run = await this.row(brandId, runId);
    const results = await runs.allResults(this.deps.db, run.id);
    return { xml: junitXml(runView(run), results.map(resultView)), fileName: `test-run-${run.number}.xml` };
  }

  async workbook(brandId: string, runId: string): Promise<{ file: Buffer; fileName: string }> {
    const run = await this.row(brandId, runId);
    const results = await runs.allResults(this.deps.db, run.id);
    return { file: await resultsWorkbook(runView(run), results.map(resultView)), fileName: `test-run-${run.number}.xlsx` };
  }

  private async row(brandId: string, runId: string): Promise<runs.RunRow> {
    requireId(runId, T.notFound);
    const row = await runs.findRun(this.deps.db, brandId, runId);
    if (!row) throw notFound(T.notFound);
    return row;
  }

  /** The cases a start asks for; an unknown tag, case or run is a 400 naming the field. */
  private async select(brandId: string, body: StartBody): Promise<{ selection: TestRunSelection; source: runs.CaseSource }> {
    const { db } = this.deps;
    if (body.tags) {
      const known = await cases.findTags(db, brandId, body.tags.filter((tag) => UUID.test(tag)));
      const missing = body.tags.findIndex((tag) => !known.some((found) => found.id === tag));
      if (missing >= 0) throw badRequest(T.unknownTag, `tags.${missing}`);
      const tags = [...new Map(known.map((tag) => [tag.id, { _id: tag.id, name: tag.name }])).values()];
      return { selection: { kind: 'tags', tags }, source: { tagIds: tags.map((tag) => tag._id) } };
    }
    if (body.testCaseIds) {
      const known = await cases.existingCaseIds(db, brandId, body.testCaseIds.filter((id) => UUID.test(id)));
      const missing = body.testCaseIds.findIndex((id) => !known.has(id));
      if (missing >= 0) throw badRequest(T.unknownCase, `testCaseIds.${missing}`);
      return { selection: { kind: 'cases' }, source: { ids: [...new Set(body.testCaseIds)] } };
    }
    if (body.failedOf) {
      const run = UUID.test(body.failedOf) ? await runs.findRun(db, brandId, body.failedOf) : undefined;
      if (!run) throw badRequest(T.notFound, 'failedOf');
      if (!FINISHED_TEST_RUN_STATES.includes(run.state)) throw businessRule(T.runNotFinished);
      const ids = await runs.failedCaseIds(db, run.id);
      if (!ids.length) throw businessRule(T.noFailed);
      return { selection: { kind: 'failedOf', runId: run.id, runNumber: run.number }, source: { ids } };
    }
    return { selection: { kind: 'all' }, source: {} };
  }
}
