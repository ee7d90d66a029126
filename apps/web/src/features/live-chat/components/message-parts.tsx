/** Pieces of rich messages: chips (buttons, quick replies), media, carousel cards, forms, files. */
import { FileOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Typography } from 'antd';
import type { MessageContent } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { safeUrl } from '@/lib/profile-format';

type Buttons = NonNullable<MessageContent['buttons']>;

/** What the customer could tap; staff only see them. */
export function Chips({ items, label }: { items: Buttons | undefined; label: string }) {
  if (!items?.length) return null;
  return (
    <Flex wrap gap={4} role="group" aria-label={label}>
      {items.map((item, index) => (
        <Button key={`${item.label}-${index}`} size="small" shape="round" disabled>{item.label}</Button>
      ))}
    </Flex>
  );
}

export function Picture({ url, alt }: { url: string | undefined; alt: string }) {
  const src = url ? safeUrl(url) : null;
  if (!src) return null;
  return <img src={src} alt={alt} loading="lazy" style={{ maxWidth: '100%', maxHeight: 240, borderRadius: 3, display: 'block' }} />;
}

export function Video({ url }: { url: string | undefined }) {
  const src = url ? safeUrl(url) : null;
  if (!src) return null;
  if (/\.mp4($|\?)/i.test(src)) return <video src={src} controls preload="metadata" style={{ maxWidth: '100%', maxHeight: 240 }} />;
  return <Typography.Link href={src} target="_blank" rel="noopener noreferrer">Watch video</Typography.Link>;
}

export function Carousel({ cards }: { cards: MessageContent['cards'] }) {
  if (!cards?.length) return null;
  return (
    <Flex gap={8} style={{ overflowX: 'auto', paddingBottom: 4 }} role="list" aria-label="Carousel">
      {cards.map((card, index) => (
        <Card key={`${card.title}-${index}`} size="small" role="listitem" style={{ minWidth: 180, maxWidth: 220 }}
          cover={card.imageUrl ? <Picture url={card.imageUrl} alt={card.title} /> : undefined}>
          <Typography.Text strong>{card.title}</Typography.Text>
          {card.subtitle && <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{card.subtitle}</Typography.Paragraph>}
          <Chips items={card.buttons} label={`${card.title} buttons`} />
        </Card>
      ))}
    </Flex>
  );
}

export function FormPreview({ fields }: { fields: MessageContent['fields'] }) {
  if (!fields?.length) return null;
  return (
    <Flex vertical gap={4} role="group" aria-label="Form sent to the customer">
      {fields.map((field) => (
        <label key={field.name} style={{ display: 'grid', gap: 2 }}>
          <Typography.Text style={{ fontSize: 12 }}>{field.label}</Typography.Text>
          <Input size="small" disabled placeholder={field.type} />
        </label>
      ))}
    </Flex>
  );
}

export function FileLink({ url, name }: { url: string | undefined; name: string | undefined }) {
  const href = url ? safeUrl(url) : null;
  const label = name || 'Document';
  if (!href) return <Typography.Text><FileOutlined /> {label}</Typography.Text>;
  return (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer" download={name}>
      <FileOutlined /> {label}
    </Typography.Link>
  );
}
