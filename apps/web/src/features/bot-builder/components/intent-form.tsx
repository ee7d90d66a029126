/** Name, reply and handover of an intent; validated with the contracts' schema, server errors on the field. */
import { Button, Checkbox, Form, Input } from 'antd';
import { useEffect } from 'react';
import { BOT_BUILDER_TEXTS as T } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { botNameSchema, intentInputSchema, type Intent } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { toast } from '@/lib/feedback/feedback';
import { schemaRule } from '@/lib/forms/zod-rule';
import { useSaveIntent } from '@/features/bot-builder/api/intents';
import { showSaveError } from '@/features/bot-builder/model/server-error';

interface Values { name: string; reply: string; handover: boolean }
const EMPTY: Values = { name: '', reply: '', handover: false };

export function IntentForm({ intent, onSaved }: { intent?: Intent; onSaved?: (intent: Intent) => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveIntent(intent?.id);
  const initial: Values = intent ? { name: intent.name, reply: intent.reply, handover: intent.handover } : EMPTY;
  const values = Form.useWatch([], form) as Values | undefined;
  const dirty = !!intent && !!values && (values.name !== initial.name || values.reply !== initial.reply || values.handover !== initial.handover);
  useUnsavedChanges(dirty && !save.isPending);
  useEffect(() => form.setFieldsValue(initial), [form, intent]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = (next: Values) => {
    const input = intentInputSchema.parse({ ...next, quickReplies: intent?.quickReplies ?? [] });
    save.mutate(input, {
      onSuccess: (saved) => {
        toast.success(intent ? T.updated : 'Intent created');
        onSaved?.(saved);
      },
      onError: (error) => showSaveError(error, form, ['name', 'reply']),
    });
  };
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} disabled={save.isPending} style={{ maxWidth: 560 }}>
      <Form.Item label="Intent name" name="name" rules={[schemaRule(botNameSchema)]}>
        <Input placeholder="e.g. store_hours" />
      </Form.Item>
      <Form.Item label="Bot reply" name="reply" rules={[schemaRule(intentInputSchema.shape.reply)]}>
        <Input.TextArea rows={3} placeholder="What the bot answers to this intent" />
      </Form.Item>
      <Form.Item name="handover" valuePropName="checked">
        <Checkbox>Hand the chat to a person after the reply</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!!intent && !dirty}>
        {intent ? 'Save intent' : 'Create intent'}
      </Button>
    </Form>
  );
}
