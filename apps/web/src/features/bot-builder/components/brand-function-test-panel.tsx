/**
 * "Test": runs the saved brand function against the brand's API with sample variables (and the Dev
 * environment's values) and shows the request made, the answer and the variables it filled.
 */
import { Alert, Button, Flex, Form, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import type { BrandFunction } from '@switchboard/contracts/bot-builder/brand-function.schemas';
import { useTestBrandFunction } from '@/features/bot-builder/api/brand-functions';
import { BrandFunctionTestResultView } from '@/features/bot-builder/components/brand-function-test-result';
import { KeyValueRows } from '@/features/bot-builder/components/key-value-rows';
import { templateVariables } from '@/features/bot-builder/model/template-variables';

interface Values { variables: { name: string; value: string }[] }

export function BrandFunctionTestPanel({ fn, unsaved }: { fn: BrandFunction; unsaved: boolean }) {
  const [form] = Form.useForm<Values>();
  const test = useTestBrandFunction(fn.brandFunctionId);
  const mentioned = useMemo(() => templateVariables([fn.url, fn.body, ...fn.headers.map((h) => h.value)]), [fn]);
  useEffect(() => {
    const typed = new Map((form.getFieldValue('variables') as Values['variables'] | undefined ?? []).map((row) => [row.name, row.value]));
    form.setFieldsValue({ variables: mentioned.map((name) => ({ name, value: typed.get(name) ?? '' })) });
  }, [form, mentioned]);

  const run = ({ variables }: Values) => {
    test.mutate(Object.fromEntries((variables ?? []).filter((row) => row.name?.trim()).map((row) => [row.name.trim(), row.value ?? ''])));
  };
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Calls the brand&apos;s API for real with these sample variables and the Dev values of the environment variables.
      </Typography.Paragraph>
      {unsaved && <Alert type="warning" showIcon title="The test runs the saved version: save your changes first." />}
      <Form form={form} layout="vertical" onFinish={run} initialValues={{ variables: [] }}>
        <KeyValueRows name="variables" label="Sample variables" addLabel="Add variable" emptyText="This function mentions no variables."
          fields={[{ key: 'name', label: 'Variable name', placeholder: 'orderId' }, { key: 'value', label: 'Sample value', placeholder: 'ORD-1234' }]} />
        <Button type="primary" htmlType="submit" loading={test.isPending} style={{ marginTop: 12 }}>Run test</Button>
      </Form>
      {test.isError && <Alert type="error" showIcon title="The test could not be run." />}
      {test.data && <BrandFunctionTestResultView result={test.data} />}
    </Flex>
  );
}
