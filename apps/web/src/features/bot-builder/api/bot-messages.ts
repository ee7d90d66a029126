/** Bot messages: list (20 a page, search, type), one message, create / save / delete / duplicate, the variation list, variables for mentions. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOT_BUILDER_PATHS as P, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { BOT_MESSAGE_PATHS as M, type BotMessageCreate, type VariationList } from '@switchboard/contracts/bot-builder/bot-message.api';
import type { BotMessage, BotMessageInput } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import { SYSTEM_BOT_PARAMS } from '@switchboard/contracts/bot-builder/bot-param.schemas';
import type { MessageType } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { http } from '@/lib/http/api';

export interface Page<T> { items: T[]; totalCount: number }

export const botMessageKeys = {
  lists: ['bot-builder', 'bot-messages'] as const,
  list: (page: number, search: string, type: string) => ['bot-builder', 'bot-messages', page, search, type] as const,
  one: (id: string) => ['bot-builder', 'bot-message', id] as const,
  variationList: ['bot-builder', 'variation-list'] as const,
  variables: ['bot-builder', 'bot-message-variables'] as const,
};

export const useBotMessages = (page: number, search: string, type: MessageType | '') => useQuery({
  queryKey: botMessageKeys.list(page, search, type),
  queryFn: ({ signal }) => http.requestData<Page<BotMessage>>(P.botMessages, { query: { page, search: search || undefined, type: type || undefined }, signal, quiet: true }),
  placeholderData: keepPreviousData,
});

export const useBotMessage = (id: string) => useQuery({
  queryKey: botMessageKeys.one(id),
  queryFn: ({ signal }) => http.requestData<BotMessage>(withId(P.botMessage, id), { signal, quiet: true }),
  enabled: id !== '',
});

export const useVariationList = () => useQuery({
  queryKey: botMessageKeys.variationList,
  queryFn: ({ signal }) => http.requestData<VariationList>(P.botMessageVariationList, { signal, quiet: true }),
  staleTime: Infinity,
});

/** Bot params (GET botParams) and the system ones, for {{mentions}}; without bot params the system ones still work. */
export const useMentionVariables = () => useQuery({
  queryKey: botMessageKeys.variables,
  queryFn: async ({ signal }) => {
    const params = await http.requestData<{ items: Array<{ _id: string; name: string }> }>(P.botParams, { query: { page: 1, pageSize: 100 }, signal, passive: true })
      .then((data) => data.items.map((item) => item.name), () => [] as string[]);
    return [...new Set([...SYSTEM_BOT_PARAMS, ...params])];
  },
  staleTime: 60_000,
});

function useInvalidateLists() {
  const client = useQueryClient();
  return (message?: BotMessage) => {
    if (message) client.setQueryData(botMessageKeys.one(message.id), message);
    void client.invalidateQueries({ queryKey: botMessageKeys.lists });
  };
}

export function useCreateBotMessage() {
  const done = useInvalidateLists();
  return useMutation({
    mutationFn: (input: BotMessageCreate) => http.requestData<BotMessage>(P.botMessages, { method: 'POST', body: { ...input }, quiet: true }),
    onSuccess: done,
  });
}

export function useSaveBotMessage(id: string) {
  const done = useInvalidateLists();
  return useMutation({
    mutationFn: (input: BotMessageInput) => http.requestData<BotMessage>(withId(P.botMessage, id), { method: 'PUT', body: { ...input }, quiet: true }),
    onSuccess: done,
  });
}

export function useDeleteBotMessage() {
  const done = useInvalidateLists();
  return useMutation({
    mutationFn: (id: string) => http.requestData(withId(P.botMessage, id), { method: 'DELETE' }),
    onSuccess: () => done(),
  });
}

export function useDuplicateBotMessage() {
  const done = useInvalidateLists();
  return useMutation({
    mutationFn: (id: string) => http.requestData<BotMessage>(withId(M.duplicate, id), { method: 'POST' }),
    onSuccess: done,
  });
}
