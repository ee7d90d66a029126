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

type ListUpdate = (list: LiveChat[]) => LiveChat[];

/** The chat list events that arrived while a join was on its way, kept for its snapshot (null: no join on its way). */
let arrivedDuringJoin: ListUpdate[] | null = null;

/**
 * Keeps a chat list event for the snapshot of the join on its way, if one is. The server subscribes the socket before
 * it reads the list, so an event that arrives before the answer may be missing from it: applied over it (each event
 * applies the same twice), it is not lost when the snapshot replaces the list.
 */
export function keepForJoin(update: ListUpdate): void {
  arrivedDuringJoin?.push(update);
}

async function readSnapshot(): Promise<LiveChat[]> {
  const outcome = await emitCommand('join', {}, { fallback: TEXTS.joinError });
  if (!outcome.ok) throw new Error(outcome.message);
  const live = readLiveChats(outcome.data);
  const untagged = await emitCommand('joinUntaggedChats', {}, { fallback: TEXTS.joinUntaggedError });
  if (!untagged.ok) return live;
  const known = new Set(live.map((chat) => chat.sessionId));
  return [...live, ...readLiveChats(untagged.data, 'UntaggedChatsData').filter((chat) => !known.has(chat.sessionId))];
}

export async function joinLiveChats(): Promise<LiveChat[]> {
  const arrived: ListUpdate[] = [];
  arrivedDuringJoin = arrived;
  try {
    const snapshot = await readSnapshot();
    return arrived.reduce((list, update) => update(list), snapshot);
  } finally {
    if (arrivedDuringJoin === arrived) arrivedDuringJoin = null;
  }
}

export const liveChatsQuery = () =>
  queryOptions({ queryKey: liveChatKeys.list, queryFn: joinLiveChats, staleTime: Infinity, gcTime: 5 * 60_000 });

export const useLiveChatsQuery = () => useQuery(liveChatsQuery());
