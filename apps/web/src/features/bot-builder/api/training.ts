/** trainApp, publishApp, the persisted training status, try-it and the intents upload. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOT_BUILDER_PATHS as P } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { TryItData, UploadReport } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import type { ModelSummary, TrainingStatus } from '@switchboard/contracts/models/models.schemas';
import type { PublishAppBody } from '@switchboard/contracts/automated-testing/publish-gate.schemas';
import type { ErrorBody } from '@switchboard/contracts/common/errors';
import { toast } from '@/lib/feedback/feedback';
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

/** The server waits up to 2 minutes for the publish gate's test run; the call waits a little longer. */
const PUBLISH_TIMEOUT_MS = 130_000;

/** A publish either went live or was refused by the publish gate (its run and failing cases, for the refusal dialog). */
export type PublishOutcome = { published: TrainingStatus } | { refusal: { message: string; testRun: GateRun } };
export type GateRun = NonNullable<ErrorBody['testRun']>;

export function usePublish() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body?: PublishAppBody): Promise<PublishOutcome> => {
      // Quiet: a gate refusal gets its own dialog; any other refusal or error is told below.
      const result = await http.request<TrainingStatus>(P.publishApp, { method: 'POST', ...(body ? { body } : {}), quiet: true, timeoutMs: PUBLISH_TIMEOUT_MS });
      if (result.ok) return { published: result.data };
      if (result.body?.testRun) return { refusal: { message: result.message, testRun: result.body.testRun } };
      throw new Error(result.message);
    },
    onSuccess: (outcome) => {
      if ('published' in outcome) client.setQueryData(botBuilderKeys.trainingStatus, outcome.published);
    },
    onError: (error) => toast.warning(error.message),
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
