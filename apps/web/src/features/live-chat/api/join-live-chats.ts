/**
 * emit join {} → ack data {liveChatData, liveTicketsData} (§7): the live chat list, plus
 * joinUntaggedChats → data.UntaggedChatsData (recently resolved chats without a tag). Failures show
 * the server's message or 'join event error occured' / 'joinUntagged event error occured'; the live
 * list still shows when only the untagged part fails. Realtime events keep the list fresh after.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { liveChatSchema, type LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { emitCommand } from '@/features/live-chat/api/live-chat-socket';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';

/** Keeps every well-formed chat; one malformed record does not hide the others. */
export function readLiveChats(data: unknown, key: 'liveChatData' | 'UntaggedChatsData' = 'liveChatData'): LiveChat[] {
  const list = (data as Record<string, unknown> | undefined)?.[key];
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const parsed = liveChatSchema.safeParse(item);
    if (!parsed.success) console.warn('Skipped a malformed live chat', parsed.error.issues[0]);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function joinLiveChats(): Promise<LiveChat[]> {
  const outcome = await emitCommand('join', {}, { fallback: TEXTS.joinError });
  if (!outcome.ok) throw new Error(outcome.message);
  const live = readLiveChats(outcome.data);
  const untagged = await emitCommand('joinUntaggedChats', {}, { fallback: TEXTS.joinUntaggedError });
  if (!untagged.ok) return live;
  const known = new Set(live.map((chat) => chat.sessionId));
  return [...live, ...readLiveChats(untagged.data, 'UntaggedChatsData').filter((chat) => !known.has(chat.sessionId))];
}

export const liveChatsQuery = () =>
  queryOptions({ queryKey: liveChatKeys.list, queryFn: joinLiveChats, staleTime: Infinity, gcTime: 5 * 60_000 });

export const useLiveChatsQuery = () => useQuery(liveChatsQuery());
