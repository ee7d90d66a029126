/** The transcript for QA: each message with its sender, time, NLP snapshot (intent and confidence) and, on bot answers, votes. */
import { DislikeOutlined, LikeOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography, theme } from 'antd';
import type { HistoryMessage, Vote } from '@switchboard/contracts/history/history.schemas';
import { plainTextOf } from '@switchboard/contracts/common/rich-text';
import { formatDateTime } from '@/lib/dates/format-date';
import { MESSAGE_TYPE_LABELS } from '@switchboard/contracts/live-chat/live-chat.schemas';

interface Snapshot { intent?: unknown; confidence?: unknown }
const snapshotOf = (value: unknown): Snapshot => (value && typeof value === 'object' ? (value as Snapshot) : {});

function NlpTag({ snapshot }: { snapshot: unknown }) {
  const { intent, confidence } = snapshotOf(snapshot);
  if (typeof intent !== 'string') return null;
  return <Tag color="purple">{intent}{typeof confidence === 'number' ? ` · ${(confidence * 100).toFixed(0)}%` : ''}</Tag>;
}

const SENDER_LABEL = { customer: 'Customer', chatbot: 'Bot', admin: 'Agent', system: 'System' } as const;

export function Transcript({ messages, customerName, onVote, voting }: {
  messages: HistoryMessage[];
  customerName: string;
  onVote: ((chatlogId: string, vote: Vote) => void) | null;
  voting: boolean;
}) {
  const { token } = theme.useToken();
  return (
    <ol aria-label="Transcript" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {messages.map((message) => (
        <li key={message.chatlogId} style={{ borderInlineStart: `3px solid ${message.sender === 'customer' ? token.colorPrimary : token.colorBorder}`, paddingInlineStart: 10 }}>
          <Flex gap={8} align="baseline" wrap>
            <Typography.Text strong>{message.sender === 'customer' ? customerName : message.sender === 'admin' ? (message.adminName ?? SENDER_LABEL.admin) : SENDER_LABEL[message.sender]}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>{formatDateTime(message.timestamp)}</Typography.Text>
            {message.sender === 'customer' && <NlpTag snapshot={message.NLPSnapshot} />}
          </Flex>
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{message.content.text ?? message.content.url ?? `[${MESSAGE_TYPE_LABELS[message.type]}]`}</Typography.Paragraph>
          {message.translation && (
            // An agent's message sent translated keeps the agent's wording; any other message its translation.
            <Typography.Text type="secondary" italic>
              {message.sender === 'admin' ? 'As the agent wrote it: ' : 'Translation: '}{plainTextOf({ text: message.translation, format: message.content.format })}
            </Typography.Text>
          )}
          {message.sender === 'chatbot' && onVote && (
            <Flex gap={4} align="center">
              <Button size="small" type={message.vote === 'upvote' ? 'primary' : 'text'} icon={<LikeOutlined />} aria-label="Upvote this answer"
                aria-pressed={message.vote === 'upvote'} disabled={voting} onClick={() => onVote(message.chatlogId, 'upvote')} />
              <Button size="small" type={message.vote === 'downvote' ? 'primary' : 'text'} icon={<DislikeOutlined />} aria-label="Downvote this answer"
                aria-pressed={message.vote === 'downvote'} disabled={voting} onClick={() => onVote(message.chatlogId, 'downvote')} />
            </Flex>
          )}
        </li>
      ))}
    </ol>
  );
}
