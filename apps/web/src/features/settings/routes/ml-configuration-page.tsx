import { Button, Card, Divider, Flex, Form, Input, InputNumber, Popconfirm, Radio, Select, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { mlConfigurationSchema, type MlConfiguration } from '@switchboard/contracts/settings/settings.schemas';
import { useMlConfigurationQuery, useSaveMlConfigurationMutation } from '@/features/settings/api/ml-configuration';
import { TranslationFields } from '@/features/settings/components/translation-fields';
import { useSettingsForm } from '@/hooks/use-settings-form';
import { schemaRule } from '@/lib/forms/zod-rule';
import { ResultScreen } from '@/components/result-screen';

const field = mlConfigurationSchema.shape;
const LANGUAGES = [{ value: 'en', label: 'English' }, { value: 'hi', label: 'Hindi' }, { value: 'fr', label: 'French' }, { value: 'de', label: 'German' }, { value: 'es', label: 'Spanish' }];

/** An empty key field keeps the stored key (the key is never shown, so the field starts empty). */
const withoutBlankKey = ({ generativeApiKey, ...rest }: MlConfiguration): MlConfiguration => withoutBlankPrices(generativeApiKey ? { ...rest, generativeApiKey } : rest);

/** A cleared price field (null) means no price: the report then shows no cost. */
function withoutBlankPrices(values: MlConfiguration): MlConfiguration {
  const { generativePriceInPer1k: priceIn, generativePriceOutPer1k: priceOut, ...rest } = values;
  return { ...rest, ...(typeof priceIn === 'number' ? { generativePriceInPer1k: priceIn } : {}), ...(typeof priceOut === 'number' ? { generativePriceOutPer1k: priceOut } : {}) };
}

/** /settings/ml_configuration: the bot's NLU language, intent threshold and what it does below the threshold. */
export default function MlConfigurationPage() {
  const query = useMlConfigurationQuery();
  const save = useSaveMlConfigurationMutation();
  // One object per answer: a new one each render would refill the form over the member's edits.
  const loaded = useMemo(() => query.data && (({ generativeApiKeySet: _set, ...rest }) => rest)(query.data), [query.data]);
  const { form, submit } = useSettingsForm<MlConfiguration>(loaded, save);
  const keySet = !!query.data?.generativeApiKeySet;

  if (query.isError) return <ResultScreen status="error" title="The ML configuration could not be loaded." extra={<Button onClick={() => void query.refetch()}>Retry</Button>} />;
  if (!query.data) return <Spin />;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>ML Configuration</Typography.Title>
      <Card>
        <Form form={form} layout="vertical" initialValues={loaded} onFinish={(values) => submit(withoutBlankKey(values))} disabled={save.isPending}>
          <Form.Item label="Language" name="language" rules={[schemaRule(field.language)]}><Select options={LANGUAGES} aria-label="Language" /></Form.Item>
          <Form.Item label="Intent threshold (0–1)" name="threshold" rules={[schemaRule(field.threshold)]} extra="Predictions scoring below this use the fallback.">
            <InputNumber step={0.05} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label="Below the threshold" name="fallbackBehaviour">
            <Radio.Group options={[{ value: 'message', label: 'Answer with the fallback message' }, { value: 'handover', label: 'Hand the chat to an agent' }]} />
          </Form.Item>
          <Form.Item label="Fallback message" name="fallbackMessage" rules={[schemaRule(field.fallbackMessage)]}><Input.TextArea autoSize={{ minRows: 2 }} /></Form.Item>
          <Divider titlePlacement="start" plain>Generative FAQ answers</Divider>
          <Typography.Paragraph type="secondary">
            An OpenAI-compatible endpoint writes answers from the generative FAQ passages. Without one, the best passage is answered as it is.
          </Typography.Paragraph>
          <Form.Item label="Endpoint URL" name="generativeEndpoint" rules={[schemaRule(field.generativeEndpoint)]} extra="Its POST /chat/completions is called, e.g. https://api.openai.com/v1">
            <Input placeholder="https://…/v1" />
          </Form.Item>
          <Form.Item label="Model" name="generativeModel" rules={[schemaRule(field.generativeModel)]}><Input placeholder="e.g. gpt-4o-mini" /></Form.Item>
          <Form.Item label="API key" name="generativeApiKey" rules={[schemaRule(field.generativeApiKey)]}
            extra={keySet ? 'A key is stored. Leave empty to keep it; type a new one to replace it.' : 'No key stored.'}>
            <Input.Password placeholder={keySet ? '•••••••• (stored)' : 'Optional'} autoComplete="new-password" />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item label="Price per 1,000 input tokens ($)" name="generativePriceInPer1k" rules={[schemaRule(field.generativePriceInPer1k)]}>
              <InputNumber min={0} step={0.0001} style={{ width: 200 }} placeholder="e.g. 0.00015" />
            </Form.Item>
            <Form.Item label="Price per 1,000 output tokens ($)" name="generativePriceOutPer1k" rules={[schemaRule(field.generativePriceOutPer1k)]}
              extra="The generative answers report computes its cost from these.">
              <InputNumber min={0} step={0.0001} style={{ width: 200 }} placeholder="e.g. 0.0006" />
            </Form.Item>
          </Flex>
          {keySet && (
            <Popconfirm title="Remove the stored API key?" okText="Remove" okButtonProps={{ danger: true }}
              onConfirm={() => submit({ ...form.getFieldsValue(true), generativeApiKey: '' })}>
              <Button danger style={{ marginBottom: 16 }}>Remove stored key</Button>
            </Popconfirm>
          )}
          <TranslationFields />
          <Button type="primary" htmlType="submit" loading={save.isPending}>Save</Button>
        </Form>
      </Card>
    </Flex>
  );
}
