/** FAQs: list (10 a page, search), create / update / delete, and the xlsx upload. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOT_BUILDER_PATHS as P, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { FAQ_PATHS, type Faq, type FaqInput, type FaqUploadReport } from '@switchboard/contracts/bot-builder/faq.schemas';
import { http } from '@/lib/http/api';
import type { Page } from './intents';

export const faqKeys = {
  lists: ['bot-builder', 'faqs'] as const,
  list: (page: number, search: string) => ['bot-builder', 'faqs', page, search] as const,
};

export const useFaqs = (page: number, search: string) => useQuery({
  queryKey: faqKeys.list(page, search),
  queryFn: ({ signal }) => http.requestData<Page<Faq>>(P.faqs, { query: { page, search: search || undefined }, signal, quiet: true }),
  placeholderData: keepPreviousData,
});

export function useSaveFaq(faqId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FaqInput) => http.requestData<Faq>(faqId ? withId(P.faq, faqId) : P.faqs, {
      method: faqId ? 'PUT' : 'POST', body: { ...input }, quiet: true,
    }),
    onSuccess: () => client.invalidateQueries({ queryKey: faqKeys.lists }),
  });
}

export function useDeleteFaq() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (faqId: string) => http.requestData(withId(P.faq, faqId), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: faqKeys.lists }),
  });
}

export function useUploadFaqs() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return http.requestData<FaqUploadReport>(FAQ_PATHS.uploadFaqs, { method: 'POST', body: form });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: faqKeys.lists }),
  });
}
