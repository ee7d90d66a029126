/**
 * runTestCase: one case against the draft bot, answered when done. Quiet: the run's panel shows a refusal itself (412
 * "train first" included).
 */
import { useMutation } from '@tanstack/react-query';
import { BOT_TEST_PATHS as P, testCasePath } from '@switchboard/contracts/automated-testing/test-case.api';
import { caseResultSchema, type CaseResult } from '@switchboard/contracts/automated-testing/test-run.schemas';
import { http } from '@/lib/http/api';

export async function runTestCase(id: string): Promise<CaseResult> {
  const result = await http.request<unknown>(testCasePath(P.runTestCase, id), { method: 'POST', quiet: true });
  if (!result.ok) throw new Error(result.message);
  return caseResultSchema.parse(result.data);
}

export const useRunTestCase = () => useMutation({ mutationFn: runTestCase });
