import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { CountBadge } from '@/components/count-badge';
import { ChannelMark } from '@/features/live-chat/components/channel-mark';
import { HandlingClock } from '@/features/live-chat/components/handling-clock';

interface ChatListItemProps {
  chat: LiveChat;
  index: number;
  selected: boolean;
  focusable: boolean;
  unread: number;
  stalls: number;
  now: number;
  onOpen: (sessionId: string) => void;
  /** An action shown beside the chat (the in-queue tab's Take). */
  action?: ReactNode;
}

const initials = (name: string) => name.split(/\s+/).filter(Boolean).slice(0, 2).map((part) => part[0]?.toUpperCase()).join('') || '?';

/**
 * One chat in the list: customer, last message, clock, unread and flags. Plain elements styled from the theme's
 * variables (antd's Typography measures each ellipsis and watches its size; /chats draws every chat at once on a
 * phone, issue 22); antd's tags only for the marks a chat seldom has.
 */
export function ChatListItem({ chat, index, selected, focusable, unread, stalls, now, onOpen, action }: ChatListItemProps) {
  const flags = [chat.onHold && 'On hold', chat.raisedHand && 'Hand raised', chat.blockedStatus && 'Blocked'].filter(Boolean);
  const lastMessage = chat.lastMessage ?? 'No messages yet';
  return (
    <div role="option" aria-selected={selected} data-index={index} tabIndex={focusable ? 0 : -1} onClick={() => onOpen(chat.sessionId)} className="sb-chat-item">
      <span className="sb-badge-anchor">
        <span className="sb-avatar sb-avatar--list">{initials(chat.customerName)}</span>
        <CountBadge count={unread} title={`${unread} unread`} />
      </span>
      <span className="sb-chat-item__body">
        <span className="sb-chat-item__head">
          <span className="sb-chat-item__name sb-ellipsis" title={chat.customerName}>{chat.customerName}</span>
          <HandlingClock chat={chat} now={now} />
        </span>
        <span className="sb-chat-item__last sb-ellipsis" title={lastMessage}>{lastMessage}</span>
        {(flags.length > 0 || stalls > 0 || unread > 0 || chat.channel !== 'website') && (
          <span className="sb-chat-item__marks">
            <ChannelMark channel={chat.channel} />
            {unread > 0 && <span className="sb-visually-hidden">{`${unread} unread messages`}</span>}
            {stalls > 0 && <Tag color="gold" style={{ marginInlineEnd: 0 }}>{`Stalled ×${stalls}`}</Tag>}
            {flags.map((flag) => <Tag key={String(flag)} style={{ marginInlineEnd: 0 }}>{flag}</Tag>)}
          </span>
        )}
      </span>
      {action && <span className="sb-chat-item__action">{action}</span>}
    </div>
  );
}
