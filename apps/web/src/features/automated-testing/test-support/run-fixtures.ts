/** Test runs and results as the server answers them, for the runs and results page tests. */
import type { TestResult } from '@switchboard/contracts/automated-testing/test-results.schemas';
import type { TestRun } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import { GREETING_CASE, ORDER_CASE, ORDER_RESULT } from '@/features/automated-testing/test-support/fixtures';

export const run = (overrides: Partial<TestRun>): TestRun => ({
  _id: 'r1', number: 1, state: 'passed', target: 'draft', selection: { kind: 'all' }, liveBrandFunctions: false, origin: 'console',
  modelId: 'm3', modelVersion: 3, total: 2, done: 2, passed: 2, failed: 0, passRate: 1, durationMs: 1500,
  queuedAt: '2026-11-27T10:00:00.000Z', startedAt: '2026-11-27T10:00:00.000Z', finishedAt: '2026-11-27T10:00:01.500Z',
  startedBy: { _id: 'u1', name: 'Tara Trainer' }, cancelRequested: false, cancelledBy: null, error: null, ...overrides,
});

/** Run #2 is running (1 of 4 done), run #1 finished with a failure. */
export const RUNNING = run({
  _id: 'r2', number: 2, state: 'running', selection: { kind: 'tags', tags: [{ _id: 't-orders', name: 'orders' }] },
  total: 4, done: 1, passed: 1, failed: 0, passRate: 1, durationMs: null, finishedAt: null,
});
export const FAILED = run({ _id: 'r1', number: 1, state: 'failed', passed: 1, failed: 1, passRate: 0.5 });

const result = (overrides: Partial<TestResult>): TestResult => ({
  _id: 'res', runId: 'r1', position: 1, testCaseId: null, name: '', tags: [], status: 'passed', input: [], turns: [],
  error: null, durationMs: 40, finishedAt: '2026-11-27T10:00:01.000Z', failingSince: null, ...overrides,
});

/**
 * The order case failed: turn 1's bot message changed, and turn 2 called no brand function (a double). Turn 2 passed:
 * a run keeps only the paths it checked (stored-turn.ts on the server).
 */
export const ORDER_FAILED = result({
  _id: 'res-order', position: 1, testCaseId: ORDER_CASE._id, name: ORDER_CASE.name, tags: ['orders'], status: 'failed', input: ORDER_CASE.turns,
  turns: [
    { ...ORDER_RESULT.turns[0]!, nlp: { ...ORDER_RESULT.turns[0]!.nlp, ranking: [{ intent: 'order_status', score: 0.93 }, { intent: 'greeting', score: 0.04 }] } },
    { ...ORDER_RESULT.turns[1]!, checks: [{ path: 'handover', passed: true }], durationMs: 2400, doubles: [{ kind: 'brandFunction', name: 'lookupOrder' }] },
  ],
});
export const GREETING_PASSED = result({
  _id: 'res-greeting', position: 2, testCaseId: GREETING_CASE._id, name: GREETING_CASE.name, status: 'passed', input: GREETING_CASE.turns,
  turns: [{ ...ORDER_RESULT.turns[1]!, checks: [], doubles: [] }],
});
