/** Message events (§4): userMessage (with receipts and unread), response (bot), updateMessage (admin, seen). */
import { chatResyncSchema, responseSchema, updateMessageSchema, userMessageSchema } from '@switchboard/contracts/live-chat/live-chat.events';
import { applyAdminMessage, applyBotResponse, applySeenWatermark, appendMessages } from '@/features/live-chat/model/chat-cache';
import { isMe } from '@/features/live-chat/model/viewer';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { cacheAccess, isOpen, type Handler, type LiveChatEffects } from '@/features/live-chat/hooks/event-context';
import { useLiveChatStore } from '@/features/live-chat/stores/live-chat-store';

export function messageHandlers(fx: LiveChatEffects) {
  const { list, patchRoom, touchPreview } = cacheAccess(fx.queryClient);

  const userMessage: Handler = (payload) => {
    const parsed = userMessageSchema.safeParse(payload);
    if (!parsed.success) return;
    const { message } = parsed.data;
    patchRoom(message.sessionId, (room) => appendMessages(room, [message]));
    touchPreview(message);
    const chat = list().find((item) => item.sessionId === message.sessionId);
    const viewer = fx.viewer();
    if (!chat || !viewer || message.sender !== 'customer') return;
    if (chat.chatState !== 'AgentHandling' || !isMe(viewer, chat.agentId)) return;
    const watched = isOpen(chat.sessionId) && fx.pageWatched();
    if (!isOpen(chat.sessionId)) useLiveChatStore.getState().bumpUnread(chat.sessionId);
    fx.sendDelivered(chat, message);
    if (watched) fx.sendSeen(chat, message.seq);
    else fx.notifyNewMessage(chat, message);
  };

  const response: Handler = (payload) => {
    const parsed = responseSchema.safeParse(payload);
    if (!parsed.success) return;
    const { chatlogId, result } = parsed.data;
    const sessions = new Set(result.bot_messages.map((message) => message.sessionId));
    sessions.forEach((sessionId) => patchRoom(sessionId, (room) => applyBotResponse(room, chatlogId, result.bot_messages)));
    const last = result.bot_messages.at(-1);
    if (last) touchPreview(last);
  };

  const updateMessage: Handler = (payload) => {
    const parsed = updateMessageSchema.safeParse(payload);
    if (!parsed.success) return;
    const { updatedAdminMessage: message, messageSeen: seen } = parsed.data;
    if (message) {
      patchRoom(message.sessionId, (room) => applyAdminMessage(room, message));
      touchPreview(message);
    }
    if (seen) patchRoom(seen.sessionId, (room) => applySeenWatermark(room, seen.upToSeq, seen.readStatus));
  };

  /** The server told this chat's messages early and one was not stored as told: reload the chat's messages. */
  const chatResync: Handler = (payload) => {
    const parsed = chatResyncSchema.safeParse(payload);
    if (!parsed.success) return;
    void fx.queryClient.invalidateQueries({ queryKey: liveChatKeys.room(parsed.data.sessionId), exact: true });
  };

  return { userMessage, response, updateMessage, chatResync };
}
