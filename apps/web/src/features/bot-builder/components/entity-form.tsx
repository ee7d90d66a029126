/** A list entity (values with synonyms) or a regex entity; validated with the contracts' schema. */
import { Button, Flex, Form, Input, Select } from 'antd';
import { BOT_BUILDER_TEXTS as T } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { botNameSchema, entityInputSchema, type Entity, type EntityInput } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { toast } from '@/lib/feedback/feedback';
import { schemaRule } from '@/lib/forms/zod-rule';
import { useSaveEntity } from '@/features/bot-builder/api/entities';
import { showSaveError } from '@/features/bot-builder/model/server-error';

interface Values { name: string; pattern: string; values: { value: string; synonyms: string[] }[] }

export function EntityForm({ entity, type, onSaved }: { entity: Entity | null; type: 'list' | 'regex'; onSaved: (entity: Entity) => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveEntity(entity?.entityID ?? null);
  const initial: Values = { name: entity?.name ?? '', pattern: entity?.pattern ?? '', values: entity?.values.length ? entity.values : [{ value: '', synonyms: [] }] };
  const submit = (values: Values) => {
    const parsed = entityInputSchema.safeParse(type === 'regex' ? { type, name: values.name, pattern: values.pattern } : { type, name: values.name, values: values.values });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      form.setFields([{ name: issue?.path[0] === 'pattern' ? 'pattern' : 'name', errors: [issue?.message ?? 'Invalid'] }]);
      return;
    }
    save.mutate(parsed.data satisfies EntityInput, {
      onSuccess: (saved) => {
        toast.success(T.updated);
        onSaved(saved);
      },
      onError: (error) => showSaveError(error, form, ['name', 'pattern']),
    });
  };
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} style={{ maxWidth: 640 }} disabled={save.isPending}>
      <Form.Item label="Entity name" name="name" rules={[schemaRule(botNameSchema)]}><Input /></Form.Item>
      {type === 'regex' ? (
        <Form.Item label="Pattern (regular expression, case-insensitive)" name="pattern" rules={[{ required: true, message: 'Pattern is required' }]}>
          <Input placeholder="e.g. ORD-?\d{4,8}" />
        </Form.Item>
      ) : (
        <Form.List name="values">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field) => (
                <Flex key={field.key} gap={8} align="start">
                  <Form.Item name={[field.name, 'value']} rules={[{ required: true, message: 'Value is required' }]} style={{ flex: '0 0 200px', margin: 0 }}>
                    <Input aria-label="Value" placeholder="Value" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'synonyms']} style={{ flex: 1, margin: 0 }}>
                    <Select aria-label="Synonyms" mode="tags" placeholder="Synonyms (press Enter after each)" open={false} />
                  </Form.Item>
                  <Button danger onClick={() => remove(field.name)} disabled={fields.length === 1}>Remove</Button>
                </Flex>
              ))}
              <Button onClick={() => add({ value: '', synonyms: [] })} style={{ alignSelf: 'start' }}>Add value</Button>
            </Flex>
          )}
        </Form.List>
      )}
      <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 16 }}>{entity ? 'Save entity' : 'Create entity'}</Button>
    </Form>
  );
}
