/** Where the test cases live in the console (the editor of a new case is .../new). */
export const TEST_CASES_PATH = '/automatedtesting/testcases';
export const NEW_CASE = 'new';
export const testCaseEditorPath = (id: string) => `${TEST_CASES_PATH}/${encodeURIComponent(id)}`;
export const TEST_RUNS_PATH = '/automatedtesting/testruns';
export const TEST_RESULTS_PATH = '/automatedtesting/testruns/testresults';
export const testResultsPath = (runId: string) => `${TEST_RESULTS_PATH}?runId=${encodeURIComponent(runId)}`;
