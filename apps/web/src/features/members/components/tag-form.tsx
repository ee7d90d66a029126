import { Form, Input, Modal, type FormInstance } from 'antd';
import { tagInputSchema, type Tag } from '@switchboard/contracts/members/members.schemas';
import { schemaRule } from '@/lib/forms/zod-rule';

interface Props {
  form: FormInstance;
  editing: Tag | null;
  saving: boolean;
  onSubmit: (body: Record<string, unknown>) => void;
  onClose: () => void;
}

/** Add or edit a chat tag: name and colour. */
export function TagForm({ form, editing, saving, onSubmit, onClose }: Props) {
  return (
    <Modal open title={editing ? 'Edit tag' : 'New tag'} okText="Save" onOk={() => form.submit()} confirmLoading={saving} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={onSubmit} disabled={saving}
        initialValues={editing ? { name: editing.name, colour: editing.colour } : { colour: '#7b3fe4' }}>
        <Form.Item label="Name" name="name" rules={[schemaRule(tagInputSchema.shape.name)]}>
          <Input autoFocus />
        </Form.Item>
        <Form.Item label="Colour" name="colour" rules={[schemaRule(tagInputSchema.shape.colour)]}>
          <Input type="color" style={{ width: 80, padding: 2 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
