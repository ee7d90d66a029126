/**
 * After a reconnect (§4 "a reconnect refetches what the open views show"): resync sends the last
 * seq of every cached open chat and applies what was missed, then the list is re-joined and the
 * open chat re-joins its room with the new socket id.
 */
import type { QueryClient } from '@tanstack/react-query';
import { messageSchema, type Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { emitCommand } from '@/features/live-chat/api/live-chat-socket';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { appendMessages, lastSeqOf, type ActiveChat } from '@/features/live-chat/model/chat-cache';

export function openChatSeqs(queryClient: QueryClient): { sessionId: string; lastSeq: number }[] {
  return queryClient.getQueriesData<ActiveChat>({ queryKey: liveChatKeys.rooms })
    .flatMap(([, room]) => (room ? [{ sessionId: room.sessionId, lastSeq: lastSeqOf(room) }] : []));
}

/** The reply lists the missed messages ({messages}) or per chat ({chats: [{sessionId, messages}]}). */
export function readMissed(data: unknown): Message[] {
  const value = (data ?? {}) as { messages?: unknown; chats?: { messages?: unknown }[] };
  const perChat = Array.isArray(value.chats) ? value.chats.flatMap((chat) => (Array.isArray(chat?.messages) ? chat.messages : [])) : [];
  const list: unknown[] = Array.isArray(value.messages) ? value.messages : perChat;
  return list.flatMap((item) => {
    const parsed = messageSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export function applyMissed(queryClient: QueryClient, messages: readonly Message[]): void {
  const sessions = new Set(messages.map((message) => message.sessionId));
  sessions.forEach((sessionId) =>
    queryClient.setQueryData<ActiveChat>(liveChatKeys.room(sessionId), (room) => (room ? appendMessages(room, messages) : room)));
}

export async function resyncAndRejoin(queryClient: QueryClient): Promise<void> {
  const chats = openChatSeqs(queryClient);
  if (chats.length > 0) {
    const outcome = await emitCommand('resync', { chats }, { quiet: true });
    if (outcome.ok) applyMissed(queryClient, readMissed(outcome.data));
  }
  await queryClient.invalidateQueries({ queryKey: liveChatKeys.list });
  await queryClient.invalidateQueries({ queryKey: liveChatKeys.rooms, refetchType: 'active' });
}
