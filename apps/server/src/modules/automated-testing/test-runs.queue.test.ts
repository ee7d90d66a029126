/**
 * Runs are background jobs: two runs of one bot queue and never interleave; a queued run is cancelled at once and a
 * running one after its current case (the rest skipped); a run whose runner died is taken over and resumed from its
 * first pending case (each case run once), or ends as error after too many interruptions.
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { BOT_TEST_PATHS as P, testRunPath } from '@switchboard/contracts/automated-testing/test-case.api';
import { TEST_RUN_TEXTS as T, testRunSchema } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import { botTestRuns } from '@/db/schema/bot-test-runs';
import { callerFor, dataOf } from '@/modules/bot-builder/bot-builder.test-kit';
import { describeEveryBackend } from '@/testing/backends';
import { MAX_ATTEMPTS } from './test-run-runner';
import { caseGate, createCase, getRun, orderTurns, resultsOf, startRun, waitForRun } from './test-runs.test-kit';

let gate = caseGate();

describeEveryBackend('automated testing: the run queue', (context) => {
  beforeEach(() => {
    gate = caseGate();
  });
  // A failed expectation must not leave a run held (the app's close waits for its runs).
  afterEach(() => gate.release());
  const trainer = () => callerFor(context.app, 'trainer@demo.brand');
  const threeCases = async (caller: Awaited<ReturnType<typeof trainer>>) => {
    for (const name of ['Case A', 'Case B', 'Case C']) await createCase(caller, name, orderTurns());
  };

  it('queues a second run of the bot behind the first: no case of one runs between cases of the other', async () => {
    const caller = await trainer();
    await threeCases(caller);
    let firstId = '';
    gate.holdWhen((runId, position) => runId === firstId && position === 2);
    const first = await startRun(caller);
    firstId = first._id;
    await gate.reached();
    const queued = await caller.post(P.startTestRun, {});
    expect(queued.json()).toMatchObject({ message: T.queued });
    const second = testRunSchema.parse(dataOf(queued));
    expect((await getRun(caller, second._id)).state).toBe('queued');
    expect(await getRun(caller, first._id)).toMatchObject({ state: 'running', done: 1, passed: 1 });
    gate.release();

    const [a, b] = [await waitForRun(caller, first._id), await waitForRun(caller, second._id)];
    expect([a.state, b.state]).toEqual(['passed', 'passed']);
    expect(gate.seen.map((step) => `${step.runId === first._id ? 'first' : 'second'}:${step.position}`))
      .toEqual(['first:1', 'first:2', 'first:3', 'second:1', 'second:2', 'second:3']);
    expect(Date.parse(b.startedAt!)).toBeGreaterThanOrEqual(Date.parse(a.finishedAt!));
  });

  it('cancels a queued run at once and a running one after its current case, skipping the rest', async () => {
    const caller = await trainer();
    await threeCases(caller);
    let firstId = '';
    gate.holdWhen((runId, position) => runId === firstId && position === 2);
    const first = await startRun(caller);
    firstId = first._id;
    await gate.reached();
    const second = await startRun(caller);
    const tooEarly = await caller.post(testRunPath(P.rerunFailed, first._id));
    expect(tooEarly.statusCode).toBe(412);
    expect(tooEarly.json()).toMatchObject({ message: T.runNotFinished });

    const queuedCancel = await caller.post(testRunPath(P.cancelTestRun, second._id));
    expect(queuedCancel.statusCode, queuedCancel.body).toBe(200);
    expect(queuedCancel.json()).toMatchObject({ message: T.cancelled, data: { state: 'cancelled', cancelledBy: 'Tara Trainer', done: 0 } });
    expect((await resultsOf(caller, second._id)).items.map((r) => r.status)).toEqual(['skipped', 'skipped', 'skipped']);

    const cancelling = caller.post(testRunPath(P.cancelTestRun, first._id));
    // The cancel is seen between cases: the case held at the gate still runs.
    await waitForRun(caller, first._id, (run) => run.cancelRequested);
    gate.release();
    const cancelled = await cancelling;
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ message: T.cancelled, data: { state: 'cancelled', done: 2, passed: 2, total: 3 } });
    expect((await resultsOf(caller, first._id)).items.map((r) => r.status)).toEqual(['passed', 'passed', 'skipped']);
    expect(gate.seen.filter((step) => step.runId === second._id)).toEqual([]);
    const junit = await caller.get(testRunPath(P.exportJUnit, first._id));
    expect(junit.body).toContain('tests="3" failures="0" errors="0" skipped="1"');
  });

  it('takes over a run whose runner stopped, resumes it from its first pending case and fences the old runner out', async () => {
    const caller = await trainer();
    await threeCases(caller);
    let runId = '';
    gate.holdWhen((id, position) => id === runId && position === 2);
    runId = (await startRun(caller))._id;
    await gate.reached();
    // The runner is held mid-case as if frozen: its heartbeat lapsed past the lease (the row no longer names it, so its
    // heartbeat timer cannot bring it back while it waits at the gate).
    await context.database.db.update(botTestRuns).set({ heartbeatAt: sql`now() - interval '1 hour'`, runnerId: 'a-frozen-runner' })
      .where(eq(botTestRuns.id, runId));
    const other = await context.buildApp();
    const otherCaller = await callerFor(other, 'trainer@demo.brand');
    const resumed = await waitForRun(otherCaller, runId);
    expect(resumed).toMatchObject({ state: 'passed', total: 3, done: 3, passed: 3, failed: 0 });
    const [row] = await context.database.db.select().from(botTestRuns).where(eq(botTestRuns.id, runId));
    expect(row?.attempts).toBe(2);

    // The first runner wakes up: its case is not recorded twice, the run stays as the second runner ended it.
    gate.release();
    await context.app.services.automatedTesting.runner.close();
    expect(await getRun(caller, runId)).toMatchObject({ state: 'passed', done: 3, passed: 3 });
    expect((await resultsOf(caller, runId)).items.map((r) => r.status)).toEqual(['passed', 'passed', 'passed']);
  });

  it('ends a run interrupted too often as error, its cases not run skipped', async () => {
    const caller = await trainer();
    await threeCases(caller);
    let runId = '';
    gate.holdWhen((id, position) => id === runId && position === 2);
    runId = (await startRun(caller))._id;
    await gate.reached();
    await context.database.db.update(botTestRuns).set({ heartbeatAt: sql`now() - interval '1 hour'`, runnerId: 'a-dead-runner', attempts: MAX_ATTEMPTS })
      .where(eq(botTestRuns.id, runId));
    const other = await context.buildApp();
    const ended = await waitForRun(await callerFor(other, 'trainer@demo.brand'), runId);
    expect(ended).toMatchObject({ state: 'error', error: T.interrupted, done: 1 });
    gate.release();
    expect((await resultsOf(caller, runId)).items.map((r) => r.status)).toEqual(['passed', 'skipped', 'skipped']);
  });
}, () => ({}), () => ({ testRunGate: (runId, position) => gate.gate(runId, position) }));
