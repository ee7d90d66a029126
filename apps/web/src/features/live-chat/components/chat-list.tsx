import { Empty } from 'antd';
import { useCallback, type ReactNode } from 'react';
import type { ChatTab, LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { CHAT_TAB_TITLES } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { ChatListItem } from '@/features/live-chat/components/chat-list-item';
import { useRovingList } from '@/features/live-chat/hooks/use-roving-list';
import { useLiveChatStore } from '@/features/live-chat/stores/live-chat-store';
import { useNow } from '@/hooks/use-now';

interface ChatListProps {
  chats: readonly LiveChat[];
  tab: ChatTab;
  onOpen: (sessionId: string) => void;
  /** An action per chat (e.g. Take in the in-queue tab). */
  actionFor?: (chat: LiveChat) => ReactNode;
}

/** The tab's chats as a listbox: arrow keys move, Enter opens; one clock ticks for all items. */
export function ChatList({ chats, tab, onOpen, actionFor }: ChatListProps) {
  const selected = useLiveChatStore((state) => state.selectedSessionId);
  const unread = useLiveChatStore((state) => state.unread);
  const stalls = useLiveChatStore((state) => state.stalls);
  const now = useNow();
  const openAt = useCallback((index: number) => {
    const chat = chats[index];
    if (chat) onOpen(chat.sessionId);
  }, [chats, onOpen]);
  const onKeyDown = useRovingList(chats.length, openAt);
  if (chats.length === 0) return <div id="chat-list"><Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No chats here" style={{ marginTop: 32 }} /></div>;
  const focusIndex = Math.max(0, chats.findIndex((chat) => chat.sessionId === selected));
  return (
    <div id="chat-list" role="listbox" aria-label={`${CHAT_TAB_TITLES[tab]} chats`} aria-labelledby={`chat-tab-${tab}`} onKeyDown={onKeyDown}>
      {chats.map((chat, index) => (
        <ChatListItem
          key={chat.sessionId}
          chat={chat}
          index={index}
          selected={chat.sessionId === selected}
          focusable={index === focusIndex}
          unread={unread[chat.sessionId] ?? 0}
          stalls={stalls[chat.sessionId] ?? 0}
          now={now}
          onOpen={onOpen}
          action={actionFor?.(chat)}
        />
      ))}
    </div>
  );
}
