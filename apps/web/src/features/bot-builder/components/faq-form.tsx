/** Question, alternate phrasings (a list), answer, category and enabled of an FAQ; server errors on their field. */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Form, Input } from 'antd';
import { FAQ_TEXTS as F, faqInputSchema, type Faq } from '@switchboard/contracts/bot-builder/faq.schemas';
import { BOT_BUILDER_TEXTS as T } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { toast } from '@/lib/feedback/feedback';
import { schemaRule } from '@/lib/forms/zod-rule';
import { useSaveFaq } from '@/features/bot-builder/api/faqs';
import { showSaveError } from '@/features/bot-builder/model/server-error';

interface Values { question: string; alternates: string[]; answer: string; category: string; enabled: boolean }
const field = faqInputSchema.shape;

export function FaqForm({ faq, onSaved }: { faq?: Faq; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveFaq(faq?.id);
  const initial: Values = faq
    ? { question: faq.question, alternates: faq.alternates, answer: faq.answer, category: faq.category ?? '', enabled: faq.enabled }
    : { question: '', alternates: [], answer: '', category: '', enabled: true };

  const submit = (values: Values) => {
    const parsed = faqInputSchema.safeParse({ ...values, alternates: (values.alternates ?? []).filter((text) => text?.trim()) });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      // The schema's paths are the form's names (question, alternates.N, answer…).
      form.setFields([{ name: issue.path as Parameters<typeof form.setFields>[0][number]['name'], errors: [issue.message] }]);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(faq ? T.updated : F.faqCreated);
        onSaved();
      },
      onError: (error) => showSaveError(error, form, ['question', 'answer', 'alternates', 'category']),
    });
  };

  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} disabled={save.isPending}>
      <Form.Item label="Question" name="question" rules={[schemaRule(field.question)]}>
        <Input placeholder="e.g. How do I reset my password?" />
      </Form.Item>
      <Form.List name="alternates">
        {(fields, { add, remove }) => (
          <Form.Item label="Alternate phrasings" extra="Other ways customers ask the same question.">
            <Flex vertical gap={8}>
              {fields.map(({ key, name }) => (
                <Flex key={key} gap={8} align="start">
                  <Form.Item name={name} noStyle rules={[schemaRule(field.question)]}>
                    <Input aria-label={`Alternate ${name + 1}`} placeholder="e.g. I forgot my password" />
                  </Form.Item>
                  <Button type="text" aria-label={`Remove alternate ${name + 1}`} icon={<MinusCircleOutlined />} onClick={() => remove(name)} />
                </Flex>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')} style={{ alignSelf: 'start' }}>Add alternate</Button>
            </Flex>
          </Form.Item>
        )}
      </Form.List>
      <Form.Item label="Answer" name="answer" rules={[schemaRule(field.answer)]}>
        <Input.TextArea rows={4} placeholder="What the bot answers" />
      </Form.Item>
      <Form.Item label="Category (optional)" name="category">
        <Input placeholder="e.g. Account" maxLength={60} />
      </Form.Item>
      <Form.Item name="enabled" valuePropName="checked">
        <Checkbox>Enabled (the bot answers with it after training)</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>{faq ? 'Save FAQ' : 'Create FAQ'}</Button>
    </Form>
  );
}
