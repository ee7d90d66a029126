/** Rows of runs and results as the API and the socket give them (contracts' TestRun and TestResult). */
import type { TestResult } from '@switchboard/contracts/automated-testing/test-results.schemas';
import type { TestRun } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import type { ResultRow, RunRow } from './test-runs.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function runView(row: RunRow): TestRun {
  const done = row.passed + row.failed;
  return {
    _id: row.id, number: row.number, state: row.state, target: row.target, selection: row.selection,
    liveBrandFunctions: row.liveBrandFunctions, origin: row.origin, modelId: row.modelId, modelVersion: row.modelVersion,
    total: row.total, done, passed: row.passed, failed: row.failed,
    passRate: done ? row.passed / done : null,
    durationMs: row.startedAt && row.finishedAt ? row.finishedAt.getTime() - row.startedAt.getTime() : null,
    queuedAt: row.queuedAt.toISOString(), startedAt: iso(row.startedAt), finishedAt: iso(row.finishedAt),
    startedBy: { _id: row.startedBy, name: row.startedByName },
    cancelRequested: row.cancelRequested, cancelledBy: row.cancelledByName, error: row.error,
  };
}

export function resultView(row: ResultRow): TestResult {
  return {
    _id: row.id, runId: row.runId, position: row.position, testCaseId: row.testCaseId, name: row.name, tags: row.tags,
    status: row.status, input: row.input, turns: row.turns, error: row.error, durationMs: row.durationMs, finishedAt: iso(row.finishedAt),
    failingSince: null,
  };
}
