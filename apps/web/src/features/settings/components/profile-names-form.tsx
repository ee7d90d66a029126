import { Button, Form, Input } from 'antd';
import { useEffect } from 'react';
import { nameSchema } from '@switchboard/contracts/auth/auth.schemas';
import { useSaveProfile } from '@/features/settings/hooks/use-save-profile';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { schemaRule } from '@/lib/forms/zod-rule';

interface Names {
  firstName: string;
  lastName: string;
}

/** First and last name; leaving with unsaved edits asks first. */
export function ProfileNamesForm({ initial, email }: { initial: Names; email: string }) {
  const [form] = Form.useForm<Names>();
  const values = Form.useWatch([], form) as Names | undefined;
  const dirty = !!values && (values.firstName !== initial.firstName || values.lastName !== initial.lastName);
  const { save, saving } = useSaveProfile();
  useUnsavedChanges(dirty && !saving);

  useEffect(() => form.setFieldsValue(initial), [form, initial]);

  const submit = (next: Names) => save({ firstName: next.firstName.trim(), lastName: next.lastName.trim() });
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} disabled={saving} style={{ maxWidth: 420 }}>
      <Form.Item label="E-mail" htmlFor="profile-email">
        <Input id="profile-email" value={email} readOnly />
      </Form.Item>
      <Form.Item label="First name" name="firstName" rules={[schemaRule(nameSchema)]}>
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item label="Last name" name="lastName" rules={[schemaRule(nameSchema)]}>
        <Input autoComplete="family-name" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} disabled={!dirty}>
        Save details
      </Button>
    </Form>
  );
}
