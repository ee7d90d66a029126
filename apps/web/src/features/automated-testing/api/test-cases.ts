/**
 * botTest calls for cases: the list (search, tag, page), one case, create/updateTestCase (field refusals come back to
 * the editor: quiet) and deleteTestCase. Answers are parsed with the contracts' schemas.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOT_TEST_PATHS as P, testCasePath } from '@switchboard/contracts/automated-testing/test-case.api';
import { testCasePageSchema, testCaseSchema, type TestCase, type TestCaseInput } from '@switchboard/contracts/automated-testing/test-case.schemas';
import { testCaseKeys, type TestCaseListParams } from '@/features/automated-testing/api/test-case-keys';
import { http } from '@/lib/http/api';

export function useTestCases(params: TestCaseListParams) {
  return useQuery({
    queryKey: testCaseKeys.list(params),
    queryFn: async ({ signal }) => testCasePageSchema.parse(await http.requestData<unknown>(P.testCases, {
      query: { ...params, search: params.search || undefined }, signal, quiet: true,
    })),
    placeholderData: keepPreviousData,
  });
}

export function useTestCase(id: string | null) {
  return useQuery({
    queryKey: testCaseKeys.one(id ?? ''),
    queryFn: async ({ signal }) => testCaseSchema.parse(await http.requestData<unknown>(testCasePath(P.testCase, id ?? ''), { signal, quiet: true })),
    enabled: id !== null,
  });
}

/** Create (no id) or update (with id); the lists refresh and the case's own query holds the answer. */
export function useSaveTestCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: TestCaseInput }): Promise<TestCase> => testCaseSchema.parse(
      await http.requestData<unknown>(id ? testCasePath(P.updateTestCase, id) : P.create, { method: id ? 'PUT' : 'POST', body: input, quiet: true }),
    ),
    onSuccess: (saved) => {
      client.setQueryData(testCaseKeys.one(saved._id), saved);
      return client.invalidateQueries({ queryKey: testCaseKeys.all, predicate: (query) => query.queryKey[1] === 'list' });
    },
  });
}

export function useDeleteTestCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.requestData<unknown>(testCasePath(P.deleteTestCase, id), { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: testCaseKeys.one(id) });
      return client.invalidateQueries({ queryKey: testCaseKeys.all });
    },
  });
}
