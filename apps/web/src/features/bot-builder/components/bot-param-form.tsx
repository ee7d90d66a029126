/** Add or edit a bot param: name, type, default value, description (validated with the contracts' schema). */
import { Form, Input, Modal, Select, type FormInstance } from 'antd';
import { BOT_PARAM_TYPES, botParamInputSchema, type BotParam } from '@switchboard/contracts/bot-builder/bot-param.schemas';
import { schemaRule } from '@/lib/forms/zod-rule';

interface Props {
  form: FormInstance;
  editing: BotParam | null;
  saving: boolean;
  onSubmit: (body: Record<string, unknown>) => void;
  onClose: () => void;
}

const shape = botParamInputSchema.shape;

export function BotParamForm({ form, editing, saving, onSubmit, onClose }: Props) {
  const initial = editing
    ? { name: editing.name, type: editing.type, defaultValue: editing.defaultValue, description: editing.description }
    : { type: 'text', defaultValue: '', description: '' };
  return (
    <Modal open title={editing ? 'Edit bot param' : 'New bot param'} okText="Save" onOk={() => form.submit()} confirmLoading={saving} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={onSubmit} disabled={saving} initialValues={initial}>
        <Form.Item label="Name" name="name" rules={[schemaRule(shape.name)]} extra="Letters, digits and underscores. Workflows mention it as {{name}}.">
          <Input autoFocus placeholder="e.g. orderId" />
        </Form.Item>
        <Form.Item label="Type" name="type">
          <Select options={BOT_PARAM_TYPES.map((type) => ({ value: type, label: type }))} />
        </Form.Item>
        <Form.Item label="Default value" name="defaultValue" rules={[schemaRule(shape.defaultValue)]}>
          <Input />
        </Form.Item>
        <Form.Item label="Description" name="description" rules={[schemaRule(shape.description)]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
