import { Button, Form, Input } from 'antd';
import { passwordSchema } from '@switchboard/contracts/common/rules';
import { schemaRule } from '@/lib/forms/zod-rule';

interface SetPasswordFormProps {
  email: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (password: string) => void;
}

interface Values {
  password: string;
  confirm: string;
}

/** New password twice, checked with the §5 password rule. */
export function SetPasswordForm({ email, submitLabel, submitting, onSubmit }: SetPasswordFormProps) {
  return (
    <Form<Values> layout="vertical" requiredMark={false} disabled={submitting} onFinish={(values) => onSubmit(values.password)}>
      <Form.Item label="E-mail" htmlFor="set-password-email">
        <Input id="set-password-email" value={email} readOnly autoComplete="username" />
      </Form.Item>
      <Form.Item label="New password" name="password" rules={[schemaRule(passwordSchema)]} hasFeedback>
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        label="Confirm new password"
        name="confirm"
        dependencies={['password']}
        hasFeedback
        rules={[
          { required: true, message: 'Please confirm the password' },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              if (value && value !== getFieldValue('password')) throw new Error('The passwords do not match');
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}
