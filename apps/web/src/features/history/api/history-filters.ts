/** GET /admin/v1/chatLogs/filters → the choices of each history filter and the default dates. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { filtersDataSchema, HISTORY_PATHS, type FiltersData } from '@switchboard/contracts/history/history.schemas';
import { historyKeys } from '@/features/history/api/query-keys';
import { http } from '@/lib/http/api';

export async function fetchHistoryFilters(signal?: AbortSignal): Promise<FiltersData> {
  const data = await http.requestData<unknown>(HISTORY_PATHS.filters, signal ? { signal } : {});
  return filtersDataSchema.parse(data);
}

export const historyFiltersQuery = () => queryOptions({ queryKey: historyKeys.filters, queryFn: ({ signal }) => fetchHistoryFilters(signal), staleTime: 60_000 });
export const useHistoryFiltersQuery = () => useQuery(historyFiltersQuery());
