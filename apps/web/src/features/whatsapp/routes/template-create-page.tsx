/**
 * /whatsapp_template/template_master/create: a template's name, language, category, header, body with numbered
 * variables and their examples, footer and buttons, with a live phone-style preview; submitted for review (PENDING).
 */
import { Button, Card, Flex, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TEMPLATE_CATEGORIES, TEMPLATE_CATEGORY_LABELS, TEMPLATE_LIMITS, TEMPLATE_TEXTS, type TemplateButton } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { TemplatePreview } from '@/features/whatsapp/components/template-preview';
import { HeaderField } from '@/features/whatsapp/components/header-field';
import { useCreateTemplate } from '@/features/whatsapp/api/templates';
import { draftErrors, EMPTY_DRAFT, toTemplate, variableCount, type DraftField, type TemplateDraft } from '@/features/whatsapp/model/template-draft';
import { toast } from '@/lib/feedback/feedback';
import { isHttpError } from '@/lib/http/http-error';

const LIST = '/whatsapp_template/template_master';
const NEW_BUTTON: Record<TemplateButton['type'], TemplateButton> = {
  QUICK_REPLY: { type: 'QUICK_REPLY', text: '' },
  URL: { type: 'URL', text: '', url: '' },
  PHONE_NUMBER: { type: 'PHONE_NUMBER', text: '', phone_number: '' },
  COPY_CODE: { type: 'COPY_CODE', example: '' },
};

function ButtonRow({ button, index, onChange, onRemove }: { button: TemplateButton; index: number; onChange: (b: TemplateButton) => void; onRemove: () => void }) {
  const n = index + 1;
  return (
    <Flex gap={8} align="center">
      <Typography.Text style={{ width: 110 }}>{button.type.replace('_', ' ').toLowerCase()}</Typography.Text>
      {button.type === 'COPY_CODE'
        ? <Input aria-label={`Button ${n} code`} placeholder="Code example" value={button.example} onChange={(e) => onChange({ ...button, example: e.target.value })} />
        : <Input aria-label={`Button ${n} text`} placeholder="Button text" value={button.text} onChange={(e) => onChange({ ...button, text: e.target.value })} />}
      {button.type === 'URL' && <Input aria-label={`Button ${n} URL`} placeholder="https://…" value={button.url} onChange={(e) => onChange({ ...button, url: e.target.value })} />}
      {button.type === 'PHONE_NUMBER' && (
        <Input aria-label={`Button ${n} phone`} placeholder="+91…" value={button.phone_number} onChange={(e) => onChange({ ...button, phone_number: e.target.value })} />
      )}
      <Button aria-label={`Remove button ${n}`} onClick={onRemove}>Remove</Button>
    </Flex>
  );
}

export default function TemplateCreatePage() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<TemplateDraft>(EMPTY_DRAFT);
  const [shown, setShown] = useState(false);
  const [serverError, setServerError] = useState<{ field: DraftField; message: string } | null>(null);
  const create = useCreateTemplate();
  const errors = shown ? draftErrors(draft) : {};
  const errorOf = (field: DraftField) => errors[field] ?? (serverError?.field === field ? serverError.message : undefined);
  const status = (field: DraftField) => (errorOf(field) ? 'error' as const : undefined);
  const set = (patch: Partial<TemplateDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setServerError(null);
  };
  const bodyVariables = variableCount(draft.body);

  const submit = () => {
    setShown(true);
    if (Object.keys(draftErrors(draft)).length) return;
    void create.mutateAsync(toTemplate(draft)).then(() => {
      toast.success(TEMPLATE_TEXTS.created);
      void navigate(LIST);
    }, (error: unknown) => {
      // A taken name goes back on its field; other refusals were shown by the http client.
      if (isHttpError(error) && error.body?.field === 'name') setServerError({ field: 'name', message: error.message });
    });
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>Create Template</Typography.Title>
      <Flex gap={24} wrap align="flex-start">
        <Card style={{ flex: '1 1 420px', minWidth: 0 }}>
          <Form layout="vertical" onFinish={submit}>
            <Form.Item label="Name" required validateStatus={status('name')} help={errorOf('name') ?? 'Lowercase letters, digits and underscores'}>
              <Input aria-label="Name" maxLength={TEMPLATE_LIMITS.name} value={draft.name} onChange={(e) => set({ name: e.target.value })} />
            </Form.Item>
            <Flex gap={12}>
              <Form.Item label="Language" required validateStatus={status('language')} help={errorOf('language')} style={{ flex: 1 }}>
                <Input aria-label="Language" value={draft.language} onChange={(e) => set({ language: e.target.value })} />
              </Form.Item>
              <Form.Item label="Category" required style={{ flex: 1 }}>
                <Select aria-label="Category" value={draft.category} onChange={(category) => set({ category })}
                  options={TEMPLATE_CATEGORIES.map((value) => ({ value, label: TEMPLATE_CATEGORY_LABELS[value] }))} />
              </Form.Item>
            </Flex>
            <HeaderField draft={draft} error={errorOf('header')} set={set} />
            <Form.Item label="Body" required validateStatus={status('body')}
              help={errorOf('body') ?? `${draft.body.length}/${TEMPLATE_LIMITS.body} · variables {{1}}, {{2}}… in order`}>
              <Input.TextArea aria-label="Body" rows={5} value={draft.body} onChange={(e) => set({ body: e.target.value })} />
            </Form.Item>
            {Array.from({ length: bodyVariables }, (_, i) => (
              <Form.Item key={i} label={`Example for {{${i + 1}}}`}>
                <Input aria-label={`Example for {{${i + 1}}}`} value={draft.bodyExamples[i] ?? ''}
                  onChange={(e) => set({ bodyExamples: Array.from({ length: bodyVariables }, (_v, j) => (j === i ? e.target.value : draft.bodyExamples[j] ?? '')) })} />
              </Form.Item>
            ))}
            <Form.Item label="Footer (optional)" validateStatus={status('footer')} help={errorOf('footer')}>
              <Input aria-label="Footer" value={draft.footer} onChange={(e) => set({ footer: e.target.value })} />
            </Form.Item>
            <Form.Item label="Buttons (optional)" validateStatus={status('buttons')} help={errorOf('buttons')}>
              <Flex vertical gap={8}>
                {draft.buttons.map((button, index) => (
                  <ButtonRow key={index} button={button} index={index}
                    onChange={(next) => set({ buttons: draft.buttons.map((b, i) => (i === index ? next : b)) })}
                    onRemove={() => set({ buttons: draft.buttons.filter((_b, i) => i !== index) })} />
                ))}
                <Select<TemplateButton['type']> aria-label="Add a button" placeholder="Add a button" value={null} style={{ width: 200 }}
                  disabled={draft.buttons.length >= TEMPLATE_LIMITS.buttons}
                  onChange={(type) => set({ buttons: [...draft.buttons, NEW_BUTTON[type]] })}
                  options={[{ value: 'QUICK_REPLY', label: 'Quick reply' }, { value: 'URL', label: 'Visit website' }, { value: 'PHONE_NUMBER', label: 'Call phone number' }, { value: 'COPY_CODE', label: 'Copy code' }]} />
              </Flex>
            </Form.Item>
            <Flex gap={8}>
              <Button onClick={() => void navigate(LIST)}>Cancel</Button>
              <Button type="primary" htmlType="submit" loading={create.isPending}>Submit for review</Button>
            </Flex>
          </Form>
        </Card>
        <TemplatePreview draft={draft} />
      </Flex>
    </Flex>
  );
}
