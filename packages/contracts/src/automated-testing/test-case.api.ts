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
  /** POST: one case against the draft bot, answered when it is done (suites as background runs come later). */
  runTestCase: '/admin/v1/botTest/runTestCase/:testCaseId',
} as const;

export const testCasePath = (path: string, testCaseId: string): string => path.replace(':testCaseId', encodeURIComponent(testCaseId));
