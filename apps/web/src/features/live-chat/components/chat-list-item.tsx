import { Flex, Tag, Typography, theme } from 'antd';
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

/** One chat in the list: customer, last message, clock, unread and flags. */
export function ChatListItem({ chat, index, selected, focusable, unread, stalls, now, onOpen, action }: ChatListItemProps) {
  const { token } = theme.useToken();
  const flags = [chat.onHold && 'On hold', chat.raisedHand && 'Hand raised', chat.blockedStatus && 'Blocked'].filter(Boolean);
  return (
    <div
      role="option"
      aria-selected={selected}
      data-index={index}
      tabIndex={focusable ? 0 : -1}
      onClick={() => onOpen(chat.sessionId)}
      style={{
        display: 'flex', gap: 10, padding: '10px 12px', cursor: 'pointer', outlineOffset: -2,
        background: selected ? token.controlItemBgActive : undefined,
        borderInlineStart: `3px solid ${selected ? token.colorPrimary : 'transparent'}`,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <span className="sb-badge-anchor">
        <span className="sb-avatar sb-avatar--list" style={{ background: token.colorPrimaryBg, color: token.colorPrimaryText }}>{initials(chat.customerName)}</span>
        <CountBadge count={unread} title={`${unread} unread`} />
      </span>
      <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Flex justify="space-between" gap={8}>
          <Typography.Text strong ellipsis>{chat.customerName}</Typography.Text>
          <HandlingClock chat={chat} now={now} />
        </Flex>
        <Typography.Text type="secondary" ellipsis style={{ fontSize: 13 }}>
          {chat.lastMessage ?? 'No messages yet'}
        </Typography.Text>
        {(flags.length > 0 || stalls > 0 || unread > 0 || chat.channel !== 'website') && (
          <Flex gap={4} wrap>
            <ChannelMark channel={chat.channel} />
            {unread > 0 && <span className="sb-visually-hidden">{`${unread} unread messages`}</span>}
            {stalls > 0 && <Tag color="gold" style={{ marginInlineEnd: 0 }}>{`Stalled ×${stalls}`}</Tag>}
            {flags.map((flag) => <Tag key={String(flag)} style={{ marginInlineEnd: 0 }}>{flag}</Tag>)}
          </Flex>
        )}
      </Flex>
      {action && <Flex align="center">{action}</Flex>}
    </div>
  );
}
