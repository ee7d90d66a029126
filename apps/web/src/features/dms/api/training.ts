/**
 * Dialogue training: initiateDmsTraining for a domain (412 while one runs: the http client shows the server's
 * message), the running training (trainingStatus, polled as a fallback while one runs) and the training logs (5 a page).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { pagedSchema } from '@switchboard/contracts/common/pagination';
import { DMS_PATHS as P, DMS_TEXTS as T } from '@switchboard/contracts/dms/dms.api';
import { dmsTrainingSchema } from '@switchboard/contracts/dms/dms.schemas';
import { dmsKeys } from '@/features/dms/api/dms-keys';
import { toast } from '@/lib/feedback/feedback';
import { http } from '@/lib/http/api';

/** The socket moves a running training; this poll is the fallback when no event arrives (socket down). */
export const TRAINING_POLL_MS = 5_000;
export const TRAINING_LOGS_PAGE_SIZE = PAGE_SIZES.trainingLogs;
const statusSchema = dmsTrainingSchema.nullable();
const logsSchema = pagedSchema(dmsTrainingSchema);

export function useTrainingStatus() {
  return useQuery({
    queryKey: dmsKeys.trainingStatus,
    queryFn: async ({ signal }) => statusSchema.parse(await http.requestData<unknown>(P.trainingStatus, { signal, quiet: true })),
    refetchInterval: (query) => (query.state.data?.status === 'training' ? TRAINING_POLL_MS : false),
  });
}

export function useStartTraining() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (domainId: string) => {
      const result = await http.request<unknown>(P.initiateDmsTraining, { query: { domainId } });
      // 412 (already training, nothing to train): the http client has shown its message.
      if (!result.ok) throw new Error(result.message);
      const training = dmsTrainingSchema.parse(result.data);
      toast.info(result.message ?? T.trainingStarted);
      return training;
    },
    onSuccess: (training) => {
      client.setQueryData(dmsKeys.trainingStatus, training);
      return client.invalidateQueries({ queryKey: dmsKeys.trainingLogsAll });
    },
  });
}

export function useTrainingLogs(page: number) {
  return useQuery({
    queryKey: dmsKeys.trainingLogs(page),
    queryFn: async ({ signal }) => logsSchema.parse(await http.requestData<unknown>(P.trainingLogs, { query: { page }, signal, quiet: true })),
    placeholderData: keepPreviousData,
  });
}
