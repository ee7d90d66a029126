/** A bot message as the customer's widget shows it: a bubble with the rich text, media, buttons, cards and quick replies. */
import { ClockCircleOutlined, FileOutlined, LinkOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography, theme } from 'antd';
import type { MessageContent, MessageType } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { RichTextView } from '@/components/rich-text/rich-text-view';

const Chips = ({ items }: { items: MessageContent['buttons'] }) => (items?.length ? (
  <Flex gap={6} wrap>{items.map((b, i) => <Tag key={i} color="purple" style={{ marginInlineEnd: 0 }}>{b.label || '(no label)'}</Tag>)}</Flex>
) : null);

export function MessagePreview({ type, content }: { type: MessageType; content: MessageContent }) {
  const { token } = theme.useToken();
  const media = content.mediaUrl ?? content.url;
  return (
    <Flex vertical gap={8} aria-label="Preview" role="region"
      style={{ background: token.colorFillQuaternary, borderRadius: token.borderRadiusLG, padding: 12, minHeight: 120 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>Preview (as the widget shows it)</Typography.Text>
      <Flex vertical gap={8} style={{ alignSelf: 'flex-start', maxWidth: '100%', width: 300, background: token.colorBgContainer, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: 12, padding: 10 }}>
        {type === 'image_with_buttons' && content.mediaUrl && <img src={content.mediaUrl} alt="" style={{ maxWidth: '100%', borderRadius: 8 }} />}
        {type === 'video' && media && /\.mp4($|\?)/i.test(media) && <video src={media} controls style={{ maxWidth: '100%', borderRadius: 8 }} />}
        {type === 'document' && <Typography.Text><FileOutlined /> {content.fileName ?? 'Document'}</Typography.Text>}
        {type === 'timer' && <Typography.Text><ClockCircleOutlined /> {content.seconds ?? 0} s</Typography.Text>}
        {content.text ? (
          type === 'link' ? <Typography.Link><LinkOutlined /> <RichTextView html={content.text} className="sb-inline" /></Typography.Link> : <RichTextView html={content.text} />
        ) : <Typography.Text type="secondary">(no text yet)</Typography.Text>}
        <Chips items={content.buttons} />
        {type === 'carousel' && (
          <Flex gap={8} style={{ overflowX: 'auto' }}>
            {(content.cards ?? []).map((card, i) => (
              <Flex key={i} vertical gap={4} style={{ minWidth: 140, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: 8, padding: 6 }}>
                {card.imageUrl && <img src={card.imageUrl} alt="" style={{ width: '100%', borderRadius: 6 }} />}
                <Typography.Text strong>{card.title || '(title)'}</Typography.Text>
                {card.subtitle && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{card.subtitle}</Typography.Text>}
                <Chips items={card.buttons} />
              </Flex>
            ))}
          </Flex>
        )}
        {type === 'form' && (content.fields ?? []).map((field, i) => (
          <Flex key={i} vertical style={{ border: `1px solid ${token.colorBorder}`, borderRadius: 6, padding: '4px 8px' }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>{field.label || field.name}</Typography.Text>
          </Flex>
        ))}
      </Flex>
      <Chips items={content.quickReplies} />
    </Flex>
  );
}
