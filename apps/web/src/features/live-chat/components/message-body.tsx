import { ClockCircleOutlined, LinkOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { plainTextOf } from '@switchboard/contracts/common/rich-text';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { Carousel, Chips, FileLink, FormPreview, Picture, Video } from '@/features/live-chat/components/message-parts';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import { safeUrl } from '@/lib/profile-format';

function Text({ text, html = false }: { text: string | undefined; html?: boolean }) {
  if (!text) return null;
  if (html) return <RichTextView html={text} />;
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
        return <><Picture url={content.mediaUrl} alt={plainTextOf(content) || 'Image'} /><Text text={content.text} html={content.format === 'html'} /></>;
      case 'video':
        return <><Video url={content.mediaUrl ?? content.url} /><Text text={content.text} html={content.format === 'html'} /></>;
      case 'carousel':
        return <><Text text={content.text} html={content.format === 'html'} /><Carousel cards={content.cards} /></>;
      case 'form':
        return <><Text text={content.text} html={content.format === 'html'} /><FormPreview fields={content.fields} /></>;
      case 'link':
        return <Link url={content.url} text={plainTextOf(content)} />;
      case 'document':
      case 'uploadedDocument':
        return <><FileLink url={content.url ?? content.mediaUrl} name={content.fileName} /><Text text={content.text} html={content.format === 'html'} /></>;
      case 'timer':
        return (
          <Typography.Text>
            <ClockCircleOutlined /> {`Timer${content.seconds ? `: ${content.seconds} s` : ''}`}
            {content.text ? ` — ${content.text}` : ''}
          </Typography.Text>
        );
      default:
        return <Text text={content.text} html={content.format === 'html'} />;
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
