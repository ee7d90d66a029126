import { Button, Typography } from 'antd';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import { BubbleFrame } from '@/features/live-chat/components/message-bubble';
import type { OutboxItem } from '@/features/live-chat/stores/outbox-store';
import { useOutboxStore } from '@/features/live-chat/stores/outbox-store';
import { formatTime } from '@/lib/dates/format-date';

/** A message on its way (sending) or refused (failed, with Retry and Discard). */
export function OutboxBubble({ item, author, onRetry }: { item: OutboxItem; author: string; onRetry: (item: OutboxItem) => void }) {
  const failed = item.status === 'failed';
  return (
    <BubbleFrame kind={item.kind === 'whisper' ? 'whisper' : 'agent'} name={author}
      time={formatTime(item.createdAt)} status={item.status}>
      <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', opacity: failed ? 0.8 : 0.7 }}>
        {item.format === 'html' ? <RichTextView html={item.text} /> : item.text}
      </Typography.Paragraph>
      {failed && (
        <span>
          <Typography.Text type="danger" style={{ fontSize: 12 }}>Not sent. </Typography.Text>
          <Button type="link" size="small" onClick={() => onRetry(item)} style={{ padding: 0 }}>Retry</Button>
          {' · '}
          <Button type="link" size="small" onClick={() => useOutboxStore.getState().remove(item.clientMessageId)} style={{ padding: 0 }}>
            Discard
          </Button>
        </span>
      )}
    </BubbleFrame>
  );
}
