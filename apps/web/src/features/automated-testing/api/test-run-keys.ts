/** Query keys of the test runs and results pages. */
import type { ReviewFilter } from '@switchboard/contracts/automated-testing/test-results.schemas';
import type { TestRunTarget } from '@switchboard/contracts/automated-testing/test-runs.schemas';

export interface TestResultListParams { filter: ReviewFilter; search: string; page: number; pageSize: number }

export const testRunKeys = {
  all: ['test-runs'] as const,
  lists: ['test-runs', 'list'] as const,
  list: (page: number) => ['test-runs', 'list', page] as const,
  one: (runId: string) => ['test-runs', 'one', runId] as const,
  trends: ['test-runs', 'trend'] as const,
  trend: (target: TestRunTarget) => ['test-runs', 'trend', target] as const,
  results: (runId: string) => ['test-results', runId] as const,
  resultList: (runId: string, params: TestResultListParams) => ['test-results', runId, params] as const,
};
