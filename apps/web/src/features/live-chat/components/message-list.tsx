import { Empty, Flex } from 'antd';
import { useEffect, useMemo, useRef, type UIEvent } from 'react';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { MessageBubble } from '@/features/live-chat/components/message-bubble';
import { OutboxBubble } from '@/features/live-chat/components/outbox-bubble';
import { useTranslateMessage } from '@/features/live-chat/hooks/use-message-translations';
import { useTranslationStore } from '@/features/live-chat/stores/translation-store';
import { useOutboxStore, type OutboxItem } from '@/features/live-chat/stores/outbox-store';
import { useScrollbarReveal } from '@/hooks/use-scrollbar-reveal';

interface MessageListProps {
  sessionId: string;
  messages: readonly Message[];
  myName: string;
  onRetry: (item: OutboxItem) => void;
  /** The chat's customer language (translated messages say what was sent). */
  customerLanguage?: string;
}

const NEAR_BOTTOM_PX = 120;

/** The conversation, oldest first, then messages still on their way; follows new ones when at the bottom. */
export function MessageList({ sessionId, messages, myName, onRetry, customerLanguage = '' }: MessageListProps) {
  const items = useOutboxStore((state) => state.items);
  const failed = useTranslationStore((state) => state.failed);
  const translate = useTranslateMessage(sessionId);
  const outbox = useMemo(() => items.filter((item) => item.sessionId === sessionId), [items, sessionId]);
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  /** The list's height when stick was last decided: a scroll event that comes with a new height is the resize's, not the reader's. */
  const height = useRef(0);
  const total = messages.length + outbox.length;
  const empty = total === 0;

  useEffect(() => {
    stick.current = true;
  }, [sessionId]);
  useEffect(() => {
    const element = scroller.current;
    if (element && stick.current) element.scrollTop = element.scrollHeight;
  }, [total, sessionId]);

  // A resize (a narrower window, the profile panel opening) reflows the bubbles: a reader at the newest message
  // stays there (issue 21, point 8: after a resize the list stopped short of it).
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      height.current = element.clientHeight;
      if (stick.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [empty]);

  const revealScrollbar = useScrollbarReveal();
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    revealScrollbar(event);
    const element = scroller.current;
    // Chromium may send a scroll event for a shrinking window before the ResizeObserver runs: that one keeps stick as it was.
    if (!element || element.clientHeight !== height.current) return;
    stick.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
  };

  return (
    <div ref={scroller} onScroll={onScroll} role="log" aria-label="Conversation" aria-live="polite" tabIndex={0} className="sb-auto-scrollbar"
      style={{ flex: 1, minHeight: 0, overflowY: 'auto', padding: 16 }}>
      {empty ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No messages yet" /> : (
        <Flex vertical gap={12}>
          {messages.map((message) => (
            <MessageBubble key={`${message.seq}-${message.chatlogId}`} message={message}
              translation={{ customerLanguage, failed: failed.has(message.chatlogId), onRetry: () => void translate(message.chatlogId) }} />
          ))}
          {outbox.map((item) => <OutboxBubble key={item.clientMessageId} item={item} author={myName} onRetry={onRetry} />)}
        </Flex>
      )}
    </div>
  );
}
