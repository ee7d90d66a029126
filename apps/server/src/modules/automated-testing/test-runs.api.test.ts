/**
 * The test-run calls: start (all, tags, cases, failed of a run; draft or published), list, get, results with the
 * review filter and paging, re-run only the failed, JUnit and xlsx; bad input is a 400 naming the field and stores nothing;
 * a member without the Test Runs page gets 403.
 */
import { count } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { BOT_TEST_PATHS as P, testRunPath } from '@switchboard/contracts/automated-testing/test-case.api';
import type { TestCaseTag } from '@switchboard/contracts/automated-testing/test-case.schemas';
import { TEST_RUN_TEXTS as T, testRunPageSchema, testRunSchema } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import { botPublished } from '@/db/schema/bot-models';
import { botTestRuns } from '@/db/schema/bot-test-runs';
import { callerFor, dataOf, UNKNOWN_ID } from '@/modules/bot-builder/bot-builder.test-kit';
import { describeBackends } from '@/testing/backends';
import { RESULT_COLUMNS } from './test-results-sheet';
import { createCase, getRun, orderTurns, resultsOf, startRun, waitForRun } from './test-runs.test-kit';

describeBackends('automated testing: test runs API', (context) => {
  const trainer = () => callerFor(context.app, 'trainer@demo.brand');

  it('runs all cases, a tag, some cases and the failed of a run, against the draft or the published bot, and reads them back', async () => {
    const caller = await trainer();
    const smoke = dataOf<TestCaseTag>(await caller.post(P.createTestCaseTags, { name: 'smoke' }));
    const order = await createCase(caller, 'Order status', orderTurns(), [smoke._id]);
    const wrong = await createCase(caller, 'Greeting (wrong text)', [{ kind: 'text', text: 'hello', expect: { botMessages: [{ match: 'exact', text: 'Howdy!' }] } }]);

    const started = await caller.post(P.startTestRun, {});
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ message: T.started });
    const first = testRunSchema.parse(dataOf(started));
    expect(first).toMatchObject({ number: 1, target: 'draft', selection: { kind: 'all' }, total: 2, modelVersion: 1, liveBrandFunctions: false, startedBy: { name: 'Tara Trainer' } });
    const done = await waitForRun(caller, first._id);
    expect(done).toMatchObject({ state: 'failed', total: 2, done: 2, passed: 1, failed: 1, passRate: 0.5, error: null });
    expect(done.durationMs).toBeGreaterThanOrEqual(0);

    const all = await resultsOf(caller, first._id);
    expect(all.totalCount).toBe(2);
    // In the run's order (cases by name), each with its turns.
    expect(all.items.map((r) => [r.position, r.name, r.status])).toEqual([[1, 'Greeting (wrong text)', 'failed'], [2, 'Order status', 'passed']]);
    expect(all.items[1]).toMatchObject({ testCaseId: order._id, tags: ['smoke'], error: null });
    expect(all.items[1]?.turns.map((turn) => turn.outcome.intent)).toEqual(['order_status', expect.any(String)]);
    expect((await resultsOf(caller, first._id, '?filter=Passed')).items.map((r) => r.testCaseId)).toEqual([order._id]);
    const failed = await resultsOf(caller, first._id, '?filter=Failed');
    expect(failed.items.map((r) => r.testCaseId)).toEqual([wrong._id]);
    expect(failed.items[0]?.turns[0]?.checks).toEqual([{ path: 'botMessages.0', passed: false, expected: 'Howdy!', actual: expect.any(String) }]);
    expect((await resultsOf(caller, first._id, '?pageSize=1&page=2')).items.map((r) => r.name)).toEqual(['Order status']);
    expect((await resultsOf(caller, first._id, '?search=greet')).totalCount).toBe(1);

    const tagged = await startRun(caller, { tags: [smoke._id] });
    expect(tagged.selection).toEqual({ kind: 'tags', tags: [{ _id: smoke._id, name: 'smoke' }] });
    expect(await waitForRun(caller, tagged._id)).toMatchObject({ state: 'passed', total: 1, passed: 1, passRate: 1 });

    const rerun = await caller.post(testRunPath(P.rerunFailed, first._id));
    expect(rerun.statusCode, rerun.body).toBe(200);
    const again = testRunSchema.parse(dataOf(rerun));
    expect(again).toMatchObject({ number: 3, target: 'draft', selection: { kind: 'failedOf', runId: first._id, runNumber: 1 }, total: 1 });
    expect((await resultsOf(caller, (await waitForRun(caller, again._id))._id)).items.map((r) => r.testCaseId)).toEqual([wrong._id]);

    const chosen = await startRun(caller, { testCaseIds: [order._id, wrong._id, order._id], target: 'published' });
    expect(chosen).toMatchObject({ selection: { kind: 'cases' }, target: 'published', total: 2, modelVersion: 1 });
    expect((await resultsOf(caller, (await waitForRun(caller, chosen._id))._id)).items.map((r) => r.testCaseId)).toEqual([order._id, wrong._id]);

    const page = testRunPageSchema.parse(dataOf(await caller.get(P.getTestRuns)));
    expect(page.totalCount).toBe(4);
    expect(page.items.map((run) => run.number)).toEqual([4, 3, 2, 1]);
    expect(testRunPageSchema.parse(dataOf(await caller.get(`${P.getTestRuns}?state=passed`))).items.map((run) => run.number)).toEqual([2]);
    expect(testRunPageSchema.parse(dataOf(await caller.get(`${P.getTestRuns}?pageSize=3&page=2`))).items.map((run) => run.number)).toEqual([1]);

    const junit = await caller.get(testRunPath(P.exportJUnit, first._id));
    expect(junit.statusCode).toBe(200);
    expect(junit.headers['content-type']).toContain('application/xml');
    expect(junit.headers['content-disposition']).toBe('attachment; filename="test-run-1.xml"');
    expect(junit.body).toContain('<testsuites name="Switchboard bot tests" tests="2" failures="1" errors="0" skipped="0"');
    expect(junit.body).toContain('<testcase classname="smoke" name="Order status"');
    expect(junit.body).toMatch(/<failure message="turn 1 botMessages\.0: expected Howdy!, got [^"]+" type="ExpectationFailed">/);

    const xlsx = await caller.get(testRunPath(P.exportTestResults, first._id));
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="test-run-1.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.getWorksheet('Run')?.getRow(1).values).toEqual([undefined, 'run', 1]);
    const sheet = book.getWorksheet('Results');
    expect(sheet?.getRow(1).values).toEqual([undefined, ...RESULT_COLUMNS]);
    // The failing greeting (1 turn), then the order case's 2 turns.
    expect(sheet?.rowCount).toBe(4);
    expect(sheet?.getRow(2).values).toEqual(expect.arrayContaining([1, 'Greeting (wrong text)', 'failed', 'hello', expect.stringMatching(/^botMessages\.0: expected Howdy!, got /)]));
    expect(sheet?.getRow(4).values).toEqual(expect.arrayContaining([2, 'Order status', 'smoke', 'passed', 2, 'it is ORD-13579']));
  });

  it('refuses bad input with the field, unknown runs with 404, and members without the page with 403, storing nothing', async () => {
    const caller = await trainer();
    const db = context.database.db;
    const tag = dataOf<TestCaseTag>(await caller.post(P.createTestCaseTags, { name: 'smoke' }));
    const refusal = async (body: object, status: number, field?: string, message?: string) => {
      const response = await caller.post(P.startTestRun, body);
      expect(response.statusCode, response.body).toBe(status);
      if (field) expect(response.json()).toMatchObject({ field });
      if (message) expect(response.json()).toMatchObject({ message });
    };
    await refusal({}, 412, undefined, T.noCases);
    await refusal({ tags: [tag._id] }, 412, undefined, T.noCases);
    const order = await createCase(caller, 'Order status', orderTurns());
    await refusal({ tags: [UNKNOWN_ID] }, 400, 'tags.0', T.unknownTag);
    await refusal({ tags: [tag._id, 'x'] }, 400, 'tags.1', T.unknownTag);
    await refusal({ tags: [] }, 400, 'tags');
    await refusal({ testCaseIds: [order._id, UNKNOWN_ID] }, 400, 'testCaseIds.1', T.unknownCase);
    await refusal({ testCaseIds: ['nope'] }, 400, 'testCaseIds.0', T.unknownCase);
    await refusal({ failedOf: UNKNOWN_ID }, 400, 'failedOf', T.notFound);
    await refusal({ tags: [tag._id], testCaseIds: [order._id] }, 400, 'tags', T.oneSelection);
    await refusal({ target: 'staging' }, 400, 'target');
    await refusal({ speed: 'fast' }, 400);
    expect((await db.select({ n: count() }).from(botTestRuns))[0]?.n).toBe(0);

    const passing = await waitForRun(caller, (await startRun(caller, { testCaseIds: [order._id] }))._id);
    expect(passing.state).toBe('passed');
    await refusal({ failedOf: passing._id }, 412, undefined, T.noFailed);
    expect((await caller.post(testRunPath(P.rerunFailed, passing._id))).statusCode).toBe(412);
    const cancelFinished = await caller.post(testRunPath(P.cancelTestRun, passing._id));
    expect(cancelFinished.statusCode).toBe(412);
    expect(cancelFinished.json()).toMatchObject({ message: T.finished });
    expect((await caller.get(`${testRunPath(P.getTestResults, passing._id)}?filter=Bogus`)).json()).toMatchObject({ field: 'filter' });
    expect((await caller.get(`${P.getTestRuns}?state=done`)).statusCode).toBe(400);

    for (const id of [UNKNOWN_ID, 'x']) {
      expect((await caller.get(testRunPath(P.getTestRun, id))).statusCode).toBe(404);
      expect((await caller.post(testRunPath(P.cancelTestRun, id))).statusCode).toBe(404);
      expect((await caller.post(testRunPath(P.rerunFailed, id))).statusCode).toBe(404);
      expect((await caller.get(testRunPath(P.getTestResults, id))).statusCode).toBe(404);
      expect((await caller.get(testRunPath(P.exportJUnit, id))).statusCode).toBe(404);
      expect((await caller.get(testRunPath(P.exportTestResults, id))).statusCode).toBe(404);
    }

    // Nothing published: the published bot cannot be tested (the draft still can).
    await db.delete(botPublished);
    await refusal({ target: 'published' }, 412, undefined, T.nothingPublished);
    expect((await db.select({ n: count() }).from(botTestRuns))[0]?.n).toBe(1);

    const agent = await callerFor(context.app, 'agent@demo.brand');
    expect((await agent.post(P.startTestRun, {})).statusCode).toBe(403);
    expect((await agent.get(P.getTestRuns)).statusCode).toBe(403);
    expect((await agent.get(testRunPath(P.getTestRun, passing._id))).statusCode).toBe(403);
    expect((await agent.post(testRunPath(P.cancelTestRun, passing._id))).statusCode).toBe(403);
    expect((await agent.post(testRunPath(P.rerunFailed, passing._id))).statusCode).toBe(403);
    expect((await agent.get(testRunPath(P.getTestResults, passing._id))).statusCode).toBe(403);
    expect((await agent.get(testRunPath(P.exportJUnit, passing._id))).statusCode).toBe(403);
    expect((await agent.get(testRunPath(P.exportTestResults, passing._id))).statusCode).toBe(403);
    expect((await getRun(caller, passing._id)).state).toBe('passed');
  });
});
