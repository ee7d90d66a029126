import { Button, Form, Input } from 'antd';
import { passwordSchema } from '@switchboard/contracts/common/rules';
import { useSaveProfile } from '@/features/settings/hooks/use-save-profile';
import { schemaRule } from '@/lib/forms/zod-rule';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

/** A new password needs the current one (§5 password rule). */
export function ChangePasswordForm() {
  const [form] = Form.useForm<Values>();
  const { save, saving } = useSaveProfile();
  const submit = ({ currentPassword, newPassword }: Values) => save({ currentPassword, newPassword }, () => form.resetFields());
  return (
    <Form form={form} layout="vertical" onFinish={submit} disabled={saving} style={{ maxWidth: 420 }}>
      <Form.Item label="Current password" name="currentPassword" rules={[{ required: true, message: 'Current password is required to set a new one' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="New password" name="newPassword" rules={[schemaRule(passwordSchema)]} hasFeedback>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm new password"
        name="confirm"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: 'Please confirm the password' },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              if (value && value !== getFieldValue('newPassword')) throw new Error('The passwords do not match');
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        Change password
      </Button>
    </Form>
  );
}
