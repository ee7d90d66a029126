/** trainApp, publishApp, the persisted training status, try-it and the intents upload. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOT_BUILDER_PATHS as P } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { TryItData, UploadReport } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import type { ModelSummary, TrainingStatus } from '@switchboard/contracts/models/models.schemas';
import { http } from '@/lib/http/api';
import { botBuilderKeys } from './query-keys';

/** While a training runs the status is also re-read every few seconds (the socket may be down). */
const POLL_WHILE_TRAINING_MS = 3_000;

export const useTrainingStatus = () => useQuery({
  queryKey: botBuilderKeys.trainingStatus,
  queryFn: ({ signal }) => http.requestData<TrainingStatus>(P.trainingStatus, { signal, quiet: true }),
  refetchInterval: (query) => (query.state.data?.bot_training ? POLL_WHILE_TRAINING_MS : false),
});

export function useTrain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.requestData<ModelSummary>(P.trainApp, { method: 'POST' }),
    onSuccess: (latest) => client.setQueryData<TrainingStatus>(botBuilderKeys.trainingStatus, (status) => ({
      bot_training: true, latest, published: status?.published ?? null,
    })),
  });
}

export function usePublish() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.requestData<TrainingStatus>(P.publishApp, { method: 'POST' }),
    onSuccess: (status) => client.setQueryData(botBuilderKeys.trainingStatus, status),
  });
}

export const useTryIt = () => useMutation({
  mutationFn: (text: string) => http.requestData<TryItData>(P.tryIt, { method: 'POST', body: { text } }),
});

/** Restart: the trainer's try-it conversation with the draft bot starts over (its waiting question and variables are forgotten). */
export const useRestartTryIt = () => useMutation({
  mutationFn: () => http.requestData<null>(P.tryIt, { method: 'DELETE', quiet: true }),
});

export function useUploadIntents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return http.requestData<UploadReport>(P.uploadIntents, { method: 'POST', body: form });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: botBuilderKeys.all }),
  });
}
