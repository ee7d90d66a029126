/**
 * What each staff-channel event does to the cache and the stores (§4 "Live chat events"). Built
 * from injected effects so tests drive it without a socket; use-live-chat-realtime subscribes it.
 */
import { STAFF_EVENTS } from '@switchboard/contracts/live-chat/live-chat.events';
import { chatListHandlers } from '@/features/live-chat/hooks/chat-list-events';
import type { Handler, LiveChatEffects } from '@/features/live-chat/hooks/event-context';
import { messageHandlers } from '@/features/live-chat/hooks/message-events';
import { presenceHandlers } from '@/features/live-chat/hooks/presence-events';

export type { LiveChatEffects } from '@/features/live-chat/hooks/event-context';

export function createLiveChatHandlers(fx: LiveChatEffects): Record<string, Handler> {
  const chats = chatListHandlers(fx);
  const messages = messageHandlers(fx);
  const presence = presenceHandlers(fx);
  return {
    [STAFF_EVENTS.addition]: chats.addition,
    [STAFF_EVENTS.updation]: chats.updation,
    [STAFF_EVENTS.deletion]: chats.deletion,
    [STAFF_EVENTS.tagAddition]: chats.tagAddition,
    [STAFF_EVENTS.userMessage]: messages.userMessage,
    [STAFF_EVENTS.response]: messages.response,
    [STAFF_EVENTS.updateMessage]: messages.updateMessage,
    [STAFF_EVENTS.chatResync]: messages.chatResync,
    [STAFF_EVENTS.typingStatus]: presence.typingStatus,
    [STAFF_EVENTS.viewingStatus]: presence.viewingStatus,
    [STAFF_EVENTS.detailedChatStats]: presence.stats,
    [STAFF_EVENTS.getAgentState]: presence.agentState,
    [STAFF_EVENTS.notification]: fx.notice,
  };
}
