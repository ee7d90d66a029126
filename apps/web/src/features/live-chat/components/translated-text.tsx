import { TranslationOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import { languageName } from '@/features/live-chat/model/translations';

function Text({ text, html }: { text: string; html: boolean }) {
  if (html) return <RichTextView html={text} />;
  return <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography.Paragraph>;
}

/**
 * A text message in the agent's language, the other text on demand. A customer's message shows its translation
 * ("Show original" reveals what they wrote); an agent's message sent translated shows what the agent wrote
 * ("Show what was sent" reveals the customer's text).
 */
export function TranslatedText({ message, customerLanguage }: { message: Message & { translation: NonNullable<Message['translation']> }; customerLanguage: string }) {
  const [open, setOpen] = useState(false);
  const fromAgent = message.sender === 'admin';
  const html = message.content.format === 'html';
  const note = fromAgent ? `Sent in ${languageName(customerLanguage)}` : `Translated to ${languageName(message.translation.language)}`;
  const toggle = fromAgent ? (open ? 'Hide what was sent' : 'Show what was sent') : (open ? 'Hide original' : 'Show original');
  return (
    <Flex vertical gap={4}>
      <Text text={message.translation.text} html={html} />
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}><TranslationOutlined aria-hidden /> {note}</Typography.Text>
        <Button type="link" size="small" style={{ padding: 0, height: 'auto', fontSize: 12 }} aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          {toggle}
        </Button>
      </Flex>
      {open && (
        <div role="group" aria-label={fromAgent ? 'What the customer received' : 'Original message'}
          style={{ borderInlineStart: '2px solid currentColor', paddingInlineStart: 8, opacity: 0.85 }}>
          <Text text={message.content.text ?? ''} html={html} />
        </div>
      )}
    </Flex>
  );
}

/** A customer's message the service did not translate: shown as written, with Retry. */
export function UntranslatedNote({ onRetry }: { onRetry: () => void }) {
  return (
    <Flex gap={8} align="center">
      <Typography.Text type="warning" style={{ fontSize: 12 }}>Not translated: the translation service did not answer.</Typography.Text>
      <Button type="link" size="small" style={{ padding: 0, height: 'auto', fontSize: 12 }} onClick={onRetry}>Retry</Button>
    </Flex>
  );
}
