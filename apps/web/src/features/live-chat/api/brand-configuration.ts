/**
 * GET /admin/v1/configuration → the brand's configuration (/members/configuration). Live chat reads
 * the handling-time thresholds and auto-join from it; until it arrives (or if it fails) §9's defaults apply.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  brandConfigurationSchema, CONFIGURATION_PATHS, DEFAULT_BRAND_CONFIGURATION, type BrandConfiguration,
} from '@switchboard/contracts/members/configuration.schemas';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { http } from '@/lib/http/api';

export async function fetchBrandConfiguration(signal?: AbortSignal): Promise<BrandConfiguration> {
  const data = await http.requestData<unknown>(CONFIGURATION_PATHS.configuration, { quiet: true, ...(signal ? { signal } : {}) });
  const parsed = brandConfigurationSchema.safeParse(data);
  return parsed.success ? parsed.data : DEFAULT_BRAND_CONFIGURATION;
}

export const brandConfigurationQuery = () =>
  queryOptions({ queryKey: liveChatKeys.configuration, queryFn: ({ signal }) => fetchBrandConfiguration(signal), staleTime: 60_000, retry: false });

export function useBrandConfiguration(): BrandConfiguration {
  return useQuery(brandConfigurationQuery()).data ?? DEFAULT_BRAND_CONFIGURATION;
}
