/** POST /admin/v1/chatLogs/filtersQuery, load more (15 a page): each page asks for the rows after the previous page's cursor. */
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  filtersQueryDataSchema, HISTORY_PATHS, type FiltersQueryBody, type FiltersQueryData,
} from '@switchboard/contracts/history/history.schemas';
import { historyKeys } from '@/features/history/api/query-keys';
import { http } from '@/lib/http/api';

export async function fetchChatLogs(filters: Omit<FiltersQueryBody, 'cursor'>, cursor: string | null, signal?: AbortSignal): Promise<FiltersQueryData> {
  const body = { ...filters, ...(cursor ? { cursor } : {}) };
  const data = await http.requestData<unknown>(HISTORY_PATHS.filtersQuery, { method: 'POST', body, ...(signal ? { signal } : {}) });
  return filtersQueryDataSchema.parse(data);
}

export const useChatLogsQuery = (filters: Omit<FiltersQueryBody, 'cursor'>) =>
  useInfiniteQuery({
    queryKey: historyKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchChatLogs(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.nextCursor : null),
  });
