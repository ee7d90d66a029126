/**
 * The report filter's group and agent choices (GET /admin/v1/analytics/filterOptions), as the filter bar's options.
 * Until they arrive (or if they fail) the selects are simply not offered: the report works without them.
 */
import { useQuery } from '@tanstack/react-query';
import { ANALYTICS_FILTER_OPTIONS_PATH, filterOptionsSchema } from '@switchboard/contracts/analytics/filter-options.schemas';
import type { FilterOption } from '@/features/analytics/report-kit/components/report-filter-bar';
import { http } from '@/lib/http/api';

export const FILTER_OPTION_TEXTS = { inactive: (name: string) => `${name} (deactivated)` } as const;

export function useFilterOptions(): { groups?: FilterOption[]; agents?: FilterOption[] } {
  const query = useQuery({
    queryKey: ['analytics', 'filterOptions'],
    queryFn: async ({ signal }) => filterOptionsSchema.parse(await http.requestData<unknown>(ANALYTICS_FILTER_OPTIONS_PATH, { signal })),
    staleTime: 5 * 60_000,
  });
  if (!query.data) return {};
  return {
    groups: query.data.groups.map(({ id, name }) => ({ value: id, label: name })),
    agents: query.data.agents.map(({ id, name, active }) => ({ value: id, label: active ? name : FILTER_OPTION_TEXTS.inactive(name) })),
  };
}
