/** The botTest calls (spec §7; paths not shown there, so ours: docs/api.md). */
export const BOT_TEST_PATHS = {
  /** GET: list (search, tag, page); POST: create. */
  testCases: '/admin/v1/botTest/testCases',
  create: '/admin/v1/botTest/create',
  updateTestCase: '/admin/v1/botTest/updateTestCase/:testCaseId',
  deleteTestCase: '/admin/v1/botTest/deleteTestCase/:testCaseId',
  getTestCaseTags: '/admin/v1/botTest/getTestCaseTags',
  createTestCaseTags: '/admin/v1/botTest/createTestCaseTags',
  fillTestCaseData: '/admin/v1/botTest/fillTestCaseData',
  /** GET: one case (the editor). */
  testCase: '/admin/v1/botTest/testCases/:testCaseId',
  /** GET: what a case may name in the bot (the editor's pickers). */
  references: '/admin/v1/botTest/references',
  /** GET: the cases matching search and tag as an xlsx workbook. */
  exportTestCases: '/admin/v1/botTest/exportTestCases',
  /** POST multipart (file): cases from an xlsx workbook, created or updated (by id). */
  importTestCases: '/admin/v1/botTest/importTestCases',
  /** POST: one case against the draft bot, answered when it is done (brand functions and the language model doubled as in runs). */
  runTestCase: '/admin/v1/botTest/runTestCase/:testCaseId',
  /** POST (StartTestRunBody): queue a run; answers the TestRun (state queued or running). */
  startTestRun: '/admin/v1/botTest/startTestRun',
  /** GET: runs newest first, paged (TestRunListQuery) → TestRunPage. */
  getTestRuns: '/admin/v1/botTest/getTestRuns',
  /** GET (TestRunTrendQuery): the pass rate of the latest finished runs, overall and per tag → TestRunTrend. */
  getTestRunTrends: '/admin/v1/botTest/getTestRunTrends',
  /** GET: one run → TestRun. */
  getTestRun: '/admin/v1/botTest/getTestRun/:runId',
  /** POST: cancel a queued or running run → TestRun. */
  cancelTestRun: '/admin/v1/botTest/cancelTestRun/:runId',
  /** GET: a run's results, in order (TestResultListQuery: filter All / Passed / Failed, search, page) → TestResultPage. */
  getTestResults: '/admin/v1/botTest/getTestResults/:runId',
  /** POST (RerunFailedBody): a new run of the run's failed cases → TestRun. */
  rerunFailed: '/admin/v1/botTest/rerunFailed/:runId',
  /** GET: the run as JUnit XML (a file download) for a brand's own CI. */
  exportJUnit: '/admin/v1/botTest/exportJUnit/:runId',
  /** GET: the run's results as an xlsx workbook (a file download): a Run sheet and a row per case turn. */
  exportTestResults: '/admin/v1/botTest/exportTestResults/:runId',
  /** GET: the publish gate (PublishGate); PUT (UpdatePublishGateBody): turn it on or off and choose its tags. */
  publishGate: '/admin/v1/botTest/publishGate',
  /** GET: the brand's CI API tokens (ApiToken[]); POST (CreateApiTokenBody): make one → CreatedApiToken (admins only). */
  apiTokens: '/admin/v1/botTest/apiTokens',
  /** POST: revoke a token → ApiToken (admins only). */
  revokeApiToken: '/admin/v1/botTest/revokeApiToken/:tokenId',
} as const;

export const testCasePath = (path: string, testCaseId: string): string => path.replace(':testCaseId', encodeURIComponent(testCaseId));
export const apiTokenPath = (path: string, tokenId: string): string => path.replace(':tokenId', encodeURIComponent(tokenId));
export const testRunPath = (path: string, runId: string): string => path.replace(':runId', encodeURIComponent(runId));
