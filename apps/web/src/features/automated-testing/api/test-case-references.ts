/** botTest/references: the intents, entities, variables, workflows and nodes, bot messages, groups and FAQs a case may name. */
import { useQuery } from '@tanstack/react-query';
import { BOT_TEST_PATHS as P } from '@switchboard/contracts/automated-testing/test-case.api';
import { testCaseReferencesSchema } from '@switchboard/contracts/automated-testing/test-case-references.schemas';
import { testCaseKeys } from '@/features/automated-testing/api/test-case-keys';
import { http } from '@/lib/http/api';

export function useTestCaseReferences() {
  return useQuery({
    queryKey: testCaseKeys.references,
    queryFn: async ({ signal }) => testCaseReferencesSchema.parse(await http.requestData<unknown>(P.references, { signal, quiet: true })),
    staleTime: 60_000,
  });
}
