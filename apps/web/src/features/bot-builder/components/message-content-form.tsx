/** The content of one A/B version, by the message's §3 type: rich text plus the type's own parts. */
import { Flex, Input, InputNumber, Typography } from 'antd';
import { useId } from 'react';
import { isValidVideoLink } from '@switchboard/contracts/common/rules';
import { VIDEO_LINK_MESSAGE } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import type { MessageContent, MessageType } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { ButtonsEditor, CardsEditor, FieldsEditor } from '@/features/bot-builder/components/item-list-editors';
import { MediaField } from '@/features/bot-builder/components/media-field';

interface Props {
  type: MessageType;
  content: MessageContent;
  onChange: (content: MessageContent) => void;
  variables: readonly string[];
  /** Changes when another version is shown (the editor is uncontrolled). */
  editorKey: string;
}

const TEXT_LABEL: Partial<Record<MessageType, string>> = {
  image_with_buttons: 'Caption', video: 'Caption', document: 'Caption', link: 'Link text', timer: 'Text while the timer runs', form: 'Form title',
};

export function MessageContentForm({ type, content, onChange, variables, editorKey }: Props) {
  const patch = (change: Partial<MessageContent>) => onChange({ ...content, ...change });
  const videoHintId = useId();
  // §5: the same rule the server applies on saving (botMessageInputSchema).
  const videoLinkWrong = type === 'video' && Boolean(content.url) && !isValidVideoLink(content.url ?? '');
  return (
    <Flex vertical gap={12}>
      {type === 'image_with_buttons' && <MediaField mediaType="image" label="Image" url={content.mediaUrl} onChange={(u) => patch({ mediaUrl: u?.url })} />}
      {type === 'video' && (
        <Flex vertical gap={6}>
          <MediaField mediaType="video" label="Video" url={content.mediaUrl} onChange={(u) => patch({ mediaUrl: u?.url })} />
          <Input aria-label="Or a video link" placeholder="…or a link: an .mp4 file or a YouTube / Vimeo page" value={content.url ?? ''}
            status={videoLinkWrong ? 'error' : undefined} aria-invalid={videoLinkWrong} aria-describedby={videoLinkWrong ? videoHintId : undefined}
            onChange={(e) => patch({ url: e.target.value.trim() || undefined })} />
          {videoLinkWrong && <Typography.Text id={videoHintId} type="danger" style={{ fontSize: 12 }}>{VIDEO_LINK_MESSAGE}</Typography.Text>}
        </Flex>
      )}
      {type === 'document' && (
        <MediaField mediaType="document" label="Document" url={content.mediaUrl}
          onChange={(u) => patch({ mediaUrl: u?.url, fileName: u?.fileName })} />
      )}
      {type === 'link' && <Input aria-label="Link URL" placeholder="https://" value={content.url ?? ''} onChange={(e) => patch({ url: e.target.value || undefined })} />}
      {type === 'timer' && (
        <Flex gap={8} align="center">
          <Typography.Text>Seconds</Typography.Text>
          <InputNumber aria-label="Timer seconds" min={1} max={86_400} value={content.seconds ?? null} onChange={(value) => patch({ seconds: value ?? undefined })} />
        </Flex>
      )}
      <Flex vertical gap={6}>
        <Typography.Text strong>{TEXT_LABEL[type] ?? 'Text'}</Typography.Text>
        <RichTextEditor key={editorKey} ariaLabel={TEXT_LABEL[type] ?? 'Message text'} defaultValue={content.text ?? ''} variables={variables}
          placeholder="Write the message… type {{ for a variable" onChange={(html) => patch({ text: html, format: 'html' })} />
      </Flex>
      {(type === 'text_with_buttons' || type === 'image_with_buttons') && (
        <ButtonsEditor label="Buttons" items={content.buttons ?? []} onChange={(buttons) => patch({ buttons })} />
      )}
      {(type === 'quick_response' || type === 'text_with_buttons') && (
        <ButtonsEditor label="Quick replies" withUrl={false} items={content.quickReplies ?? []} onChange={(quickReplies) => patch({ quickReplies })} />
      )}
      {type === 'carousel' && <CardsEditor items={content.cards ?? []} onChange={(cards) => patch({ cards })} />}
      {type === 'form' && <FieldsEditor items={content.fields ?? []} onChange={(fields) => patch({ fields })} />}
    </Flex>
  );
}
