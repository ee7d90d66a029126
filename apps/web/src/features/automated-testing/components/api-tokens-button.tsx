/**
 * API tokens for the brand's CI, on the Test Runs page for admins (who may edit the configuration): make a token
 * (shown once, to copy), see each token's first characters, who made it and when it was last used, and revoke it
 * (asked first). A token starts runs and reads their results and JUnit; docs/api.md lists its calls.
 */
import { KeyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Modal, Popconfirm, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { CreatedApiToken } from '@switchboard/contracts/automated-testing/api-tokens.schemas';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '@/features/automated-testing/api/api-tokens';
import { useActionAllowed } from '@/hooks/use-action-allowed';
import { formatDateTime } from '@/lib/dates/format-date';

export function ApiTokensButton() {
  const isAdmin = useActionAllowed('configuration', 'edit');
  const [open, setOpen] = useState(false);
  if (!isAdmin) return null;
  return (
    <>
      <Button icon={<KeyOutlined />} onClick={() => setOpen(true)}>API tokens</Button>
      <Modal open={open} title="API tokens for CI" footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <ApiTokens />
      </Modal>
    </>
  );
}

function ApiTokens() {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [name, setName] = useState('');
  const [made, setMade] = useState<CreatedApiToken | null>(null);
  const submit = () => create.mutate({ name }, { onSuccess: (token) => { setMade(token); setName(''); } });

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Your CI sends a token as <Typography.Text code>Authorization: Bearer …</Typography.Text> to start a test run, follow it and fetch its results and JUnit XML. A token can do nothing else.
      </Typography.Paragraph>
      <Form layout="inline" component="div" style={{ rowGap: 8 }}>
        <Form.Item style={{ flex: 1, minWidth: 180, marginInlineEnd: 8 }}>
          <Input aria-label="Token name" placeholder="Token name, e.g. Nightly CI" maxLength={100} value={name}
            onChange={(event) => setName(event.target.value)} onPressEnter={submit} />
        </Form.Item>
        <Button type="primary" loading={create.isPending} disabled={!name.trim()} onClick={submit}>Create token</Button>
      </Form>
      {made && (
        <Alert type="success" showIcon title={`Copy the token "${made.name}" now: it is not shown again.`}
          description={<Typography.Text code copyable={{ text: made.token }} style={{ overflowWrap: 'anywhere' }}>{made.token}</Typography.Text>} />
      )}
      {tokens.isError && <Alert type="error" showIcon title="The API tokens could not be loaded." />}
      {tokens.isPending && <Spin />}
      {tokens.data?.length === 0 && <Typography.Text type="secondary">No API tokens yet.</Typography.Text>}
      <ul aria-label="API tokens" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {(tokens.data ?? []).map((token) => (
          <li key={token._id}>
            <Flex gap={8} justify="space-between" align="flex-start">
              <Flex vertical gap={2} style={{ minWidth: 0 }}>
                <Flex gap={8} wrap align="center"><Typography.Text strong>{token.name}</Typography.Text>{token.revokedAt && <Tag>Revoked</Tag>}</Flex>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  <Typography.Text code>{token.prefix}…</Typography.Text>{' '}
                  Made by {token.createdBy} on {formatDateTime(token.createdAt)};{' '}
                  {token.revokedAt ? `revoked by ${token.revokedBy ?? '—'} on ${formatDateTime(token.revokedAt)}` : token.lastUsedAt ? `last used ${formatDateTime(token.lastUsedAt)}` : 'never used'}.
                </Typography.Text>
              </Flex>
              {!token.revokedAt && (
                <Popconfirm title={`Revoke "${token.name}"?`} description="Calls with it are refused from now on." okText="Revoke"
                  okButtonProps={{ danger: true }} onConfirm={() => revoke.mutateAsync(token._id).catch(() => undefined)}>
                  <Button size="small" danger aria-label={`Revoke ${token.name}`}>Revoke</Button>
                </Popconfirm>
              )}
            </Flex>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
