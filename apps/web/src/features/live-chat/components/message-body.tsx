import { ClockCircleOutlined, LinkOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { Carousel, Chips, FileLink, FormPreview, Picture, Video } from '@/features/live-chat/components/message-parts';
import { safeUrl } from '@/lib/profile-format';

function Text({ text }: { text: string | undefined }) {
  if (!text) return null;
  return <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography.Paragraph>;
}

function Link({ url, text }: { url: string | undefined; text: string | undefined }) {
  const href = url ? safeUrl(url) : null;
  if (!href) return <Text text={text ?? url} />;
  return (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
      <LinkOutlined /> {text || href}
    </Typography.Link>
  );
}

/** The content of a message of any §3 type. */
export function MessageBody({ message }: { message: Message }) {
  const { content } = message;
  const main = (() => {
    switch (message.type) {
      case 'image_with_buttons':
        return <><Picture url={content.mediaUrl} alt={content.text || 'Image'} /><Text text={content.text} /></>;
      case 'video':
        return <><Video url={content.mediaUrl ?? content.url} /><Text text={content.text} /></>;
      case 'carousel':
        return <><Text text={content.text} /><Carousel cards={content.cards} /></>;
      case 'form':
        return <><Text text={content.text} /><FormPreview fields={content.fields} /></>;
      case 'link':
        return <Link url={content.url} text={content.text} />;
      case 'document':
      case 'uploadedDocument':
        return <><FileLink url={content.url ?? content.mediaUrl} name={content.fileName} /><Text text={content.text} /></>;
      case 'timer':
        return (
          <Typography.Text>
            <ClockCircleOutlined /> {`Timer${content.seconds ? `: ${content.seconds} s` : ''}`}
            {content.text ? ` — ${content.text}` : ''}
          </Typography.Text>
        );
      default:
        return <Text text={content.text} />;
    }
  })();
  return (
    <Flex vertical gap={6}>
      {main}
      <Chips items={content.buttons} label="Buttons" />
      <Chips items={content.quickReplies} label="Quick replies" />
    </Flex>
  );
}
