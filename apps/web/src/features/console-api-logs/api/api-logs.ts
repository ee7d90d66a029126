/** API log calls: the listing (load more, 10 at a time), a conversation's trace, the member filter's choices. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  API_LOG_PATHS, apiLogMembersDataSchema, apiLogsDataSchema, traceDataSchema,
} from '@switchboard/contracts/console/api-logs.schemas';
import { http } from '@/lib/http/api';
import { toQuery, type ApiLogFilterState } from '@/features/console-api-logs/model/api-log-filters';

export const apiLogKeys = {
  list: (filters: ApiLogFilterState) => ['api-logs', 'list', toQuery(filters)] as const,
  trace: (id: string) => ['api-logs', 'trace', id] as const,
  members: ['api-logs', 'members'] as const,
};

export const useApiLogsQuery = (filters: ApiLogFilterState) =>
  useInfiniteQuery({
    queryKey: apiLogKeys.list(filters),
    queryFn: async ({ pageParam, signal }) => apiLogsDataSchema.parse(
      await http.requestData<unknown>(API_LOG_PATHS.list, { query: { ...toQuery(filters), cursor: pageParam ?? undefined }, signal }),
    ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.nextCursor : null),
  });

/** `id`: any id of the conversation; null while no trace is open. */
export const useTraceQuery = (id: string | null) =>
  useQuery({
    queryKey: apiLogKeys.trace(id ?? ''),
    queryFn: async ({ signal }) => traceDataSchema.parse(await http.requestData<unknown>(API_LOG_PATHS.trace, { query: { id: id ?? '' }, signal, quiet: true })),
    enabled: id !== null,
    retry: false,
  });

export const useApiLogMembersQuery = () =>
  useQuery({
    queryKey: apiLogKeys.members,
    queryFn: async ({ signal }) => apiLogMembersDataSchema.parse(await http.requestData<unknown>(API_LOG_PATHS.members, { signal, quiet: true })).members,
    staleTime: 5 * 60_000,
  });
