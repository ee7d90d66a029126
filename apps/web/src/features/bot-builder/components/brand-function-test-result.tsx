/** A brand function test run: outcome, request made (secrets masked), status and time, mapped variables, answer. */
import { Alert, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import type { BrandFunctionTestResult } from '@switchboard/contracts/bot-builder/brand-function-test.schemas';

const pre = { margin: 0, maxHeight: 240, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 } as const;

export function BrandFunctionTestResultView({ result }: { result: BrandFunctionTestResult }) {
  const variables = Object.entries(result.variables).map(([name, value]) => ({ name, value }));
  return (
    <Flex vertical gap={12} role="region" aria-label="Test result">
      {result.ok
        ? <Alert type="success" showIcon title={`Success: HTTP ${result.status ?? ''} in ${result.durationMs} ms`} />
        : <Alert type="error" showIcon title="The call failed" description={result.error} />}
      <Descriptions size="small" column={1} bordered items={[
        { key: 'request', label: 'Request', children: <Typography.Text code style={{ wordBreak: 'break-all' }}>{`${result.request.method} ${result.request.url}`}</Typography.Text> },
        { key: 'headers', label: 'Headers', children: result.request.headers.length === 0 ? '—' : (
          <Flex vertical gap={2}>{result.request.headers.map((h, i) => <Typography.Text key={i} code>{`${h.key}: ${h.value}`}</Typography.Text>)}</Flex>
        ) },
        ...(result.request.body ? [{ key: 'body', label: 'Body', children: <pre style={pre}>{result.request.body}</pre> }] : []),
        { key: 'status', label: 'Status', children: result.status === null ? 'No answer' : <Tag color={result.status < 300 ? 'blue' : 'red'}>{result.status}</Tag> },
      ]} />
      <Typography.Text strong>Mapped variables</Typography.Text>
      <Table size="small" rowKey="name" pagination={false} dataSource={variables}
        locale={{ emptyText: result.ok ? 'No variable was filled (check the JSON paths).' : 'None: the call failed.' }}
        columns={[{ title: 'Variable', dataIndex: 'name', width: '40%' }, { title: 'Value', dataIndex: 'value', render: (v: string) => <Typography.Text code>{v}</Typography.Text> }]} />
      <Typography.Text strong>Response body{result.responseTruncated ? ' (cut)' : ''}</Typography.Text>
      <pre style={pre} aria-label="Response body">{result.responseBody || '(empty)'}</pre>
    </Flex>
  );
}
