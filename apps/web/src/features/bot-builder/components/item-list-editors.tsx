/** Small list editors of message content: buttons / quick replies, form fields, carousel cards. */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Select, Typography } from 'antd';
import type { MessageContent } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { CatalogueCardsPicker } from '@/features/bot-builder/components/catalogue-cards-picker';
import { MediaField } from '@/features/bot-builder/components/media-field';

type Button_ = NonNullable<MessageContent['buttons']>[number];
type Field = NonNullable<MessageContent['fields']>[number];
type CardItem = NonNullable<MessageContent['cards']>[number];

function replaceAt<T>(items: T[], index: number, item: T): T[] {
  return items.map((old, i) => (i === index ? item : old));
}

export function ButtonsEditor({ label, items, onChange, withUrl = true }: { label: string; items: Button_[]; onChange: (items: Button_[]) => void; withUrl?: boolean }) {
  return (
    <Flex vertical gap={6}>
      <Typography.Text strong>{label}</Typography.Text>
      {items.map((item, index) => (
        <Flex key={index} gap={6} wrap>
          <Input aria-label={`${label} ${index + 1} label`} placeholder="Label" value={item.label} maxLength={80} style={{ flex: '1 1 120px' }}
            onChange={(e) => onChange(replaceAt(items, index, { ...item, label: e.target.value }))} />
          <Input aria-label={`${label} ${index + 1} value`} placeholder="Value sent to the bot" value={item.value} maxLength={200} style={{ flex: '1 1 120px' }}
            onChange={(e) => onChange(replaceAt(items, index, { ...item, value: e.target.value }))} />
          {withUrl && <Input aria-label={`${label} ${index + 1} link`} placeholder="https:// (optional)" value={item.url ?? ''} style={{ flex: '1 1 140px' }}
            onChange={(e) => onChange(replaceAt(items, index, { ...item, url: e.target.value || undefined }))} />}
          <Button danger icon={<DeleteOutlined />} aria-label={`Remove ${label.toLowerCase()} ${index + 1}`} onClick={() => onChange(items.filter((_, i) => i !== index))} />
        </Flex>
      ))}
      <Button icon={<PlusOutlined />} onClick={() => onChange([...items, { label: '', value: '' }])} style={{ alignSelf: 'flex-start' }}>Add</Button>
    </Flex>
  );
}

export function FieldsEditor({ items, onChange }: { items: Field[]; onChange: (items: Field[]) => void }) {
  return (
    <Flex vertical gap={6}>
      <Typography.Text strong>Form fields</Typography.Text>
      {items.map((item, index) => (
        <Flex key={index} gap={6} wrap>
          <Input aria-label={`Field ${index + 1} label`} placeholder="Label" value={item.label} style={{ flex: '1 1 120px' }}
            onChange={(e) => onChange(replaceAt(items, index, { ...item, label: e.target.value }))} />
          <Input aria-label={`Field ${index + 1} variable`} placeholder="Variable" value={item.name} style={{ flex: '1 1 120px' }}
            onChange={(e) => onChange(replaceAt(items, index, { ...item, name: e.target.value }))} />
          <Select aria-label={`Field ${index + 1} type`} value={item.type} style={{ width: 110 }}
            options={['text', 'email', 'number', 'date'].map((value) => ({ value, label: value }))}
            onChange={(type) => onChange(replaceAt(items, index, { ...item, type }))} />
          <Button danger icon={<DeleteOutlined />} aria-label={`Remove field ${index + 1}`} onClick={() => onChange(items.filter((_, i) => i !== index))} />
        </Flex>
      ))}
      <Button icon={<PlusOutlined />} onClick={() => onChange([...items, { name: '', label: '', type: 'text' }])} style={{ alignSelf: 'flex-start' }}>Add field</Button>
    </Flex>
  );
}

export function CardsEditor({ items, onChange }: { items: CardItem[]; onChange: (items: CardItem[]) => void }) {
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>Cards</Typography.Text>
      {items.map((card, index) => (
        <Card key={index} size="small" title={`Card ${index + 1}`}
          extra={<Button size="small" danger icon={<DeleteOutlined />} aria-label={`Remove card ${index + 1}`} onClick={() => onChange(items.filter((_, i) => i !== index))} />}>
          <Flex vertical gap={6}>
            <Input aria-label={`Card ${index + 1} title`} placeholder="Title" value={card.title} onChange={(e) => onChange(replaceAt(items, index, { ...card, title: e.target.value }))} />
            <Input aria-label={`Card ${index + 1} subtitle`} placeholder="Subtitle" value={card.subtitle ?? ''}
              onChange={(e) => onChange(replaceAt(items, index, { ...card, subtitle: e.target.value || undefined }))} />
            <MediaField mediaType="image" label="Card image" url={card.imageUrl}
              onChange={(uploaded) => onChange(replaceAt(items, index, { ...card, imageUrl: uploaded?.url }))} />
            <ButtonsEditor label="Card buttons" items={card.buttons ?? []} onChange={(buttons) => onChange(replaceAt(items, index, { ...card, buttons }))} />
          </Flex>
        </Card>
      ))}
      <Button icon={<PlusOutlined />} onClick={() => onChange([...items, { title: '' }])} style={{ alignSelf: 'flex-start' }}>Add card</Button>
      <CatalogueCardsPicker onAdd={(cards) => onChange([...items, ...cards])} />
    </Flex>
  );
}
