/** GET /admin/v1/whatsappTemplates: the brand's message templates, searched, filtered and paged by the server. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  headerExampleSchema, TEMPLATE_PATHS, templateListDataSchema, templateSchema, type TemplateCategory, type TemplateInput, type TemplateStatus,
} from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { http } from '@/lib/http/api';

export interface TemplateListParams {
  search: string;
  page: number;
  pageSize: number;
  status?: TemplateStatus | undefined;
  category?: TemplateCategory | undefined;
  language?: string | undefined;
}

export const templateKeys = { all: ['whatsapp-templates'] as const, list: (params: TemplateListParams) => ['whatsapp-templates', 'list', params] as const };

export function useTemplates(params: TemplateListParams) {
  return useQuery({
    queryKey: templateKeys.list(params),
    queryFn: async ({ signal }) => templateListDataSchema.parse(await http.requestData<unknown>(TEMPLATE_PATHS.templates, {
      // The page shows a failure itself (and a channel not connected as such), without a toast on top.
      query: { ...params, search: params.search || undefined }, signal, quiet: true,
    })),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/v1/whatsappTemplates: submitted to WhatsApp for review (PENDING); the lists refresh afterwards. */
export function useCreateTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TemplateInput) => templateSchema.parse(await http.requestData<unknown>(TEMPLATE_PATHS.templates, { method: 'POST', body: input })),
    onSuccess: () => client.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

/** POST /admin/v1/whatsappTemplates/headerExample: a media header's example file, uploaded to WhatsApp; its handle. */
export function useUploadHeaderExample() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return headerExampleSchema.parse(await http.requestData<unknown>(TEMPLATE_PATHS.headerExample, { method: 'POST', body: form }));
    },
  });
}
