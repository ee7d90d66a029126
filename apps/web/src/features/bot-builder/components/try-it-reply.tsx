/** One bot reply message in the try-it panel, shown simply: its text (rich text as the widget renders it), buttons and quick replies as tags, card titles, media links. */
import { FileOutlined, LinkOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography, theme } from 'antd';
import type { TryItData } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { RichTextView } from '@/components/rich-text/rich-text-view';

type ReplyMessage = TryItData['messages'][number];

const Tags = ({ label, items }: { label: string; items: { label: string }[] | undefined }) => (items?.length ? (
  <Flex gap={4} wrap aria-label={label}>{items.map((item, i) => <Tag key={i} color="purple" style={{ marginInlineEnd: 0 }}>{item.label}</Tag>)}</Flex>
) : null);

export function TryItReply({ message }: { message: ReplyMessage }) {
  const { token } = theme.useToken();
  const { content } = message;
  const media = content.mediaUrl ?? (message.type === 'link' || message.type === 'document' ? content.url : undefined);
  return (
    <Flex vertical gap={6} data-testid="try-it-reply"
      style={{ alignSelf: 'flex-start', maxWidth: '100%', background: token.colorFillQuaternary, borderRadius: 12, padding: '8px 10px' }}>
      {content.text && (content.format === 'html'
        ? <RichTextView html={content.text} />
        : <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{content.text}</Typography.Text>)}
      {media && (
        <Typography.Link href={media} target="_blank" rel="noopener noreferrer">
          {message.type === 'document' ? <FileOutlined /> : <LinkOutlined />} {content.fileName ?? media}
        </Typography.Link>
      )}
      {content.cards?.map((card, i) => (
        <Flex key={i} vertical gap={2} style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: 8, padding: '4px 8px' }}>
          <Typography.Text strong>{card.title}</Typography.Text>
          <Tags label="Card buttons" items={card.buttons} />
        </Flex>
      ))}
      {content.fields?.length ? <Typography.Text type="secondary">Form: {content.fields.map((field) => field.label || field.name).join(', ')}</Typography.Text> : null}
      {message.type === 'timer' && content.seconds ? <Typography.Text type="secondary">Waits {content.seconds} s</Typography.Text> : null}
      <Tags label="Buttons" items={content.buttons} />
      <Tags label="Quick replies" items={content.quickReplies} />
    </Flex>
  );
}
