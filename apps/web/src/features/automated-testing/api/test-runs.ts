/**
 * botTest calls for runs: the list (newest first, paged), one run, startTestRun, cancelTestRun, rerunFailed and the
 * JUnit and xlsx downloads. Refusals (412: nothing to run, train first…) are shown by the http client; the server's own
 * message ('Test run started' / '…queued…') is toasted on success.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOT_TEST_PATHS as P, testRunPath } from '@switchboard/contracts/automated-testing/test-case.api';
import {
  FINISHED_TEST_RUN_STATES, TEST_RUNS_PAGE_SIZE, testRunPageSchema, testRunSchema, type StartTestRunBody, type TestRun,
} from '@switchboard/contracts/automated-testing/test-runs.schemas';
import { testRunKeys } from '@/features/automated-testing/api/test-run-keys';
import { toast } from '@/lib/feedback/feedback';
import { http } from '@/lib/http/api';
import { downloadWithSession } from '@/lib/http/download';

/** While a run is open the socket moves it; this poll is the fallback when no event arrives (socket down). */
export const OPEN_RUN_POLL_MS = 10_000;
export const isOpenRun = (run: Pick<TestRun, 'state'>) => !FINISHED_TEST_RUN_STATES.includes(run.state);

export function useTestRuns(page: number) {
  return useQuery({
    queryKey: testRunKeys.list(page),
    queryFn: async ({ signal }) => testRunPageSchema.parse(await http.requestData<unknown>(P.getTestRuns, {
      query: { page, pageSize: TEST_RUNS_PAGE_SIZE }, signal, quiet: true,
    })),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some(isOpenRun) ? OPEN_RUN_POLL_MS : false),
  });
}

export function useTestRun(runId: string) {
  return useQuery({
    queryKey: testRunKeys.one(runId),
    queryFn: async ({ signal }) => testRunSchema.parse(await http.requestData<unknown>(testRunPath(P.getTestRun, runId), { signal, quiet: true })),
    enabled: runId !== '',
    refetchInterval: (query) => (query.state.data && isOpenRun(query.state.data) ? OPEN_RUN_POLL_MS : false),
  });
}

async function runCall(path: string, body?: Record<string, unknown>): Promise<TestRun> {
  const result = await http.request<unknown>(path, { method: 'POST', ...(body ? { body } : {}) });
  if (!result.ok) throw new Error(result.message);
  const run = testRunSchema.parse(result.data);
  if (result.message) toast.success(result.message);
  return run;
}

function useRunMutation<V>(call: (variables: V) => Promise<TestRun>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (run) => {
      client.setQueryData(testRunKeys.one(run._id), run);
      return client.invalidateQueries({ queryKey: testRunKeys.lists });
    },
  });
}

export const useStartTestRun = () => useRunMutation((body: StartTestRunBody) => runCall(P.startTestRun, body));
export const useCancelTestRun = () => useRunMutation((runId: string) => runCall(testRunPath(P.cancelTestRun, runId)));
export const useRerunFailed = () => useRunMutation((runId: string) => runCall(testRunPath(P.rerunFailed, runId)));

export function useExportJUnit() {
  return useMutation({
    mutationFn: (run: Pick<TestRun, '_id' | 'number'>) => downloadWithSession(testRunPath(P.exportJUnit, run._id), `test-run-${run.number}.xml`),
    onError: (error) => toast.error(error.message),
  });
}

/** The run's results as an xlsx workbook (a Run sheet and a row per case turn). */
export function useExportResultsXlsx() {
  return useMutation({
    mutationFn: (run: Pick<TestRun, '_id' | 'number'>) => downloadWithSession(testRunPath(P.exportTestResults, run._id), `test-run-${run.number}.xlsx`),
    onError: (error) => toast.error(error.message),
  });
}
