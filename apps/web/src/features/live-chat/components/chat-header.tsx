import { ArrowLeftOutlined, IdcardOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography, theme } from 'antd';
import type { ChatState, LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { ChannelMark } from '@/features/live-chat/components/channel-mark';
import { ChatActions } from '@/features/live-chat/components/chat-actions';
import { supervisionOf } from '@/features/live-chat/model/chat-actions';
import type { Viewer } from '@/features/live-chat/model/viewer';

const STATE_LABELS: Record<ChatState, string> = {
  BotHandling: 'Bot handling', Inqueue: 'In queue', Pending: 'Pending', AgentHandling: 'With agent', Resolved: 'Resolved',
};

interface ChatHeaderProps {
  chat: LiveChat;
  viewer: Viewer;
  /** Narrow screens: back to the list, and the profile in a drawer. */
  onBack?: (() => void) | undefined;
  onShowProfile?: (() => void) | undefined;
}

export function ChatHeader({ chat, viewer, onBack, onShowProfile }: ChatHeaderProps) {
  const { token } = theme.useToken();
  const mode = supervisionOf(chat, viewer);
  return (
    <Flex vertical gap={8} style={{ padding: '10px 16px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      <Flex align="center" gap={8} wrap>
        {onBack && <Button type="text" icon={<ArrowLeftOutlined />} onClick={onBack} aria-label="Back to chats" />}
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }} ellipsis>{chat.customerName}</Typography.Title>
        <Tag style={{ marginInlineEnd: 0 }}>{STATE_LABELS[chat.chatState]}</Tag>
        <ChannelMark channel={chat.channel} />
        {chat.agentName && chat.chatState === 'AgentHandling' && (
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>{`Agent: ${chat.agentName}`}</Typography.Text>
        )}
        {mode && <Tag color={mode === 'whisper' ? 'gold' : 'purple'} style={{ marginInlineEnd: 0 }}>{`You: ${mode}`}</Tag>}
        {chat.onHold && <Tag style={{ marginInlineEnd: 0 }}>On hold</Tag>}
        {chat.blockedStatus && <Tag color="red" style={{ marginInlineEnd: 0 }}>Blocked</Tag>}
        {onShowProfile && (
          <Button size="small" icon={<IdcardOutlined />} onClick={onShowProfile} style={{ marginInlineStart: 'auto' }}>Profile</Button>
        )}
      </Flex>
      <ChatActions chat={chat} viewer={viewer} />
    </Flex>
  );
}
