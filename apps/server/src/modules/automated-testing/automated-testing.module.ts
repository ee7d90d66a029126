/**
 * Wires automated testing (/automatedtesting): test cases, tags, drafts from real conversations, the editor's
 * references, xlsx import/export, one case run against the draft bot, the publish gate (checked by the bot builder's
 * publish), the CI API tokens, and test runs: the background runner (started here, closed with the app) and their progress on the
 * training channel, in a room per brand that sockets allowed /automatedtesting/testruns join when they connect.
 */
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { TEST_RUN_EVENTS } from '@switchboard/contracts/automated-testing/test-runs.events';
import { isRouteAllowed } from '@switchboard/contracts/permissions';
import type { DatabaseHandle } from '@/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { BotSandbox } from '@/modules/bot-builder/bot-sandbox';
import type { HistoryService } from '@/modules/history/history.service';
import type { App } from '@/plugins/type-provider';
import type { Realtime, SocketData } from '@/realtime/realtime';
import type { TrainingService } from '@/modules/bot-builder/training.service';
import { registerApiTokenRoutes } from './api-tokens.routes';
import type { ApiTokensService } from './api-tokens.service';
import { FillTestCaseService } from './fill-test-case.service';
import { registerPublishGateRoutes } from './publish-gate.routes';
import { PublishGateService } from './publish-gate.service';
import { registerTestCaseSheetRoutes } from './test-case-sheet.routes';
import { TestCaseSheetService } from './test-case-sheet.service';
import { registerTestCaseRoutes } from './test-cases.routes';
import { TestCasesService } from './test-cases.service';
import { TestRunRunner, type CaseGate } from './test-run-runner';
import { runView } from './test-run-view';
import { registerTestRunRoutes, TEST_RUNS_FEATURE } from './test-runs.routes';
import { TestRunsService } from './test-runs.service';

/** The room of a brand's test-run watchers on the training channel. */
export const testRunRoom = (brandId: string) => `bot-test-runs:${brandId}`;

export interface AutomatedTestingDeps {
  database: DatabaseHandle;
  history: HistoryService;
  sandbox: BotSandbox;
  /** Its publish is checked by the publish gate. */
  training: TrainingService;
  realtime: Realtime;
  logger: FastifyBaseLogger;
  /** The CI API tokens (made in app.ts: the HTTP guard resolves them before the modules exist). */
  apiTokens: ApiTokensService;
  /** Awaited before each case of a run (tests hold a run part-way). */
  testRunGate?: CaseGate | undefined;
}

export async function createAutomatedTestingModule({ database, history, sandbox, training, realtime, logger, apiTokens, testRunGate }: AutomatedTestingDeps) {
  const testCases = new TestCasesService(database.db);
  const fill = new FillTestCaseService(history, testCases);
  const sheets = new TestCaseSheetService(database.db, testCases);
  const onChange: ConstructorParameters<typeof TestRunRunner>[0]['onChange'] = (run) =>
    realtime.publish('liveDialogTraining', testRunRoom(run.brandId), TEST_RUN_EVENTS.botTestRun, runView(run));
  const runner = new TestRunRunner({ db: database.db, sandbox, logger, onChange, singleProcess: database.kind === 'pglite', gate: testRunGate });
  const testRuns = new TestRunsService({ db: database.db, sandbox, runner, onChange });
  const publishGate = new PublishGateService({ db: database.db, testRuns });
  training.usePublishCheck((caller, modelId, override) => publishGate.check(caller, modelId, override));
  await runner.start();

  realtime.io.of(NAMESPACES.liveDialogTraining).on('connection', (socket) => {
    const { principal } = (socket.data as SocketData).auth;
    if (isRouteAllowed(principal.permissions, TEST_RUNS_FEATURE)) void socket.join(testRunRoom(principal.brand.id));
  });

  return {
    services: { testCases, testRuns, runner, publishGate, apiTokens },
    register: (app: App) => {
      registerTestCaseRoutes(app, testCases, fill, sandbox);
      registerTestCaseSheetRoutes(app, database.db, sheets);
      registerTestRunRoutes(app, testRuns);
      registerPublishGateRoutes(app, publishGate);
      registerApiTokenRoutes(app, apiTokens);
    },
    close: () => runner.close(),
  };
}

export type AutomatedTestingServices = Awaited<ReturnType<typeof createAutomatedTestingModule>>['services'];
