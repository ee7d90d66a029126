/** GET /admin/v1/whatsappTemplates: the brand's message templates, searched, filtered and paged by the server. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  TEMPLATE_PATHS, templateListDataSchema, type TemplateCategory, type TemplateStatus,
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
      query: { ...params, search: params.search || undefined }, signal,
    })),
    placeholderData: keepPreviousData,
  });
}
