import { Form, Input, Modal, Select, type FormInstance } from 'antd';
import { cannedResponseInputSchema, type CannedResponse } from '@switchboard/contracts/members/members.schemas';
import { schemaRule } from '@/lib/forms/zod-rule';

const field = cannedResponseInputSchema.shape;

interface Props {
  form: FormInstance;
  editing: CannedResponse | null;
  saving: boolean;
  onSubmit: (body: Record<string, unknown>) => void;
  onClose: () => void;
}

/** Add or edit a canned response: shortcut (typed after "/" in the composer), text, tags. */
export function CannedResponseForm({ form, editing, saving, onSubmit, onClose }: Props) {
  return (
    <Modal open title={editing ? 'Edit canned response' : 'New canned response'} okText="Save" onOk={() => form.submit()}
      confirmLoading={saving} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={onSubmit} disabled={saving}
        initialValues={editing ? { shortcut: editing.shortcut, text: editing.text, tags: editing.tags } : { tags: [] }}>
        <Form.Item label="Shortcut" name="shortcut" rules={[schemaRule(field.shortcut)]} extra="Agents type / and the shortcut in the chat composer.">
          <Input prefix="/" autoFocus />
        </Form.Item>
        <Form.Item label="Text" name="text" rules={[schemaRule(field.text)]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
        <Form.Item label="Tags" name="tags" rules={[schemaRule(field.tags)]}>
          <Select mode="tags" aria-label="Tags" placeholder="Type a tag and press Enter" tokenSeparators={[',']} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
