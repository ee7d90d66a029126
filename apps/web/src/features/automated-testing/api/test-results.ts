/** getTestResults: one page of a run's results under the review filter (All / Passed / Failed) and a name search. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BOT_TEST_PATHS as P, testRunPath } from '@switchboard/contracts/automated-testing/test-case.api';
import { testResultPageSchema } from '@switchboard/contracts/automated-testing/test-results.schemas';
import { testRunKeys, type TestResultListParams } from '@/features/automated-testing/api/test-run-keys';
import { http } from '@/lib/http/api';

export function useTestResults(runId: string, params: TestResultListParams) {
  return useQuery({
    queryKey: testRunKeys.resultList(runId, params),
    queryFn: async ({ signal }) => testResultPageSchema.parse(await http.requestData<unknown>(testRunPath(P.getTestResults, runId), {
      query: { ...params, search: params.search || undefined }, signal, quiet: true,
    })),
    enabled: runId !== '',
    placeholderData: keepPreviousData,
  });
}
