/** The botTest calls (spec §7) for test cases and tags; the area's permission is the Test Cases page's. */
import { z } from 'zod';
import { BOT_TEST_PATHS as P } from '@switchboard/contracts/automated-testing/test-case.api';
import {
  fillTestCaseBodySchema, TEST_CASE_TEXTS as T, testCaseInputSchema, testCaseListQuerySchema, testCaseTagInputSchema,
} from '@switchboard/contracts/automated-testing/test-case.schemas';
import { callerOf } from '@/plugins/auth';
import { scopeOf } from '@/plugins/bifurcation';
import type { App } from '@/plugins/type-provider';
import type { BotSandbox } from '@/modules/bot-builder/bot-sandbox';
import { runDraftCase } from './case-runner';
import type { FillTestCaseService } from './fill-test-case.service';
import type { TestCasesService } from './test-cases.service';

const guard = { feature: '/automatedtesting/testcases' } as const;
const caseParams = z.object({ testCaseId: z.string() });

export function registerTestCaseRoutes(app: App, cases: TestCasesService, fill: FillTestCaseService, sandbox: BotSandbox): void {
  const brandOf = (request: { auth: Parameters<typeof callerOf>[0]['auth'] }) => callerOf(request).principal.brand.id;

  app.get(P.testCases, { schema: { querystring: testCaseListQuerySchema }, config: { guard } }, async (request) => ({
    data: await cases.list(brandOf(request), request.query),
  }));
  app.get(P.testCase, { schema: { params: caseParams }, config: { guard } }, async (request) => ({
    data: await cases.get(brandOf(request), request.params.testCaseId),
  }));
  app.post(P.create, { schema: { body: testCaseInputSchema }, config: { guard } }, async (request) => ({
    data: await cases.create(brandOf(request), request.body), message: T.created,
  }));
  app.put(P.updateTestCase, { schema: { params: caseParams, body: testCaseInputSchema }, config: { guard } }, async (request) => ({
    data: await cases.update(brandOf(request), request.params.testCaseId, request.body), message: T.saved,
  }));
  app.delete(P.deleteTestCase, { schema: { params: caseParams }, config: { guard } }, async (request) => {
    await cases.remove(brandOf(request), request.params.testCaseId);
    return { data: { _id: request.params.testCaseId }, message: T.deleted };
  });
  app.get(P.getTestCaseTags, { config: { guard } }, async (request) => ({ data: await cases.tags(brandOf(request)) }));
  app.post(P.createTestCaseTags, { schema: { body: testCaseTagInputSchema }, config: { guard } }, async (request) => ({
    data: await cases.createTag(brandOf(request), request.body.name), message: T.tagCreated,
  }));
  app.post(P.fillTestCaseData, { schema: { body: fillTestCaseBodySchema }, config: { guard } }, async (request) => {
    const data = await fill.fill(brandOf(request), scopeOf(request), request.body);
    return { data, ...(data.testCase ? { message: T.created } : {}) };
  });
  app.post(P.runTestCase, { schema: { params: caseParams }, config: { guard } }, async (request) => {
    const { principal } = callerOf(request);
    const testCase = await cases.get(principal.brand.id, request.params.testCaseId);
    const who = { brandId: principal.brand.id, customerName: `${principal.firstName} ${principal.lastName}`.trim() };
    return { data: await runDraftCase(sandbox, who, testCase) };
  });
}
