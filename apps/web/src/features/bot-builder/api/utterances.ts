/** Utterances and blocked sentences of one intent (10 a page each). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOT_BUILDER_PATHS as P, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { Utterance, UtteranceInput, UtteranceKind } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { http } from '@/lib/http/api';
import type { Page } from './intents';
import { botBuilderKeys } from './query-keys';

export const useUtterances = (intentId: string, kind: UtteranceKind, page: number) => useQuery({
  queryKey: botBuilderKeys.utterances(intentId, kind, page),
  queryFn: ({ signal }) => http.requestData<Page<Utterance>>(withId(P.utterances, intentId), { query: { kind, page }, signal, quiet: true }),
  placeholderData: keepPreviousData,
});

function useRefresh(intentId: string) {
  const client = useQueryClient();
  return () => Promise.all([
    client.invalidateQueries({ queryKey: botBuilderKeys.utteranceLists(intentId) }),
    client.invalidateQueries({ queryKey: botBuilderKeys.intent(intentId) }),
    client.invalidateQueries({ queryKey: botBuilderKeys.intentLists }),
  ]);
}

export function useAddUtterance(intentId: string) {
  const refresh = useRefresh(intentId);
  return useMutation({
    mutationFn: (input: UtteranceInput) => http.requestData<Utterance>(withId(P.utterances, intentId), { method: 'POST', body: { ...input }, quiet: true }),
    onSuccess: refresh,
  });
}

export function useDeleteUtterance(intentId: string) {
  const refresh = useRefresh(intentId);
  return useMutation({
    mutationFn: (utteranceId: string) => http.requestData(withId(P.utterance, utteranceId), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
