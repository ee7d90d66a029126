/** The chats of the agent picked in the Agents table, refreshed every 5 s (§9), each opening in the chats page. */
import { Alert, Button, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { TIMING } from '@switchboard/contracts/common/constants';
import { CHAT_STATE_LABELS } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { PlainList } from '@/components/plain-list';
import { useAgentChatsQuery } from '@/features/analytics/api/agent-chats';
import { formatClockSeconds, formatTime } from '@/lib/dates/format-date';

export function SelectedAgentChats({ agentId, name, mine, onClose }: { agentId: string; name: string; mine: boolean; onClose: () => void }) {
  const query = useAgentChatsQuery(agentId, mine);
  const caption = query.dataUpdatedAt
    ? `Updated ${formatClockSeconds(query.dataUpdatedAt)} · refreshes every ${TIMING.selectedAgentChatsPollMs / 1000} s`
    : `Refreshes every ${TIMING.selectedAgentChatsPollMs / 1000} s`;
  return (
    <Card title={`Chats of ${name}`} extra={(
      <Flex gap={12} align="center">
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{caption}</Typography.Text>
        <Button size="small" onClick={onClose}>Close</Button>
      </Flex>
    )}>
      {query.isPending && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
      {query.isError && <Alert type="error" showIcon title={query.error.message} />}
      {query.data && query.data.items.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`${name} has no open chats`} />}
      {query.data && query.data.items.length > 0 && (
        <PlainList size="small" items={query.data.items} itemKey={(chat) => chat.sessionId} itemStyle={{ paddingInline: 0 }}
          renderItem={(chat) => (
            <Flex gap={8} align="center" wrap style={{ width: '100%' }}>
              <Link to={`/chats?chat=${encodeURIComponent(chat.sessionId)}`}>{chat.customerName}</Link>
              <Tag>{CHAT_STATE_LABELS[chat.chatState]}</Tag>
              {chat.onHold && <Tag>On hold</Tag>}
              {chat.acceptedAt && <Typography.Text type="secondary" style={{ fontSize: 12 }}>since {formatTime(chat.acceptedAt)}</Typography.Text>}
              {chat.lastMessage && <Typography.Text type="secondary" ellipsis style={{ flex: '1 1 160px', minWidth: 0 }}>{chat.lastMessage}</Typography.Text>}
            </Flex>
          )} />
      )}
    </Card>
  );
}
