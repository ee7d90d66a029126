/**
 * fillTestCaseData from a real conversation (/history's transcript, the bot builder's try-it panel): one action makes
 * a test case and opens it in the editor. The case is stored at once (save: true); when the server refuses it (the
 * chat names an intent or group that no longer exists) the draft is fetched unsaved and opened as a new case, with the
 * refusal on its field, for the trainer to fix.
 */
import { useMutation } from '@tanstack/react-query';
import { BOT_TEST_PATHS as P } from '@switchboard/contracts/automated-testing/test-case.api';
import { fillTestCaseDataSchema, TEST_CASE_TEXTS, type FillTestCaseBody, type TestCaseValues } from '@switchboard/contracts/automated-testing/test-case.schemas';
import { http } from '@/lib/http/api';
import { isHttpError } from '@/lib/http/http-error';

export type FillSource = Pick<FillTestCaseBody, 'sessionId' | 'tryIt'>;
/** The editor's route state for a new case made from a conversation. */
export interface NewCaseState { draft: TestCaseValues; problem?: { field: string; message: string } }
export type MadeTest = { saved: true; testCaseId: string; message: string } | { saved: false; state: NewCaseState };

const fill = async (source: FillSource, save: boolean) =>
  fillTestCaseDataSchema.parse(await http.requestData<unknown>(P.fillTestCaseData, { method: 'POST', body: { ...source, save }, quiet: true }));

export async function makeTest(source: FillSource): Promise<MadeTest> {
  try {
    const { testCase, draft } = await fill(source, true);
    return testCase ? { saved: true, testCaseId: testCase._id, message: TEST_CASE_TEXTS.created } : { saved: false, state: { draft } };
  } catch (error) {
    const field = isHttpError(error) && error.status === 400 ? error.body?.field : undefined;
    if (!field?.startsWith('turns.')) throw error;
    const { draft } = await fill(source, false);
    return { saved: false, state: { draft, problem: { field, message: (error as Error).message } } };
  }
}

export const useMakeTest = () => useMutation({ mutationFn: makeTest });
