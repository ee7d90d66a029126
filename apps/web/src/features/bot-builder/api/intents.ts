/** Intents: list (10 a page, search), one intent, create / update / delete. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOT_BUILDER_PATHS as P, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { Intent, IntentInput } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { http } from '@/lib/http/api';
import { botBuilderKeys } from './query-keys';

export interface Page<T> { items: T[]; totalCount: number }

export const useIntents = (page: number, search: string) => useQuery({
  queryKey: botBuilderKeys.intents(page, search),
  queryFn: ({ signal }) => http.requestData<Page<Intent>>(P.intents, { query: { page, search: search || undefined }, signal, quiet: true }),
  placeholderData: keepPreviousData,
});

export const useIntent = (intentId: string) => useQuery({
  queryKey: botBuilderKeys.intent(intentId),
  queryFn: ({ signal }) => http.requestData<Intent>(withId(P.intent, intentId), { signal, quiet: true }),
});

export function useSaveIntent(intentId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: IntentInput) => http.requestData<Intent>(intentId ? withId(P.intent, intentId) : P.intents, {
      method: intentId ? 'PUT' : 'POST', body: { ...input }, quiet: true,
    }),
    onSuccess: (intent) => {
      client.setQueryData(botBuilderKeys.intent(intent.id), intent);
      void client.invalidateQueries({ queryKey: botBuilderKeys.intentLists });
    },
  });
}

export function useDeleteIntent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (intentId: string) => http.requestData(withId(P.intent, intentId), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: botBuilderKeys.intentLists }),
  });
}
