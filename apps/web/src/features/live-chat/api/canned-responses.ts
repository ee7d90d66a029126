/**
 * GET /admin/v1/chats/cannedResponses?search= → data {items, totalCount}: the composer's "/" picker.
 * Shortcuts starting with the search come first (server order). Quiet: the picker shows failures.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { cannedResponseSchema, MEMBERS_PATHS, pageOf, type CannedResponse } from '@switchboard/contracts/members/members.schemas';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { http } from '@/lib/http/api';

export const CANNED_PICKER_SIZE = 8;

export async function fetchCannedResponses(search: string, signal?: AbortSignal): Promise<CannedResponse[]> {
  const data = await http.requestData<unknown>(MEMBERS_PATHS.cannedResponsesForChat, {
    query: { search, pageSize: CANNED_PICKER_SIZE }, quiet: true, ...(signal ? { signal } : {}),
  });
  const parsed = pageOf(cannedResponseSchema).safeParse(data);
  if (!parsed.success) throw new Error('The canned responses could not be read.');
  return parsed.data.items;
}

export const cannedResponsesQuery = (search: string) =>
  queryOptions({
    queryKey: liveChatKeys.cannedResponses(search),
    queryFn: ({ signal }) => fetchCannedResponses(search, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Only while the picker is open. */
export const useCannedResponsesQuery = (search: string, enabled: boolean) => useQuery({ ...cannedResponsesQuery(search), enabled });
