/**
 * Test run progress on the training channel (namespace /liveDialogTraining, where bot training progress already goes:
 * the trainer's channel). Sockets of members who may see /automatedtesting/testruns join their brand's test-run room
 * when they connect; no client → server event is needed. The payload is the whole run (counts, state, timing), so a
 * page replaces its cached copy; it comes when a run is queued, starts, finishes a batch of cases (at most a few
 * times a second) and ends. After a reconnect, refetch (GET reads are the truth).
 */
import { NAMESPACES } from '../auth/auth.events';
import { testRunSchema, type TestRun } from './test-runs.schemas';

export const TEST_RUN_NAMESPACE = NAMESPACES.liveDialogTraining;

export const TEST_RUN_EVENTS = {
  /** A run changed: queued, started, progressed (done / passed / failed), cancel asked, finished. Payload: TestRun. */
  botTestRun: 'botTestRun',
} as const;

export const botTestRunEventSchema = testRunSchema;
export type BotTestRunEvent = TestRun;
