import { Button, Card, Divider, Flex, Form, InputNumber, Spin, Switch, Typography } from 'antd';
import { Link } from 'react-router';
import { brandConfigurationSchema, DEFAULT_BRAND_CONFIGURATION, type BrandConfiguration } from '@switchboard/contracts/members/configuration.schemas';
import { useConfigurationQuery, useSaveConfigurationMutation } from '@/features/members/api/configuration';
import { SsoSettingsCard } from '@/features/members/components/sso-settings-card';
import { WhatsAppSettingsCard } from '@/features/members/components/whatsapp-settings-card';
import { EffectiveWidgetOrigins } from '@/features/members/components/effective-widget-origins';
import { WidgetFormsFields } from '@/features/members/components/widget-forms-fields';
import { WidgetOriginsField } from '@/features/members/components/widget-origins-field';
import { sitesToSave, WidgetSitesField } from '@/features/members/components/widget-sites-field';
import { useSettingsForm } from '@/hooks/use-settings-form';
import { useSession } from '@/lib/session/session-store';
import { ResultScreen } from '@/components/result-screen';

/** The whole-form check with the shared schema: its refinements (critical after long) need every field. */
const wholeFormRule = (path: string) => ({ getFieldsValue }: { getFieldsValue: () => unknown }) => ({
  validator: async () => {
    const result = brandConfigurationSchema.safeParse(getFieldsValue());
    const issue = result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === path);
    if (issue) throw new Error(issue.message);
  },
});

const NUMBER_FIELDS: { name: string[]; label: string; step?: number; hint?: string }[] = [
  { name: ['chatHandlingLongSeconds'], label: 'Long chat handling time (seconds)', hint: `Default ${DEFAULT_BRAND_CONFIGURATION.chatHandlingLongSeconds}` },
  { name: ['chatHandlingCriticalSeconds'], label: 'Critical chat handling time (seconds)', hint: `Default ${DEFAULT_BRAND_CONFIGURATION.chatHandlingCriticalSeconds}` },
  { name: ['maxCsvInvites'], label: 'Maximum agents invited by CSV', hint: `Default ${DEFAULT_BRAND_CONFIGURATION.maxCsvInvites}` },
];

/**
 * The loaded (or restored default) threshold is never sent back: the ML configuration's may be newer. The sites are
 * sent only when the form shows them (the brand has filters); left out, the server keeps the stored list.
 */
function toSave({ intentThreshold: _threshold, widgetSites, ...rest }: BrandConfiguration, withSites: boolean): BrandConfiguration {
  return withSites ? { ...rest, widgetSites: sitesToSave(widgetSites) } : rest;
}

/** /members/configuration: the brand's settings other screens read (validated with the shared schema, audited on the server). */
export default function ConfigurationPage() {
  const query = useConfigurationQuery();
  const save = useSaveConfigurationMutation();
  const { form, submit } = useSettingsForm(query.data, save);
  // The signed-in member's filters (what the header offers them): the brand's, narrowed to their allow-list.
  const filters = useSession()?.bifurcation_data.filters ?? [];

  if (query.isError) return <ResultScreen status="error" title="The configuration could not be loaded." extra={<Button onClick={() => void query.refetch()}>Retry</Button>} />;
  if (!query.data) return <Spin />;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>Configuration</Typography.Title>
      <Card>
        <Form form={form} layout="vertical" initialValues={query.data} onFinish={(values) => submit(toSave(values, filters.length > 0))} disabled={save.isPending}>
          <Form.Item label="Auto-join the chat on accept" name="autoJoinOnAccept" valuePropName="checked"><Switch /></Form.Item>
          {NUMBER_FIELDS.map((item) => (
            <Form.Item key={item.name.join('.')} label={item.label} name={item.name} extra={item.hint}
              dependencies={item.name[0] === 'chatHandlingCriticalSeconds' ? ['chatHandlingLongSeconds'] : undefined}
              rules={[{ required: true, message: 'Required' }, wholeFormRule(item.name.join('.'))]}>
              <InputNumber step={item.step ?? 1} style={{ width: 200 }} />
            </Form.Item>
          ))}
          {/* One place edits the threshold (issue 21, point 7): the ML configuration, beside what happens below it. */}
          <Typography.Paragraph type="secondary">
            The intent threshold is set in <Link to="/settings/ml_configuration" style={{ textDecoration: 'underline' }}>ML Configuration</Link>.
          </Typography.Paragraph>
          <Divider />
          <Form.Item label="“Talk to a person” button in the chat widget" name="widgetTalkToPerson" valuePropName="checked"
            extra="Customers can ask for an agent in one tap while the bot handles their chat, even in the middle of a bot question.">
            <Switch />
          </Form.Item>
          <Divider />
          <WidgetFormsFields />
          <Divider />
          <WidgetOriginsField form={form} />
          <Divider />
          <EffectiveWidgetOrigins />
          <Divider />
          <WidgetSitesField form={form} filters={filters} />
          <Divider />
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={save.isPending}>Save configuration</Button>
            {/* The websites and sites are the brand's own, not §9 defaults: restoring the numbers keeps them. */}
            <Button onClick={() => form.setFieldsValue({
              ...DEFAULT_BRAND_CONFIGURATION,
              widgetOrigins: form.getFieldValue('widgetOrigins') as string[],
              widgetSites: form.getFieldValue('widgetSites') as BrandConfiguration['widgetSites'],
            })}>Restore defaults</Button>
          </Flex>
        </Form>
      </Card>
      <SsoSettingsCard />
      <WhatsAppSettingsCard />
    </Flex>
  );
}
