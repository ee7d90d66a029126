/**
 * POST /admin/v1/joinChatRoom {socketId, timestamp, clientPsid, adminPsid, sessionId} (§7) → the open chat:
 * activeChatSessionLogs, userProfileDetails, sessionId, selectedTags, session_language; then a second POST
 * {timestamp, adminPsid, sessionId} to /admin/v1/shownJcrContent (§7) marks it opened.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { LIVE_CHAT_PATHS } from '@switchboard/contracts/live-chat/live-chat.api';
import { messageSchema, profileSectionSchema, type LiveChat, type Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { chatSocket, connectedSocketId } from '@/features/live-chat/api/live-chat-socket';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { appendMessages, keepDetailsChangedDuringRead, type ActiveChat } from '@/features/live-chat/model/chat-cache';
import { http } from '@/lib/http/api';

export const JOIN_CHAT_ROOM_PATH = LIVE_CHAT_PATHS.joinChatRoom;

/** The profile arrives as a list of sections, or as {sections} (both are read). */
export const profileSectionsSchema = z.union([
  z.array(profileSectionSchema),
  z.object({ sections: z.array(profileSectionSchema) }).transform((value) => value.sections),
]);

const joinChatRoomDataSchema = z.object({
  activeChatSessionLogs: z.array(z.unknown()).default([]),
  userProfileDetails: profileSectionsSchema.catch([]),
  sessionId: z.string().optional(),
  selectedTags: z.array(z.string()).catch([]),
  session_language: z.string().catch(''),
});

export function readChatRoom(data: unknown, chat: Pick<LiveChat, 'psid' | 'sessionId'>): ActiveChat {
  const parsed = joinChatRoomDataSchema.safeParse(data ?? {});
  if (!parsed.success) throw new Error('This chat could not be read.');
  const messages = parsed.data.activeChatSessionLogs.flatMap((item): Message[] => {
    const message = messageSchema.safeParse(item);
    return message.success ? [message.data] : [];
  });
  return {
    sessionId: parsed.data.sessionId || chat.sessionId,
    psid: chat.psid,
    messages: messages.sort((a, b) => a.seq - b.seq),
    profile: parsed.data.userProfileDetails,
    selectedTags: parsed.data.selectedTags,
    session_language: parsed.data.session_language,
  };
}

export async function joinChatRoom(chat: Pick<LiveChat, 'psid' | 'sessionId'>, adminPsid: string): Promise<ActiveChat> {
  const socketId = await connectedSocketId(await chatSocket());
  const data = await http.requestData<unknown>(JOIN_CHAT_ROOM_PATH, {
    method: 'POST',
    body: { socketId, timestamp: Date.now(), clientPsid: chat.psid, adminPsid, sessionId: chat.sessionId },
  });
  const room = readChatRoom(data, chat);
  // The second POST marks the chat opened (§7); the chat shows whether or not it lands.
  void http.requestData<unknown>(LIVE_CHAT_PATHS.shownJcrContent, {
    method: 'POST', body: { timestamp: Date.now(), adminPsid, sessionId: room.sessionId }, quiet: true,
  }).catch(() => undefined);
  return room;
}

const lastSeqOf = (room: ActiveChat | undefined): number => room?.messages.at(-1)?.seq ?? 0;

/**
 * Kept until the open-chat cap drops it (see model/open-chats). A read again (after accepting, say) runs while
 * realtime events keep patching the cached room: a message they added meanwhile (the customer writing as the agent
 * accepts) is newer than what the read saw, and is kept instead of vanishing until the next reload. Only messages
 * that came during the read: one told before it (e.g. one a chatResync corrects) is the read's to replace. The same
 * holds for the language, profile and tags an event changed during the read.
 */
export const chatRoomQuery = (chat: Pick<LiveChat, 'psid' | 'sessionId'>, adminPsid: string) =>
  queryOptions({
    queryKey: liveChatKeys.room(chat.sessionId),
    queryFn: async ({ client }) => {
      const key = liveChatKeys.room(chat.sessionId);
      const cached = client.getQueryData<ActiveChat>(key);
      const room = await joinChatRoom(chat, adminPsid);
      const now = client.getQueryData<ActiveChat>(key);
      const since = Math.max(lastSeqOf(cached), lastSeqOf(room));
      const arrived = now?.messages.filter((message) => message.seq > since) ?? [];
      return appendMessages(keepDetailsChangedDuringRead(room, cached, now), arrived);
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useChatRoomQuery = (chat: Pick<LiveChat, 'psid' | 'sessionId'>, adminPsid: string) =>
  useQuery(chatRoomQuery(chat, adminPsid));
