/** The history list: loading, empty and error states, one row per chat, and "Load more" (15 a page, §9). */
import { StopOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Skeleton } from 'antd';
import type { ChatLogSummary } from '@switchboard/contracts/history/history.schemas';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { LightTag } from '@/components/light-tag';
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

/**
 * One chat. Plain elements styled from the theme's variables: the list draws 15 of these at once, and antd's
 * Typography (its ellipsis measures each text and watches its size) and Tag were most of /history's first render on
 * a phone (issue 22). The ellipsis is CSS's; the full text stays in the element for assistive technology and search.
 */
function ChatLogRow({ row, active, onSelect }: { row: ChatLogSummary; active: boolean; onSelect: () => void }) {
  const lastMessage = row.lastMessage ?? 'No messages';
  return (
    <li>
      <button type="button" className="sb-chat-log" onClick={onSelect} aria-current={active ? 'true' : undefined}>
        <span className="sb-chat-log__head">
          <span className="sb-chat-log__name sb-ellipsis" title={row.customerName}>{row.customerName}</span>
          <span className="sb-chat-log__when">{formatDateTime(row.startedAt)}</span>
        </span>
        <span className="sb-chat-log__last sb-ellipsis" title={lastMessage}>{lastMessage}</span>
        <span className="sb-chat-log__tags">
          <LightTag>{CHANNEL_LABELS[row.channel]}</LightTag>
          <LightTag>{row.agentName ?? 'Bot'}</LightTag>
          <ReviewTag status={row.reviewStatus} />
          <RatingTag rating={row.rating} />
          {row.blockedStatus && <LightTag icon={<StopOutlined />}>Blocked</LightTag>}
          {row.selectedTags.map((tag) => <LightTag key={tag} variant="filled">{tag}</LightTag>)}
        </span>
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
      <ul aria-label="Chats" className="sb-chat-logs">
        {rows.map((row) => <ChatLogRow key={row.sessionId} row={row} active={row.sessionId === selected} onSelect={() => onSelect(row.sessionId)} />)}
      </ul>
      {hasMore && <Button onClick={onLoadMore} loading={loadingMore}>Load more</Button>}
    </Flex>
  );
}
