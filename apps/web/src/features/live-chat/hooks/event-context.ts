/** Shared parts of the staff-channel event handlers: injected effects and cache access. */
import type { QueryClient } from '@tanstack/react-query';
import type { LiveChat, Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { keepForJoin } from '@/features/live-chat/api/join-live-chats';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { mergeChat, type ActiveChat } from '@/features/live-chat/model/chat-cache';
import type { Viewer } from '@/features/live-chat/model/viewer';
import { useLiveChatStore } from '@/features/live-chat/stores/live-chat-store';
import { plainTextOf } from '@switchboard/contracts/common/rich-text';

export interface LiveChatEffects {
  queryClient: QueryClient;
  viewer: () => Viewer | null;
  /** /chats visible and focused (the open chat is read from the store). */
  pageWatched: () => boolean;
  sendDelivered: (chat: LiveChat, message: Message) => void;
  sendSeen: (chat: LiveChat, upToSeq: number) => void;
  notifyNewChat: (chat: LiveChat) => void;
  /** A customer wrote in one of the viewer's chats while they were not looking at it. */
  notifyNewMessage: (chat: LiveChat, message: Message) => void;
  warn: (text: string) => void;
  notice: (payload: unknown) => void;
  now?: () => number;
}

export type Handler = (payload: unknown) => void;

export const previewOf = (message: Message): string =>
  (message.content.text === undefined ? undefined : plainTextOf(message.content)) ?? message.content.fileName ?? message.content.cards?.[0]?.title ?? `[${message.type}]`;

export const isOpen = (sessionId: string): boolean => useLiveChatStore.getState().selectedSessionId === sessionId;

export function cacheAccess(queryClient: QueryClient) {
  const list = () => queryClient.getQueryData<LiveChat[]>(liveChatKeys.list) ?? [];
  const setList = (update: (old: LiveChat[]) => LiveChat[]) => {
    keepForJoin(update);
    queryClient.setQueryData<LiveChat[]>(liveChatKeys.list, (old) => (old === undefined ? old : update(old)));
  };
  const patchRoom = (sessionId: string, update: (room: ActiveChat) => ActiveChat) =>
    queryClient.setQueryData<ActiveChat>(liveChatKeys.room(sessionId), (room) => (room ? update(room) : room));
  const sessionOfPsid = (psid: string) => list().find((chat) => chat.psid === psid)?.sessionId;
  const touchPreview = (message: Message) =>
    setList((old) => mergeChat(old, { sessionId: message.sessionId, lastMessage: previewOf(message), lastSeq: message.seq }));
  return { list, setList, patchRoom, sessionOfPsid, touchPreview };
}
