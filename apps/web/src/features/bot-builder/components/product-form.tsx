/** A catalogue product: pid (only when creating), name, price and currency, stock, links, tags, description. */
import { Button, Checkbox, Flex, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { BOT_BUILDER_TEXTS as T } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { CURRENCIES, pidSchema, productCreateSchema, productInputSchema, type Product, type ProductCreate } from '@switchboard/contracts/bot-builder/catalogue.schemas';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { toast } from '@/lib/feedback/feedback';
import { schemaRule } from '@/lib/forms/zod-rule';
import { useSaveProduct } from '@/features/bot-builder/api/catalogue';
import { showSaveError } from '@/features/bot-builder/model/server-error';
import { showSchemaIssues } from '@/lib/forms/schema-issues';

/** currency as stored: a product saved before the INR/USD rule shows its own, and saving asks for INR or USD (§9). */
type Values = Omit<Required<ProductCreate>, 'currency'> & { currency: string };
const S = productInputSchema.shape;
const EMPTY: Values = { pid: '', name: '', description: '', price: '', currency: 'INR', imageUrl: '', url: '', tags: [], inStock: true };
const FIELDS = ['pid', 'name', 'description', 'price', 'currency', 'imageUrl', 'url', 'tags'];

export function ProductForm({ product, onSaved }: { product?: Product; onSaved?: (product: Product) => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveProduct(product?.pid);
  const initial: Values = product ? { ...EMPTY, ...product } : EMPTY;
  const values = Form.useWatch([], form) as Values | undefined;
  const dirty = !!product && !!values && FIELDS.concat('inStock').some((key) => JSON.stringify(values[key as keyof Values]) !== JSON.stringify(initial[key as keyof Values]));
  useUnsavedChanges(dirty && !save.isPending);
  useEffect(() => form.setFieldsValue(initial), [form, product]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = (next: Values) => {
    const parsed = (product ? productInputSchema : productCreateSchema).safeParse(next);
    if (!parsed.success) {
      showSchemaIssues(form, parsed.error.issues);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast.success(product ? T.updated : 'Product created');
        onSaved?.(saved);
      },
      onError: (error) => showSaveError(error, form, FIELDS),
    });
  };
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} disabled={save.isPending}>
      <Flex gap={16} wrap>
        <Form.Item label="Product id" name="pid" rules={product ? [] : [schemaRule(pidSchema)]} style={{ flex: '1 1 160px' }}
          extra={product ? 'Fixed once created.' : 'Your product code, e.g. HP-100.'}>
          <Input disabled={!!product} />
        </Form.Item>
        <Form.Item label="Name" name="name" rules={[schemaRule(S.name)]} style={{ flex: '2 1 240px' }}><Input /></Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item label="Price" name="price" rules={[schemaRule(S.price)]} style={{ flex: '1 1 140px' }}><Input inputMode="decimal" placeholder="1299.00" /></Form.Item>
        <Form.Item label="Currency" name="currency" style={{ flex: '0 0 120px' }}><Select options={CURRENCIES.map((c) => ({ value: c, label: c }))} /></Form.Item>
        <Form.Item label="Stock" name="inStock" valuePropName="checked" style={{ flex: '0 0 120px' }}><Checkbox>In stock</Checkbox></Form.Item>
      </Flex>
      <Form.Item label="Image URL" name="imageUrl" rules={[schemaRule(S.imageUrl)]}><Input placeholder="https://…" /></Form.Item>
      <Form.Item label="Product page URL" name="url" rules={[schemaRule(S.url)]}><Input placeholder="https://…" /></Form.Item>
      <Form.Item label="Tags" name="tags" extra="Press Enter after each tag; the list's search finds them.">
        <Select mode="tags" open={false} aria-label="Tags" tokenSeparators={[',']} />
      </Form.Item>
      <Form.Item label="Description" name="description" rules={[schemaRule(S.description)]}><Input.TextArea rows={3} /></Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!!product && !dirty}>{product ? 'Save product' : 'Create product'}</Button>
    </Form>
  );
}
