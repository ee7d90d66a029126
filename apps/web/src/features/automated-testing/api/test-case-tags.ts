/** getTestCaseTags and createTestCaseTags: the brand's tags by name; a taken name is refused on the field (quiet). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { BOT_TEST_PATHS as P } from '@switchboard/contracts/automated-testing/test-case.api';
import { testCaseTagSchema, type TestCaseTag } from '@switchboard/contracts/automated-testing/test-case.schemas';
import { testCaseKeys } from '@/features/automated-testing/api/test-case-keys';
import { http } from '@/lib/http/api';

export function useTestCaseTags() {
  return useQuery({
    queryKey: testCaseKeys.tags,
    queryFn: async ({ signal }) => z.array(testCaseTagSchema).parse(await http.requestData<unknown>(P.getTestCaseTags, { signal, quiet: true })),
  });
}

export function useCreateTestCaseTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (name: string): Promise<TestCaseTag> => testCaseTagSchema.parse(
      await http.requestData<unknown>(P.createTestCaseTags, { method: 'POST', body: { name }, quiet: true }),
    ),
    onSuccess: (tag) => client.setQueryData<TestCaseTag[]>(testCaseKeys.tags, (tags) => [...(tags ?? []), tag]
      .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }))),
  });
}
