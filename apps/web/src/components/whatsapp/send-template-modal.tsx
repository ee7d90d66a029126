/**
 * The form of an approved WhatsApp template for one chat: its name, language, the body's {{1}}, {{2}}… values and,
 * for a template whose header is an image, video or document, the file's https link.
 * Field errors come from the shared schema, so the form refuses what the server would.
 */
import { Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { sendTemplateFromChatSchema, WHATSAPP_TEXTS } from '@switchboard/contracts/whatsapp/whatsapp.window';
import { useSendTemplate } from '@/components/whatsapp/send-template-api';

interface Props {
  sessionId: string;
  open: boolean;
  onClose: () => void;
}

type Field = 'templateName' | 'language' | 'variables' | 'headerLink';
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly unknown[] = ['templateName', 'language', 'variables', 'headerLink'] satisfies Field[];
const isField = (value: unknown): value is Field => FIELDS.includes(value);

export function SendTemplateModal({ sessionId, open, onClose }: Props) {
  const [templateName, setTemplateName] = useState('');
  const [language, setLanguage] = useState('en');
  const [variables, setVariables] = useState<string[]>([]);
  const [headerLink, setHeaderLink] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const send = useSendTemplate(onClose);

  const submit = () => {
    const parsed = sendTemplateFromChatSchema.safeParse({ sessionId, templateName, language, variables, ...(headerLink.trim() ? { headerLink: headerLink.trim() } : {}) });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isField(field) && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    send.mutate(parsed.data);
  };

  return (
    <Modal open={open} title={WHATSAPP_TEXTS.sendTemplate} onCancel={onClose} destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>Cancel</Button>,
        <Button key="send" type="primary" loading={send.isPending} onClick={submit}>Send template</Button>,
      ]}>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label="Template name" validateStatus={errors.templateName ? 'error' : ''} help={errors.templateName} required>
          <Input aria-label="Template name" placeholder="order_update" value={templateName} onChange={(e) => setTemplateName(e.target.value)} />
        </Form.Item>
        <Form.Item label="Language" validateStatus={errors.language ? 'error' : ''} help={errors.language} required>
          <Input aria-label="Language" placeholder="en_US" value={language} onChange={(e) => setLanguage(e.target.value)} />
        </Form.Item>
        <Form.Item label="Header file link" validateStatus={errors.headerLink ? 'error' : ''} help={errors.headerLink}
          extra="Only for a template whose header is an image, video or document: the https link of the file to send.">
          <Input aria-label="Header file link" placeholder="https://…" inputMode="url" value={headerLink} onChange={(e) => setHeaderLink(e.target.value)} />
        </Form.Item>
        <Form.Item label="Body variables" validateStatus={errors.variables ? 'error' : ''} help={errors.variables}>
          <Flex vertical gap={8}>
            {variables.map((value, index) => (
              <Flex key={index} gap={8} align="center">
                <Typography.Text code>{`{{${index + 1}}}`}</Typography.Text>
                <Input aria-label={`Variable {{${index + 1}}}`} value={value}
                  onChange={(e) => setVariables((all) => all.map((v, i) => (i === index ? e.target.value : v)))} />
                <Button aria-label={`Remove {{${index + 1}}}`} onClick={() => setVariables((all) => all.filter((_, i) => i !== index))}>Remove</Button>
              </Flex>
            ))}
            <Button onClick={() => setVariables((all) => [...all, ''])}>Add variable {`{{${variables.length + 1}}}`}</Button>
          </Flex>
        </Form.Item>
      </Form>
    </Modal>
  );
}
