/**
 * Translation calls of the open chat: GET /admin/v1/translate (is a service configured, the agent's language),
 * POST /admin/v1/translate (one message in the agent's language, stored by the server) and POST
 * /admin/v1/selectCustomerLanguage ('Customer Language Updated').
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  customerLanguageDataSchema, selectCustomerLanguageBodySchema, translateDataSchema, translationStatusSchema, TRANSLATION_PATHS,
  type TranslateData, type TranslationStatus,
} from '@switchboard/contracts/translation/translation.schemas';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import type { ActiveChat } from '@/features/live-chat/model/chat-cache';
import { toast } from '@/lib/feedback/feedback';
import { http } from '@/lib/http/api';
import { HttpError } from '@/lib/http/http-error';

export const translationStatusQuery = queryOptions({
  queryKey: liveChatKeys.translationStatus,
  queryFn: async ({ signal }): Promise<TranslationStatus> =>
    translationStatusSchema.parse(await http.requestData<unknown>(TRANSLATION_PATHS.translate, { passive: true, signal })),
  staleTime: 60_000,
});

export const useTranslationStatus = () => useQuery(translationStatusQuery);

/** Passive: a message the service could not translate shows as written, with its own note, not a toast per message. */
export async function translateMessage(sessionId: string, chatlogId: string, target: string): Promise<TranslateData> {
  return translateDataSchema.parse(await http.requestData<unknown>(TRANSLATION_PATHS.translate, {
    method: 'POST', body: { sessionId, chatlogId, target }, passive: true,
  }));
}

export function useSelectCustomerLanguage(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: string) => {
      const body = selectCustomerLanguageBodySchema.parse({ sessionId, session_language: language });
      const result = await http.request<unknown>(TRANSLATION_PATHS.selectCustomerLanguage, { method: 'POST', body });
      if (!result.ok) throw new HttpError({ kind: 'refused', status: result.status, message: result.message });
      return { data: customerLanguageDataSchema.parse(result.data), message: result.message };
    },
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData<ActiveChat>(liveChatKeys.room(sessionId), (room) => room && { ...room, session_language: data.session_language });
      toast.success(message ?? 'Customer Language Updated');
    },
  });
}
