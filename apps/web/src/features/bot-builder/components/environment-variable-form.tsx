/**
 * Add or edit an environment variable: UPPER_SNAKE name, a value per environment, secret flag. A
 * secret's values are never shown: a field left empty keeps the stored value.
 */
import { Checkbox, Form, Input, Modal, type FormInstance } from 'antd';
import { ENVIRONMENTS, environmentVariableInputSchema, type EnvironmentVariable } from '@switchboard/contracts/bot-builder/environment-variable.schemas';
import { schemaRule } from '@/lib/forms/zod-rule';

interface Values { name: string; secret: boolean; description: string; Dev: string; UAT: string; Prod: string }
interface Props {
  form: FormInstance;
  editing: EnvironmentVariable | null;
  saving: boolean;
  onSubmit: (body: Record<string, unknown>) => void;
  onClose: () => void;
}
const S = environmentVariableInputSchema.shape;

export function EnvironmentVariableForm({ form, editing, saving, onSubmit, onClose }: Props) {
  const wasSecret = editing?.secret ?? false;
  const secret = Form.useWatch<boolean | undefined>('secret', form) ?? wasSecret;
  const initial: Values = {
    name: editing?.name ?? '', secret: wasSecret, description: editing?.description ?? '',
    ...Object.fromEntries(ENVIRONMENTS.map((env) => [env, wasSecret ? '' : editing?.values[env] ?? ''])) as Pick<Values, 'Dev' | 'UAT' | 'Prod'>,
  };
  const submit = (values: Values) => {
    // A secret's empty field means "keep"; everything else is sent as typed.
    const entries = ENVIRONMENTS.map((env) => [env, values[env] ?? ''] as const).filter(([, value]) => !(wasSecret && value === ''));
    onSubmit({ name: values.name, secret: values.secret, description: values.description ?? '', values: Object.fromEntries(entries) });
  };
  return (
    <Modal open title={editing ? 'Edit environment variable' : 'New environment variable'} okText="Save" onOk={() => form.submit()}
      confirmLoading={saving} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit} disabled={saving} initialValues={initial}>
        <Form.Item label="Name" name="name" rules={[schemaRule(S.name)]} extra="Brand functions mention it as {{env.NAME}}.">
          <Input autoFocus placeholder="e.g. API_BASE" />
        </Form.Item>
        <Form.Item name="secret" valuePropName="checked"
          extra={wasSecret && !secret ? 'Values you do not type again are cleared when the variable stops being secret.' : undefined}>
          <Checkbox>Secret (values are never shown again)</Checkbox>
        </Form.Item>
        {ENVIRONMENTS.map((env) => (
          <Form.Item key={env} label={`${env} value`} name={env}>
            {secret
              ? <Input.Password autoComplete="new-password" placeholder={wasSecret && editing?.values[env] ? 'Unchanged (secret): type to replace' : ''} />
              : <Input />}
          </Form.Item>
        ))}
        <Form.Item label="Description" name="description" rules={[schemaRule(S.description)]}><Input /></Form.Item>
      </Form>
    </Modal>
  );
}
