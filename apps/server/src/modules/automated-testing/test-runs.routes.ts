/**
 * The botTest calls of test runs (paths ours, docs/api.md): start, list, read, cancel, re-run the failed (guarded by
 * the Test Runs page), the results and their JUnit and xlsx exports (guarded by its Test Results child). A brand's CI
 * API token may start a run (origin ci), read it, its results and its JUnit.
 */
import { z } from 'zod';
import { API_TOKEN_TEXTS } from '@switchboard/contracts/automated-testing/api-tokens.schemas';
import { BOT_TEST_PATHS as P } from '@switchboard/contracts/automated-testing/test-case.api';
import { testRunTrendQuerySchema } from '@switchboard/contracts/automated-testing/test-run-trends.schemas';
import { testResultListQuerySchema } from '@switchboard/contracts/automated-testing/test-results.schemas';
import {
  rerunFailedBodySchema, startTestRunBodySchema, TEST_RUN_TEXTS as T, testRunListQuerySchema,
} from '@switchboard/contracts/automated-testing/test-runs.schemas';
import { botCaller } from '@/modules/bot-builder/bot-builder.access';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import type { TestRunsService } from './test-runs.service';

export const TEST_RUNS_FEATURE = '/automatedtesting/testruns';
const runs = { feature: TEST_RUNS_FEATURE } as const;
const results = { feature: '/automatedtesting/testruns/testresults' } as const;
// What a brand's CI may do with its API token: start a run, follow it, read its results and JUnit (nothing else).
const runsOrCi = { ...runs, apiToken: 'botTest' } as const;
const resultsOrCi = { ...results, apiToken: 'botTest' } as const;
const runParams = z.object({ runId: z.string() });

export function registerTestRunRoutes(app: App, service: TestRunsService): void {
  const brandOf = (request: { auth: Parameters<typeof callerOf>[0]['auth'] }) => callerOf(request).principal.brand.id;

  app.post(P.startTestRun, { schema: { body: startTestRunBodySchema }, config: { guard: runsOrCi } }, async (request) => {
    const auth = callerOf(request);
    const ci = auth.apiToken ? { origin: 'ci', startedBy: { id: null, name: API_TOKEN_TEXTS.startedBy(auth.apiToken.name) } } as const : {};
    const { run, queued } = await service.start(botCaller(auth), request.body, ci);
    return { data: run, message: queued ? T.queued : T.started };
  });
  app.get(P.getTestRuns, { schema: { querystring: testRunListQuerySchema }, config: { guard: runs } }, async (request) => ({
    data: await service.list(brandOf(request), request.query),
  }));
  app.get(P.getTestRunTrends, { schema: { querystring: testRunTrendQuerySchema }, config: { guard: runs } }, async (request) => ({
    data: await service.trend(brandOf(request), request.query),
  }));
  app.get(P.getTestRun, { schema: { params: runParams }, config: { guard: runsOrCi } }, async (request) => ({
    data: await service.get(brandOf(request), request.params.runId),
  }));
  app.post(P.cancelTestRun, { schema: { params: runParams }, config: { guard: runs } }, async (request) => {
    const run = await service.cancel(botCaller(callerOf(request)), request.params.runId);
    // A run that ended on its own while the cancel came in says so.
    const message = run.state === 'cancelled' ? T.cancelled : run.state === 'running' ? T.cancelRequested : T.finished;
    return { data: run, message };
  });
  app.post(P.rerunFailed, { schema: { params: runParams, body: rerunFailedBodySchema.nullish() }, config: { guard: runs } }, async (request) => {
    const { run, queued } = await service.rerunFailed(botCaller(callerOf(request)), request.params.runId, request.body ?? {});
    return { data: run, message: queued ? T.queued : T.started };
  });
  app.get(P.getTestResults, { schema: { params: runParams, querystring: testResultListQuerySchema }, config: { guard: resultsOrCi } }, async (request) => ({
    data: await service.results(brandOf(request), request.params.runId, request.query),
  }));
  app.get(P.exportJUnit, { schema: { params: runParams }, config: { guard: resultsOrCi } }, async (request, reply) => {
    const { xml, fileName } = await service.junit(brandOf(request), request.params.runId);
    return reply.type('application/xml; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(xml);
  });
  app.get(P.exportTestResults, { schema: { params: runParams }, config: { guard: results } }, async (request, reply) => {
    const { file, fileName } = await service.workbook(brandOf(request), request.params.runId);
    return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${fileName}"`).send(file);
  });
}
