/**
 * GET /admin/v1/chats/tags → data {items, totalCount}: the brand's tags (/members/tags) offered by the
 * chat's tag editor (the first 100; typing still adds any other tag). Quiet: the editor still works
 * with the chat's own tags when the list fails.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBERS_PATHS, pageOf, tagSchema, type Tag } from '@switchboard/contracts/members/members.schemas';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { http } from '@/lib/http/api';

async function fetchChatTags(signal?: AbortSignal): Promise<Tag[]> {
  const data = await http.requestData<unknown>(MEMBERS_PATHS.tagsForChat, { query: { pageSize: 100 }, quiet: true, ...(signal ? { signal } : {}) });
  const parsed = pageOf(tagSchema).safeParse(data);
  if (!parsed.success) throw new Error('The tags could not be read.');
  return parsed.data.items;
}

export const chatTagsQuery = () =>
  queryOptions({ queryKey: liveChatKeys.brandTags, queryFn: ({ signal }) => fetchChatTags(signal), staleTime: 5 * 60_000, retry: false });

export const useChatTagsQuery = () => useQuery(chatTagsQuery());
