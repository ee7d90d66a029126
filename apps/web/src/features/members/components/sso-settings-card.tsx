import { Alert, Button, Card, Flex, Form, Input, Select, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { BREAK_GLASS_TEXTS, SSO_CLIENT_AUTH, SSO_PRESETS, type SsoClientAuth, type SsoPreset, type SsoSettingsInput, type SsoSettingsView, type SsoPreview } from '@switchboard/contracts/auth/sso.schemas';
import { useAgentRolesQuery } from '@/features/members/api/agents';
import { BreakGlassPicker } from '@/features/members/components/break-glass-picker';
import { usePreviewSsoMapping, useSaveSsoSettings, useSsoSettingsQuery, useTestSsoConnection } from '@/features/members/api/sso';
import { toast } from '@/lib/feedback/feedback';

const CLIENT_AUTH_LABELS: Record<SsoClientAuth, string> = {
  secret: 'Client secret',
  privateKeyJwt: 'Private key JWT (certificate)',
};

const PRESET_LABELS: Record<SsoPreset, string> = {
  'entra-single': 'Microsoft Entra ID — this organisation only (single tenant)',
  'entra-multi': 'Microsoft Entra ID — work accounts of any organisation',
  'entra-personal': 'Microsoft Entra ID — work and personal Microsoft accounts',
  oidc: 'Another OpenID Connect provider',
};

type Values = SsoSettingsInput & Pick<SsoSettingsView, 'redirectUri'>;

/** The brand's identity provider. The secret is write-only: the field stays empty and an empty field keeps the stored one. */
export function SsoSettingsCard() {
  const query = useSsoSettingsQuery();
  const save = useSaveSsoSettings();
  const test = useTestSsoConnection();
  const preview = usePreviewSsoMapping();
  const roles = useAgentRolesQuery();
  const [form] = Form.useForm<Values>();
  const [shown, setShown] = useState<SsoPreview | null>(null);
  const preset = Form.useWatch('preset', form) ?? query.data?.preset;
  const clientAuth = Form.useWatch('clientAuth', form) ?? query.data?.clientAuth;
  const breakGlassIds = Form.useWatch('breakGlassUserIds', form) ?? query.data?.breakGlassUserIds ?? [];

  if (!query.data) return <Card title="Single sign-on" loading={query.isPending}>{query.isError && 'Single sign-on settings could not be loaded.'}</Card>;
  const { clientSecretSet, clientKeySet, clientCertificateThumbprint, breakGlassMembers, redirectUri, backchannelLogoutUri, ...initial } = query.data;
  const connection = () => {
    const values = form.getFieldsValue();
    return { preset: values.preset, ...(values.issuer ? { issuer: values.issuer } : {}), ...(values.tenantId ? { tenantId: values.tenantId } : {}), ...(values.clientId ? { clientId: values.clientId } : {}) };
  };
  const submit = (values: Values) => {
    const { clientSecret, clientPrivateKey, clientCertificate, redirectUri: _uri, ...rest } = values;
    // Empty write-only fields keep what is stored.
    const written = { ...(clientSecret ? { clientSecret } : {}), ...(clientPrivateKey ? { clientPrivateKey } : {}), ...(clientCertificate ? { clientCertificate } : {}) };
    // The stored settings underneath: fields this preset does not show (a tenant, the allow-list) are kept.
    save.mutate({ ...initial, ...rest, groupRoles: rest.groupRoles ?? [], ...written }, {
      onSuccess: () => {
        toast.success('Single sign-on settings saved');
        form.setFieldsValue({ clientSecret: undefined, clientPrivateKey: undefined, clientCertificate: undefined });
      },
    });
  };

  return (
    <Card title="Single sign-on">
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} disabled={save.isPending}>
        <Typography.Paragraph type="secondary">
          Register the console at your provider with the redirect URI <Typography.Text code copyable>{redirectUri}</Typography.Text> and the
          back-channel logout URI <Typography.Text code copyable>{backchannelLogoutUri}</Typography.Text>.
        </Typography.Paragraph>
        <Form.Item label="Offer single sign-on on the login screen" name="enabled" valuePropName="checked"><Switch /></Form.Item>
        <Form.Item label="Provider" name="preset"><Select options={SSO_PRESETS.map((value) => ({ value, label: PRESET_LABELS[value] }))} /></Form.Item>
        {preset === 'oidc' && <Form.Item label="Issuer URL" name="issuer" rules={[{ required: true, message: 'Enter the issuer URL (https://…)' }]}><Input placeholder="https://id.example.com" /></Form.Item>}
        {preset === 'entra-single' && <Form.Item label="Tenant id" name="tenantId" rules={[{ required: true, message: 'Enter the tenant id (a GUID)' }]}><Input /></Form.Item>}
        {(preset === 'entra-multi' || preset === 'entra-personal') && (
          <Form.Item label="Allowed tenants" name="allowedTenants" extra="Tenant ids (GUIDs) whose members may sign in; empty lets any organisation in.">
            <Select mode="tags" aria-label="Allowed tenants" open={false} tokenSeparators={[',', ' ']} placeholder="Paste tenant ids" />
          </Form.Item>
        )}
        <Form.Item label="Client (application) id" name="clientId" rules={[{ required: true, message: 'Enter the client (application) id' }]}><Input /></Form.Item>
        <Form.Item label="Client authentication" name="clientAuth">
          <Select options={SSO_CLIENT_AUTH.map((value) => ({ value, label: CLIENT_AUTH_LABELS[value] }))} />
        </Form.Item>
        {clientAuth === 'privateKeyJwt' ? (
          <>
            <Form.Item label="Private key (PEM)" name="clientPrivateKey"
              extra={clientKeySet ? 'A key is stored. Leave empty to keep it.' : 'The console signs its requests to the provider with this key; it is never shown again.'}>
              <Input.TextArea autoComplete="off" spellCheck={false} rows={3} placeholder="-----BEGIN PRIVATE KEY-----" />
            </Form.Item>
            <Form.Item label="Certificate (PEM)" name="clientCertificate"
              extra={clientCertificateThumbprint ? `Stored certificate thumbprint: ${clientCertificateThumbprint}. Leave empty to keep it.` : 'Microsoft Entra ID: the certificate of this key you uploaded to the app registration.'}>
              <Input.TextArea autoComplete="off" spellCheck={false} rows={3} placeholder="-----BEGIN CERTIFICATE-----" />
            </Form.Item>
          </>
        ) : (
          <Form.Item label="Client secret" name="clientSecret" extra={clientSecretSet ? 'A secret is stored. Leave empty to keep it.' : 'No secret stored (a public client uses PKCE alone).'}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
        <Form.Item label="Button text" name="label"><Input maxLength={60} /></Form.Item>
        <Form.Item label="Groups claim" name="groupsClaim" extra="The ID token claim that lists the member's groups (Entra: groups, or roles for app roles).">
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item label="Group → role (first match wins; members in no listed group keep their role)">
          <Form.List name="groupRoles">
            {(fields, { add, remove }) => (
              <Flex vertical gap={8}>
                {fields.map((field) => (
                  // The group takes the room; on a phone the role and Remove share the next line (they stayed ragged in a Space).
                  <Flex key={field.key} wrap gap={8}>
                    <Form.Item name={[field.name, 'group']} noStyle rules={[{ required: true, message: 'Enter the group' }]}>
                      <Input aria-label="Group" placeholder="Group name or object id" style={{ flex: '1 1 220px', minWidth: 0 }} />
                    </Form.Item>
                    <Flex gap={8} style={{ flex: '1 1 260px' }}>
                      <Form.Item name={[field.name, 'roleId']} noStyle rules={[{ required: true, message: 'Choose a role' }]}>
                        <Select aria-label="Role" style={{ flex: 1, minWidth: 0 }} options={(roles.data ?? []).map((role) => ({ value: role._id, label: role.name }))} />
                      </Form.Item>
                      <Button onClick={() => remove(field.name)}>Remove</Button>
                    </Flex>
                  </Flex>
                ))}
                <Space wrap>
                  <Button onClick={() => add({ group: '', roleId: roles.data?.[0]?._id })}>Add a mapping</Button>
                  <Button loading={preview.isPending} onClick={() => preview.mutate(form.getFieldValue('groupRoles') ?? [], { onSuccess: setShown })}>Preview</Button>
                </Space>
              </Flex>
            )}
          </Form.List>
        </Form.Item>
        {shown && (
          <Alert type="info" showIcon style={{ marginBottom: 16 }} title={shown.length === 0 ? 'Nobody who signed in so far is in these groups.' : 'With this mapping, at the next sign-in:'}
            description={shown.map((entry) => <div key={entry.roleId}>{entry.members.length} {entry.members.length === 1 ? 'person' : 'people'} would get {entry.roleName}: {entry.members.map((member) => member.name).join(', ')}</div>)} />
        )}
        <Form.Item label="Create members at first sign-in when their groups map to a role" name="justInTime" valuePropName="checked"><Switch /></Form.Item>
        <Form.Item label="Require single sign-on (no passwords)" name="required" valuePropName="checked"
          extra="Break-glass admins keep their password, so a provider outage cannot lock the brand out.">
          <Switch />
        </Form.Item>
        <Form.Item label="Break-glass admins" name="breakGlassUserIds" extra="Members who keep their password while single sign-on is required; only members who can change these settings can be chosen.">
          <BreakGlassPicker aria-label="Break-glass admins" known={breakGlassMembers} />
        </Form.Item>
        {breakGlassMembers.some((member) => !member.eligible && breakGlassIds.includes(member.id)) && (
          <Alert type="warning" showIcon style={{ marginBottom: 16 }}
            title={`${breakGlassMembers.filter((member) => !member.eligible && breakGlassIds.includes(member.id)).map((member) => member.name || member.email).join(', ')}: ${BREAK_GLASS_TEXTS.lostRights}`}
            description="Remove them from the break-glass admins to save these settings." />
        )}
        {test.data && <Alert type="success" showIcon style={{ marginBottom: 16 }} title={`Connected to ${test.data.issuer}: ${test.data.keys} signing key(s)${test.data.endSession ? ', sign-out supported' : ''}.`} />}
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={save.isPending}>Save single sign-on</Button>
          <Button loading={test.isPending} onClick={() => test.mutate(connection())}>Test connection</Button>
        </Flex>
      </Form>
    </Card>
  );
}
