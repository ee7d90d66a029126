import { Alert, Button, Card, Flex, Form, Input, Popconfirm, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  WHATSAPP_SETTINGS_TEXTS, whatsAppSettingsInputSchema, type WhatsAppSettingsInput, type WhatsAppSettingsView,
} from '@switchboard/contracts/whatsapp/whatsapp.settings';
import { useRemoveWhatsAppSettings, useSaveWhatsAppSettings, useTestWhatsAppConnection, useWhatsAppSettingsQuery } from '@/features/members/api/whatsapp-settings';
import { useServerFieldErrors } from '@/features/members/model/use-server-field-errors';
import { toast } from '@/lib/feedback/feedback';

const DEFAULT_GRAPH_URL = 'https://graph.facebook.com/v23.0';
type Values = { graphUrl: string; phoneNumberId: string; appId?: string; accessToken?: string; appSecret?: string; verifyToken: string };
type Field = keyof Values;

/** The shared schema's check of one field; a write-only secret left empty keeps the stored one, so it is required only when none is stored. */
const schemaRule = (field: Field, storedSecret = false): Rule => ({
  validator: async (_rule, value: string | undefined) => {
    const secret = field === 'accessToken' || field === 'appSecret';
    if (field === 'appId' && !value) return;
    if (secret && !value) {
      if (storedSecret) return;
      throw new Error(field === 'accessToken' ? WHATSAPP_SETTINGS_TEXTS.tokenRequired : WHATSAPP_SETTINGS_TEXTS.secretRequired);
    }
    const result = whatsAppSettingsInputSchema.shape[field].safeParse(value ?? '');
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
});

const SOURCE_TEXTS: Record<WhatsAppSettingsView['source'], string> = {
  brand: 'Connected with this brand’s own number.',
  environment: 'Using the deployment’s number (the WA_* settings of the server). Save a number here to use the brand’s own.',
  none: 'Not connected: customers cannot reach the brand on WhatsApp, and the WhatsApp Template pages are off.',
};

const initialOf = (view: WhatsAppSettingsView): Values => (view.source === 'brand'
  ? { graphUrl: view.graphUrl, phoneNumberId: view.phoneNumberId, appId: view.appId, verifyToken: view.verifyToken }
  : { graphUrl: view.graphUrl || DEFAULT_GRAPH_URL, phoneNumberId: '', verifyToken: '' });

/**
 * The brand's WhatsApp Business number. The access token and app secret are write-only: the fields stay empty, the
 * card says whether one is stored, and an empty field keeps it.
 */
export function WhatsAppSettingsCard() {
  const query = useWhatsAppSettingsQuery();
  const save = useSaveWhatsAppSettings();
  const remove = useRemoveWhatsAppSettings();
  const test = useTestWhatsAppConnection();
  const [form] = Form.useForm<Values>();
  const fieldErrors = useServerFieldErrors(form);

  if (query.isError) {
    return (
      <Card title="WhatsApp">
        <Alert type="error" showIcon title="The WhatsApp settings could not be loaded." action={<Button onClick={() => void query.refetch()}>Retry</Button>} />
      </Card>
    );
  }
  if (!query.data) return <Card title="WhatsApp" loading />;
  const view = query.data;
  const own = view.source === 'brand';

  const submit = (values: Values) => {
    const input: WhatsAppSettingsInput = whatsAppSettingsInputSchema.parse({
      graphUrl: values.graphUrl, phoneNumberId: values.phoneNumberId, verifyToken: values.verifyToken, ...(values.appId ? { appId: values.appId } : {}),
      ...(values.accessToken ? { accessToken: values.accessToken } : {}), ...(values.appSecret ? { appSecret: values.appSecret } : {}),
    });
    save.mutate(input, {
      onSuccess: (saved) => {
        toast.success(WHATSAPP_SETTINGS_TEXTS.saved);
        form.setFieldsValue({ ...initialOf(saved), accessToken: undefined, appSecret: undefined });
      },
      onError: fieldErrors,
    });
  };
  const runTest = async () => {
    const values = await form.validateFields(['graphUrl', 'phoneNumberId']);
    const accessToken = form.getFieldValue('accessToken') as string | undefined;
    // The server's schema trims and drops a trailing slash, as it does on save.
    test.mutate({ graphUrl: values.graphUrl, phoneNumberId: values.phoneNumberId, ...(accessToken ? { accessToken } : {}) });
  };

  return (
    <Card title="WhatsApp">
      <Form form={form} name="whatsapp" layout="vertical" initialValues={initialOf(view)} onFinish={submit} disabled={save.isPending || remove.isPending}>
        <Alert type={view.source === 'none' ? 'warning' : 'info'} showIcon style={{ marginBottom: 16 }} title={SOURCE_TEXTS[view.source]}
          description={view.source === 'environment' ? `Phone number id ${view.phoneNumberId} at ${view.graphUrl}` : undefined} />
        <Typography.Paragraph type="secondary">
          In Meta’s app dashboard (WhatsApp › Configuration), set the callback URL to <Typography.Text code copyable>{view.webhookUrl}</Typography.Text> with
          the verify token below, and subscribe to the messages and message_template_status_update fields.
        </Typography.Paragraph>
        <Form.Item label="Graph API URL" name="graphUrl" rules={[schemaRule('graphUrl')]} extra="With the API version, e.g. https://graph.facebook.com/v23.0.">
          <Input placeholder={DEFAULT_GRAPH_URL} autoComplete="off" />
        </Form.Item>
        <Form.Item label="Phone number id" name="phoneNumberId" rules={[schemaRule('phoneNumberId')]} extra="WhatsApp Manager › API setup (not the phone number itself).">
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item label="App id (optional)" name="appId" rules={[schemaRule('appId')]} extra="Meta’s app dashboard › App settings › Basic; needed to upload the example file of an image, video or document header.">
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Access token" name="accessToken" rules={[schemaRule('accessToken', own && view.accessTokenSet)]}
          extra={own && view.accessTokenSet ? 'A token is stored (set). Leave empty to keep it.' : 'Not set. A system user’s permanent token; it is never shown again.'}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="App secret" name="appSecret" rules={[schemaRule('appSecret', own && view.appSecretSet)]}
          extra={own && view.appSecretSet ? 'A secret is stored (set). Leave empty to keep it.' : 'Not set. Meta’s app dashboard › App settings › Basic; webhooks are checked with it.'}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="Verify token" name="verifyToken" rules={[schemaRule('verifyToken')]} extra="Any word of your choice (8 or more characters); Meta repeats it when you save the callback URL.">
          <Input autoComplete="off" spellCheck={false} />
        </Form.Item>
        {test.data && (
          <Alert type="success" showIcon style={{ marginBottom: 16 }}
            title={`Connected to ${test.data.displayPhoneNumber}${test.data.verifiedName ? ` (${test.data.verifiedName})` : ''}${test.data.qualityRating ? `, quality ${test.data.qualityRating}` : ''}.`} />
        )}
        {test.error && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={test.error.message} />}
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={save.isPending}>Save WhatsApp settings</Button>
          <Button loading={test.isPending} onClick={() => void runTest().catch(() => undefined)}>Test connection</Button>
          {own && (
            <Popconfirm title="Remove this brand’s WhatsApp number?" description="The brand goes back to the deployment’s number, if there is one."
              okText="Remove" okButtonProps={{ danger: true }}
              onConfirm={() => remove.mutate(undefined, { onSuccess: (left) => { toast.success(WHATSAPP_SETTINGS_TEXTS.removed); form.setFieldsValue(initialOf(left)); } })}>
              <Button danger loading={remove.isPending}>Remove</Button>
            </Popconfirm>
          )}
        </Flex>
      </Form>
    </Card>
  );
}
