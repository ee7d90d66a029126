/** The publish gate setting (GET/PUT botTest/publishGate): read for the Test Runs page, saved from its dialog. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOT_TEST_PATHS as P } from '@switchboard/contracts/automated-testing/test-case.api';
import { publishGateSchema, type PublishGate, type UpdatePublishGateBody } from '@switchboard/contracts/automated-testing/publish-gate.schemas';
import { toast } from '@/lib/feedback/feedback';
import { http } from '@/lib/http/api';

const gateKey = ['test-runs', 'publish-gate'] as const;

export function usePublishGate() {
  return useQuery({
    queryKey: gateKey,
    queryFn: async ({ signal }) => publishGateSchema.parse(await http.requestData<unknown>(P.publishGate, { signal, quiet: true })),
  });
}

export function useSavePublishGate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdatePublishGateBody): Promise<PublishGate> => {
      const result = await http.request<unknown>(P.publishGate, { method: 'PUT', body: { ...body } });
      if (!result.ok) throw new Error(result.message);
      if (result.message) toast.success(result.message);
      return publishGateSchema.parse(result.data);
    },
    onSuccess: (gate) => client.setQueryData(gateKey, gate),
  });
}
