/** The customer's chats, newest first, with "Load more" (10 a page, §9). */
import { Alert, Button, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import type { CustomerIdType } from '@switchboard/contracts/customers/customers.schemas';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { RatingTag } from '@/components/rating-tag';
import { ReviewTag } from '@/components/review-tag';
import { useCustomerChatsQuery } from '@/features/customers/api/customers';
import { formatDateTime } from '@/lib/dates/format-date';
import { CHAT_STATE_LABELS } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { CHANNEL_LABELS } from '@switchboard/contracts/common/constants';

export function CustomerChats({ cId, type }: { cId: string; type: CustomerIdType }) {
  const query = useCustomerChatsQuery(cId, type, true);
  if (query.isPending) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon title={TEXTS.errorTitle} description={query.error.message} />;
  const rows = query.data.pages.flatMap((page) => page.chatLogs);
  if (rows.length === 0) return <Empty description="No chats yet" />;
  return (
    <Flex vertical gap={8}>
      <ul aria-label="Customer chats" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {rows.map((row) => (
          <li key={row.sessionId}>
            <Flex justify="space-between" gap={8} wrap>
              <Typography.Text strong>{formatDateTime(row.startedAt)}</Typography.Text>
              <Flex gap={4} wrap>
                <Tag>{CHANNEL_LABELS[row.channel]}</Tag><Tag>{row.agentName ?? 'Bot'}</Tag><Tag>{CHAT_STATE_LABELS[row.chatState]}</Tag>
                <ReviewTag status={row.reviewStatus} />
                <RatingTag rating={row.rating} />
              </Flex>
            </Flex>
            <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>{row.lastMessage ?? 'No messages'}</Typography.Text>
          </li>
        ))}
      </ul>
      {query.hasNextPage && <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>Load more</Button>}
    </Flex>
  );
}
