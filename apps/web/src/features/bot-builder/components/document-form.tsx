/** Adds a generative FAQ document: a title and its text, pasted or read from a .txt / .md / .html file. */
import { Button, Form, Input, Radio, Upload } from 'antd';
import { FAQ_TEXTS as F, generativeFaqInputSchema, type DocumentFormat } from '@switchboard/contracts/bot-builder/faq.schemas';
import { toast } from '@/lib/feedback/feedback';
import { schemaRule } from '@/lib/forms/zod-rule';
import { useAddDocument } from '@/features/bot-builder/api/generative-faqs';
import { showSaveError } from '@/features/bot-builder/model/server-error';

interface Values { title: string; text: string; format: DocumentFormat }
const field = generativeFaqInputSchema.shape;
const FORMAT_OF: Record<string, DocumentFormat> = { txt: 'text', text: 'text', md: 'markdown', markdown: 'markdown', html: 'html', htm: 'html' };

export function DocumentForm({ onSaved }: { onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const add = useAddDocument();

  const read = (file: File) => {
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    const format = FORMAT_OF[extension];
    if (!format) {
      toast.error('Upload a .txt, .md or .html file');
      return Upload.LIST_IGNORE;
    }
    void file.text().then((text) => {
      form.setFieldsValue({ text, format, ...(form.getFieldValue('title') ? {} : { title: file.name.replace(/\.[^.]+$/, '') }) });
      void form.validateFields(['text']);
    });
    return false;
  };

  const submit = (values: Values) => add.mutate(values, {
    onSuccess: (document) => {
      toast.success(`${F.documentAdded}: ${document.passageCount} passages`);
      onSaved();
    },
    onError: (error) => showSaveError(error, form, ['title', 'text', 'format']),
  });

  return (
    <Form form={form} layout="vertical" initialValues={{ title: '', text: '', format: 'text' }} onFinish={submit} disabled={add.isPending}>
      <Form.Item label="Title" name="title" rules={[schemaRule(field.title)]} extra="Shown as the source of answers taken from this document.">
        <Input placeholder="e.g. Returns policy" />
      </Form.Item>
      <Upload accept=".txt,.md,.markdown,.html,.htm" showUploadList={false} beforeUpload={read}>
        <Button style={{ marginBottom: 12 }}>Read a file (.txt, .md, .html)</Button>
      </Upload>
      <Form.Item label="Text" name="text" rules={[schemaRule(field.text)]}>
        <Input.TextArea rows={8} placeholder="Paste the document here" />
      </Form.Item>
      <Form.Item label="Format" name="format">
        <Radio.Group options={[{ value: 'text', label: 'Plain text' }, { value: 'markdown', label: 'Markdown' }, { value: 'html', label: 'HTML (markup removed)' }]} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={add.isPending}>Add document</Button>
    </Form>
  );
}
