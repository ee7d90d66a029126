/** A test run and its results in words: states, selection, target, pass rate, durations. */
import type { TestResultStatus } from '@switchboard/contracts/automated-testing/test-results.schemas';
import type { TestRun, TestRunState } from '@switchboard/contracts/automated-testing/test-runs.schemas';

export const RUN_STATE_LABELS: Record<TestRunState, string> = {
  queued: 'Queued', running: 'Running', passed: 'Passed', failed: 'Failed', cancelled: 'Cancelled', error: 'Error',
};
/** antd Tag colours (both themes): the words carry the meaning, the colour only repeats it. */
export const RUN_STATE_COLORS: Record<TestRunState, string> = {
  queued: 'default', running: 'processing', passed: 'success', failed: 'error', cancelled: 'warning', error: 'error',
};

export const RESULT_STATUS_LABELS: Record<TestResultStatus, string> = {
  pending: 'Not run yet', passed: 'Passed', failed: 'Failed', error: 'Could not run', skipped: 'Skipped',
};
export const RESULT_STATUS_COLORS: Record<TestResultStatus, string> = {
  pending: 'default', passed: 'success', failed: 'error', error: 'error', skipped: 'warning',
};

/** Said after who started a run that a member did not start from this page. */
export const ORIGIN_NOTES: Record<TestRun['origin'], string> = { console: '', publishGate: ' (publish gate)', ci: ' (CI)' };

export const runTitle = (run: Pick<TestRun, 'number'>) => `Run #${run.number}`;

export function selectionText(selection: TestRun['selection']): string {
  switch (selection.kind) {
    case 'all': return 'All cases';
    case 'tags': return `Tags: ${selection.tags.map((tag) => tag.name).join(', ')}`;
    case 'cases': return 'Chosen cases';
    case 'failedOf': return `Failed of run #${selection.runNumber}`;
  }
}

export function targetText(run: Pick<TestRun, 'target' | 'modelVersion'>): string {
  const target = run.target === 'draft' ? 'Draft' : 'Published';
  return run.modelVersion === null ? target : `${target}, version ${run.modelVersion}`;
}

export const passRateText = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);

/** 850 ms, 12.4 s, 3 min 5 s. */
export function durationText(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

export const progressText = (run: Pick<TestRun, 'done' | 'total' | 'passed' | 'failed'>) =>
  `${run.done} of ${run.total} done: ${run.passed} passed, ${run.failed} failed`;
