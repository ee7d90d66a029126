/** Generative FAQ documents: list (10 a page, search), one with its passages, add, delete, and the try box. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOT_BUILDER_PATHS as P, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import {
  FAQ_PATHS, type GenerativeFaq, type GenerativeFaqDetail, type GenerativeFaqInput, type TryFaqData,
} from '@switchboard/contracts/bot-builder/faq.schemas';
import { http } from '@/lib/http/api';
import type { Page } from './intents';

const keys = {
  lists: ['bot-builder', 'generative-faqs'] as const,
  list: (page: number, search: string) => ['bot-builder', 'generative-faqs', page, search] as const,
  one: (id: string) => ['bot-builder', 'generative-faq', id] as const,
};

export const useDocuments = (page: number, search: string) => useQuery({
  queryKey: keys.list(page, search),
  queryFn: ({ signal }) => http.requestData<Page<GenerativeFaq>>(P.generativeFaqs, { query: { page, search: search || undefined }, signal, quiet: true }),
  placeholderData: keepPreviousData,
});

export const useDocument = (id: string | null) => useQuery({
  queryKey: keys.one(id ?? ''),
  queryFn: ({ signal }) => http.requestData<GenerativeFaqDetail>(withId(P.generativeFaq, id ?? ''), { signal, quiet: true }),
  enabled: !!id,
});

export function useAddDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GenerativeFaqInput) => http.requestData<GenerativeFaqDetail>(P.generativeFaqs, { method: 'POST', body: { ...input }, quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.lists }),
  });
}

export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.requestData(withId(P.generativeFaq, id), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.lists }),
  });
}

export const useTryFaq = () => useMutation({
  mutationFn: (text: string) => http.requestData<TryFaqData>(FAQ_PATHS.tryFaq, { method: 'POST', body: { text } }),
});
