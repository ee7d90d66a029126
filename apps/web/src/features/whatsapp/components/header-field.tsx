/**
 * The create form's header: text (with one optional variable and its example) or an image, video or document whose
 * example file is uploaded to WhatsApp at once (Meta reviews a media template with it); the handle goes in the draft.
 */
import { Button, Flex, Form, Input, Select, Typography } from 'antd';
import { useRef } from 'react';
import { HEADER_EXAMPLE_TYPES, TEMPLATE_LIMITS } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { useUploadHeaderExample } from '@/features/whatsapp/api/templates';
import { variableCount, type HeaderFormat, type TemplateDraft } from '@/features/whatsapp/model/template-draft';

const FORMAT_LABELS: Record<HeaderFormat, string> = { TEXT: 'Text', IMAGE: 'Image', VIDEO: 'Video', DOCUMENT: 'Document' };
const acceptOf = (format: HeaderFormat) => Object.entries(HEADER_EXAMPLE_TYPES).filter(([, kind]) => kind === format).map(([type]) => type).join(',');

interface Props {
  draft: TemplateDraft;
  error: string | undefined;
  set: (patch: Partial<TemplateDraft>) => void;
}

export function HeaderField({ draft, error, set }: Props) {
  const upload = useUploadHeaderExample();
  const input = useRef<HTMLInputElement>(null);
  const media = draft.headerFormat !== 'TEXT';
  const choose = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, { onSuccess: (example) => set({ headerHandle: example.handle, headerFileName: example.fileName }) });
  };
  return (
    <>
      <Form.Item label="Header (optional)" validateStatus={error ? 'error' : undefined} help={error}>
        <Flex gap={8} wrap>
          <Select<HeaderFormat> aria-label="Header type" value={draft.headerFormat} style={{ width: 140 }}
            onChange={(headerFormat) => set({ headerFormat, headerHandle: '', headerFileName: '' })}
            options={(Object.keys(FORMAT_LABELS) as HeaderFormat[]).map((value) => ({ value, label: FORMAT_LABELS[value] }))} />
          {media ? (
            <Flex gap={8} align="center" wrap style={{ flex: '1 1 200px', minWidth: 0 }}>
              {/* The native picker, hidden behind a button that says what it takes. */}
              <input ref={input} type="file" aria-label="Header example file" accept={acceptOf(draft.headerFormat)} style={{ display: 'none' }}
                onChange={(event) => { choose(event.target.files?.[0]); event.target.value = ''; }} />
              <Button loading={upload.isPending} onClick={() => input.current?.click()}>
                {draft.headerHandle ? 'Replace example file' : `Upload an example ${FORMAT_LABELS[draft.headerFormat].toLowerCase()}`}
              </Button>
              {draft.headerFileName && <Typography.Text ellipsis>{draft.headerFileName}</Typography.Text>}
            </Flex>
          ) : (
            <Input aria-label="Header" maxLength={TEMPLATE_LIMITS.headerText} value={draft.headerText} style={{ flex: '1 1 200px', minWidth: 0 }}
              onChange={(e) => set({ headerText: e.target.value })} />
          )}
        </Flex>
      </Form.Item>
      {media && (
        <Typography.Paragraph type="secondary" style={{ marginTop: -16 }}>
          WhatsApp reviews the template with this example; each send gives the file to show (a link).
        </Typography.Paragraph>
      )}
      {!media && variableCount(draft.headerText) > 0 && (
        <Form.Item label="Header example for {{1}}">
          <Input aria-label="Header example" value={draft.headerExample} onChange={(e) => set({ headerExample: e.target.value })} />
        </Form.Item>
      )}
    </>
  );
}
