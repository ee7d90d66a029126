/** GET /admin/v1/whatsapp/templateCta (20 a page), its /counts and /filters: the Template CTA page's data. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CTA_PATHS, ctaCountsSchema, ctaFilterOptionsSchema, ctaListDataSchema, type CtaFilters,
} from '@switchboard/contracts/whatsapp/whatsapp.cta';
import { http } from '@/lib/http/api';

export const ctaKeys = {
  all: ['whatsapp-cta'] as const,
  records: (filters: CtaFilters, page: number) => ['whatsapp-cta', 'records', filters, page] as const,
  counts: (filters: CtaFilters) => ['whatsapp-cta', 'counts', filters] as const,
  options: ['whatsapp-cta', 'options'] as const,
};

// The page shows failures itself (and a channel not connected as such), without a toast on top.
const get = (path: string, query: Record<string, string | number | undefined>, signal: AbortSignal) =>
  http.requestData<unknown>(path, { query, signal, quiet: true });

export function useCtaRecords(filters: CtaFilters, page: number) {
  return useQuery({
    queryKey: ctaKeys.records(filters, page),
    queryFn: async ({ signal }) => ctaListDataSchema.parse(await get(CTA_PATHS.records, { ...filters, page }, signal)),
    placeholderData: keepPreviousData,
  });
}

export function useCtaCounts(filters: CtaFilters) {
  return useQuery({
    queryKey: ctaKeys.counts(filters),
    queryFn: async ({ signal }) => ctaCountsSchema.parse(await get(CTA_PATHS.counts, filters, signal)),
    placeholderData: keepPreviousData,
  });
}

export function useCtaFilterOptions() {
  return useQuery({
    queryKey: ctaKeys.options,
    queryFn: async ({ signal }) => ctaFilterOptionsSchema.parse(await get(CTA_PATHS.filters, {}, signal)),
  });
}
