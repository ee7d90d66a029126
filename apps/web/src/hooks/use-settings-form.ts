/**
 * A settings screen's form (brand configuration, ML configuration…): filled from the loaded value,
 * guarded against leaving with unsaved edits, saved with the server's field error shown on its field.
 */
import { Form, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { toast } from '@/lib/feedback/feedback';
import { showServerFieldError } from '@/lib/forms/server-field-error';

interface Save<T> {
  mutateAsync: (values: T) => Promise<unknown>;
  isPending: boolean;
}

export function useSettingsForm<T extends object>(loaded: T | undefined, save: Save<T>): { form: FormInstance<T>; submit: (values: T) => Promise<void> } {
  const [form] = Form.useForm<T>();
  Form.useWatch([], form);
  useUnsavedChanges(form.isFieldsTouched() && !save.isPending);
  useEffect(() => {
    if (loaded) form.setFieldsValue(loaded as Parameters<typeof form.setFieldsValue>[0]);
  }, [form, loaded]);

  const submit = async (values: T) => {
    try {
      await save.mutateAsync(values);
      form.resetFields();
      form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
      toast.success('Successfully updated!');
    } catch (error) {
      showServerFieldError(form, error);
    }
  };
  return { form, submit };
}
