/** getTestRunTrends: the pass rate of the target's latest finished runs, overall and per tag (the Test Runs chart). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BOT_TEST_PATHS as P } from '@switchboard/contracts/automated-testing/test-case.api';
import { testRunTrendSchema } from '@switchboard/contracts/automated-testing/test-run-trends.schemas';
import type { TestRunTarget } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import { testRunKeys } from '@/features/automated-testing/api/test-run-keys';
import { http } from '@/lib/http/api';

export function useTestRunTrend(target: TestRunTarget) {
  return useQuery({
    queryKey: testRunKeys.trend(target),
    queryFn: async ({ signal }) => testRunTrendSchema.parse(await http.requestData<unknown>(P.getTestRunTrends, { query: { target }, signal, quiet: true })),
    placeholderData: keepPreviousData,
  });
}
