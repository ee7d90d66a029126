import { Button, Form, Input } from 'antd';
import { emailSchema } from '@switchboard/contracts/common/rules';
import { schemaRule } from '@/lib/forms/zod-rule';

interface EmailRequestFormProps {
  submitLabel: string;
  submitting: boolean;
  onSubmit: (email: string) => void;
}

/** One e-mail field and a submit button (forgot password, resend activation link). */
export function EmailRequestForm({ submitLabel, submitting, onSubmit }: EmailRequestFormProps) {
  const submit = ({ email }: { email: string }) => {
    const parsed = emailSchema.safeParse(email);
    if (parsed.success) onSubmit(parsed.data);
  };
  return (
    <Form layout="vertical" requiredMark={false} onFinish={submit} disabled={submitting}>
      <Form.Item label="E-mail" name="email" rules={[schemaRule(emailSchema)]} validateTrigger="onBlur">
        <Input type="email" autoComplete="email" autoFocus inputMode="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}
