/**
 * botTestRun on the training channel (/liveDialogTraining): each event is the whole run, so the cached run and its
 * row in the cached lists are replaced with it. A run not in a list yet (started elsewhere), a finished run (its
 * results are final) and a reconnect (events may have been missed) refetch instead. Done counts moving also
 * refresh the run's results; a run ending refreshes the pass-rate trend.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TEST_RUN_EVENTS, TEST_RUN_NAMESPACE, botTestRunEventSchema } from '@switchboard/contracts/automated-testing/test-runs.events';
import type { TestRun, TestRunPage } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import { isOpenRun } from '@/features/automated-testing/api/test-runs';
import { testRunKeys } from '@/features/automated-testing/api/test-run-keys';
import { getNamespaceSocket } from '@/lib/socket/namespace-socket';
import { checked } from '@/lib/socket/watch-channel';

export function applyRunEvent(client: QueryClient, run: TestRun): void {
  const before = client.getQueryData<TestRun>(testRunKeys.one(run._id));
  client.setQueryData(testRunKeys.one(run._id), run);
  let listed = false;
  client.setQueriesData<TestRunPage>({ queryKey: testRunKeys.lists }, (page) => {
    if (!page?.items.some((item) => item._id === run._id)) return page;
    listed = true;
    return { ...page, items: page.items.map((item) => (item._id === run._id ? run : item)) };
  });
  if (!listed) void client.invalidateQueries({ queryKey: testRunKeys.lists });
  // A finished run moves the pass-rate trend.
  if (!isOpenRun(run)) void client.invalidateQueries({ queryKey: testRunKeys.trends });
  if (!isOpenRun(run) || before?.done !== run.done) void client.invalidateQueries({ queryKey: testRunKeys.results(run._id) }, { cancelRefetch: false });
}

/** Keeps the cached runs live while a runs or results page is open. */
export function useTestRunEvents(): void {
  const client = useQueryClient();
  useEffect(() => {
    let active = true;
    let stop = () => {};
    const listener = checked(botTestRunEventSchema, (run) => applyRunEvent(client, run));
    const reconnected = () => void client.invalidateQueries({ queryKey: testRunKeys.all });
    void getNamespaceSocket(TEST_RUN_NAMESPACE).then((socket) => {
      if (!active) return;
      socket.on(TEST_RUN_EVENTS.botTestRun, listener);
      socket.on('connect', reconnected);
      stop = () => {
        socket.off(TEST_RUN_EVENTS.botTestRun, listener);
        socket.off('connect', reconnected);
      };
    });
    return () => {
      active = false;
      stop();
    };
  }, [client]);
}
