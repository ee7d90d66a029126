import { Button, Card, Flex, Form, Input, InputNumber, Radio, Result, Select, Spin, Typography } from 'antd';
import { mlConfigurationSchema } from '@switchboard/contracts/settings/settings.schemas';
import { useMlConfigurationQuery, useSaveMlConfigurationMutation } from '@/features/settings/api/ml-configuration';
import { useSettingsForm } from '@/hooks/use-settings-form';
import { schemaRule } from '@/lib/forms/zod-rule';

const field = mlConfigurationSchema.shape;
const LANGUAGES = [{ value: 'en', label: 'English' }, { value: 'hi', label: 'Hindi' }, { value: 'fr', label: 'French' }, { value: 'de', label: 'German' }, { value: 'es', label: 'Spanish' }];

/** /settings/ml_configuration: the bot's NLU language, intent threshold and what it does below the threshold. */
export default function MlConfigurationPage() {
  const query = useMlConfigurationQuery();
  const save = useSaveMlConfigurationMutation();
  const { form, submit } = useSettingsForm(query.data, save);

  if (query.isError) return <Result status="error" title="The ML configuration could not be loaded." extra={<Button onClick={() => void query.refetch()}>Retry</Button>} />;
  if (!query.data) return <Spin />;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>ML Configuration</Typography.Title>
      <Card>
        <Form form={form} layout="vertical" initialValues={query.data} onFinish={submit} disabled={save.isPending}>
          <Form.Item label="Language" name="language" rules={[schemaRule(field.language)]}><Select options={LANGUAGES} aria-label="Language" /></Form.Item>
          <Form.Item label="Intent threshold (0–1)" name="threshold" rules={[schemaRule(field.threshold)]} extra="Predictions scoring below this use the fallback.">
            <InputNumber step={0.05} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label="Below the threshold" name="fallbackBehaviour">
            <Radio.Group options={[{ value: 'message', label: 'Answer with the fallback message' }, { value: 'handover', label: 'Hand the chat to an agent' }]} />
          </Form.Item>
          <Form.Item label="Fallback message" name="fallbackMessage" rules={[schemaRule(field.fallbackMessage)]}><Input.TextArea autoSize={{ minRows: 2 }} /></Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>Save</Button>
        </Form>
      </Card>
    </Flex>
  );
}
