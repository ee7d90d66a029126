/**
 * A brand function's request (method, URL, headers, body, timeout) and response mapping, validated
 * with the contracts' schema; the server's refusals land on their field.
 */
import { Button, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { BOT_BUILDER_TEXTS as T } from '@switchboard/contracts/bot-builder/bot-builder.api';
import {
  BRAND_FUNCTION_TIMEOUT_MS, HTTP_METHODS, brandFunctionInputSchema, type BrandFunction, type BrandFunctionInput,
} from '@switchboard/contracts/bot-builder/brand-function.schemas';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { toast } from '@/lib/feedback/feedback';
import { schemaRule } from '@/lib/forms/zod-rule';
import { useSaveBrandFunction } from '@/features/bot-builder/api/brand-functions';
import { KeyValueRows } from '@/features/bot-builder/components/key-value-rows';
import { showSaveError } from '@/features/bot-builder/model/server-error';
import { showSchemaIssues } from '@/lib/forms/schema-issues';

export type BrandFunctionValues = Omit<BrandFunctionInput, 'description'> & { description: string };
const S = brandFunctionInputSchema.shape;
const EMPTY: BrandFunctionValues = { name: '', description: '', method: 'GET', url: '', headers: [], body: '', timeoutMs: BRAND_FUNCTION_TIMEOUT_MS.default, responseMapping: [] };
const valuesOf = (fn?: BrandFunction): BrandFunctionValues => (fn ? {
  name: fn.name, description: fn.description, method: fn.method, url: fn.url, headers: fn.headers, body: fn.body, timeoutMs: fn.timeoutMs, responseMapping: fn.responseMapping,
} : EMPTY);

interface Props {
  fn?: BrandFunction;
  onSaved?: (fn: BrandFunction) => void;
  /** Told whenever the form differs from the saved function (the test runs the saved one). */
  onDirtyChange?: (dirty: boolean) => void;
}

export function BrandFunctionForm({ fn, onSaved, onDirtyChange }: Props) {
  const [form] = Form.useForm<BrandFunctionValues>();
  const save = useSaveBrandFunction(fn?.brandFunctionId);
  const initial = valuesOf(fn);
  const values = Form.useWatch([], form) as BrandFunctionValues | undefined;
  const dirty = !!values && JSON.stringify({ ...initial, ...values }) !== JSON.stringify(initial);
  useUnsavedChanges(dirty && !save.isPending);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => form.setFieldsValue(initial), [form, fn]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = (next: BrandFunctionValues) => {
    const parsed = brandFunctionInputSchema.safeParse(next);
    if (!parsed.success) {
      showSchemaIssues(form, parsed.error.issues);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast.success(fn ? T.updated : 'Brand function created');
        onSaved?.(saved);
      },
      onError: (error) => showSaveError(error, form, ['name', 'url', 'body', 'timeoutMs']),
    });
  };
  const method = Form.useWatch('method', form) ?? initial.method;
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} disabled={save.isPending}>
      <Typography.Paragraph type="secondary">
        Mention conversation variables as <code>{'{{name}}'}</code> and environment variables as <code>{'{{env.NAME}}'}</code> in the URL, header values and body.
      </Typography.Paragraph>
      <Flex gap={16} wrap>
        <Form.Item label="Name" name="name" rules={[schemaRule(S.name)]} style={{ flex: '1 1 240px' }}><Input placeholder="e.g. order_lookup" /></Form.Item>
        <Form.Item label="Timeout (ms)" name="timeoutMs" rules={[schemaRule(S.timeoutMs)]} style={{ flex: '0 0 160px' }}>
          <InputNumber min={100} max={BRAND_FUNCTION_TIMEOUT_MS.max} step={500} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <Form.Item label="Description" name="description" rules={[schemaRule(S.description)]}><Input placeholder="What it does, for other trainers" /></Form.Item>
      <Flex gap={8} wrap align="start">
        <Form.Item label="Method" name="method" style={{ flex: '0 0 120px' }}>
          <Select options={HTTP_METHODS.map((m) => ({ value: m, label: m }))} />
        </Form.Item>
        <Form.Item label="URL" name="url" rules={[schemaRule(S.url)]} style={{ flex: '1 1 320px' }}>
          <Input placeholder="https://api.example.com/orders/{{orderId}}" />
        </Form.Item>
      </Flex>
      <KeyValueRows name="headers" label="Headers" addLabel="Add header" emptyText="No headers."
        fields={[{ key: 'key', label: 'Header name', placeholder: 'Authorization' }, { key: 'value', label: 'Header value', placeholder: 'Bearer {{env.API_TOKEN}}' }]} />
      <Form.Item label="Body" name="body" rules={[schemaRule(S.body)]} style={{ marginTop: 16 }}
        extra={method === 'GET' ? 'GET requests are sent without a body.' : 'Sent as JSON (values escaped) when it is JSON, else as it is.'}>
        <Input.TextArea rows={5} placeholder={'{"orderId": "{{orderId}}"}'} style={{ fontFamily: 'monospace' }} disabled={method === 'GET'} />
      </Form.Item>
      <KeyValueRows name="responseMapping" label="Response mapping" addLabel="Add mapping" emptyText="Nothing is stored from the answer."
        fields={[{ key: 'path', label: 'JSON path', placeholder: 'order.items.0.name' }, { key: 'variable', label: 'Variable', placeholder: 'orderStatus' }]} />
      <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!!fn && !dirty} style={{ marginTop: 16 }}>
        {fn ? 'Save brand function' : 'Create brand function'}
      </Button>
    </Form>
  );
}
