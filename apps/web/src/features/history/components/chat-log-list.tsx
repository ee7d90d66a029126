/** The history list: loading, empty and error states, one row per chat, and "Load more" (15 a page, §9). */
import { StopOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Skeleton, Tag, Typography, theme } from 'antd';
import type { ChatLogSummary } from '@switchboard/contracts/history/history.schemas';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { RatingTag } from '@/components/rating-tag';
import { ReviewTag } from '@/components/review-tag';
import { formatDateTime } from '@/lib/dates/format-date';
import { CHANNEL_LABELS } from '@switchboard/contracts/common/constants';

interface Props {
  rows: ChatLogSummary[];
  isPending: boolean;
  error: Error | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  selected: string | null;
  onSelect: (sessionId: string) => void;
}

function ChatLogRow({ row, active, onSelect }: { row: ChatLogSummary; active: boolean; onSelect: () => void }) {
  const { token } = theme.useToken();
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={active ? 'true' : undefined}
        style={{
          width: '100%', textAlign: 'left', border: `1px solid ${active ? token.colorPrimary : token.colorBorderSecondary}`, borderRadius: token.borderRadius,
          background: active ? token.colorPrimaryBg : token.colorBgContainer, padding: 10, cursor: 'pointer', color: token.colorText,
        }}
      >
        <Flex justify="space-between" gap={8}>
          <Typography.Text strong ellipsis style={{ minWidth: 0 }}>{row.customerName}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12, flex: 'none' }}>{formatDateTime(row.startedAt)}</Typography.Text>
        </Flex>
        <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>{row.lastMessage ?? 'No messages'}</Typography.Text>
        <Flex wrap gap={4} style={{ marginTop: 6 }}>
          <Tag>{CHANNEL_LABELS[row.channel]}</Tag>
          <Tag>{row.agentName ?? 'Bot'}</Tag>
          <ReviewTag status={row.reviewStatus} />
          <RatingTag rating={row.rating} />
          {row.blockedStatus && <Tag icon={<StopOutlined />}>Blocked</Tag>}
          {row.selectedTags.map((tag) => <Tag key={tag} variant="filled">{tag}</Tag>)}
        </Flex>
      </button>
    </li>
  );
}

export function ChatLogList({ rows, isPending, error, hasMore, loadingMore, onLoadMore, onRetry, selected, onSelect }: Props) {
  if (isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error) return <Alert type="error" showIcon title={TEXTS.errorTitle} description={error.message} action={<Button size="small" onClick={onRetry}>Retry</Button>} />;
  if (rows.length === 0) return <Empty description="No chats match these filters" />;
  return (
    <Flex vertical gap={8}>
      {/* minmax(0, 1fr): a row may be narrower than its last message, which the ellipsis then cuts (else the
          message's full width stretches the list past a narrow window). */}
      <ul aria-label="Chats" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 8 }}>
        {rows.map((row) => <ChatLogRow key={row.sessionId} row={row} active={row.sessionId === selected} onSelect={() => onSelect(row.sessionId)} />)}
      </ul>
      {hasMore && <Button onClick={onLoadMore} loading={loadingMore}>Load more</Button>}
    </Flex>
  );
}
