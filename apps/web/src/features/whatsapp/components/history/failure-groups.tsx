/** The broadcast's failures by the provider's error code: what it means, how many, and whether a retry can help. */
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { FailureGroup } from '@switchboard/contracts/whatsapp/whatsapp.broadcast-history';

const columns: TableColumnsType<FailureGroup> = [
  { title: 'Code', dataIndex: 'code', width: 90, render: (code: number | null) => code ?? '—' },
  {
    title: 'What it means', key: 'meaning',
    render: (_value, group) => <><Typography.Text strong>{group.title}</Typography.Text><br /><Typography.Text type="secondary">{group.meaning}</Typography.Text></>,
  },
  { title: 'Recipients', dataIndex: 'count', width: 100, render: (count: number) => count.toLocaleString('en-IN') },
  { title: 'Retry', dataIndex: 'retryable', width: 120, render: (retryable: boolean) => (retryable ? <Tag color="blue">Can be retried</Tag> : <Tag>Not retried</Tag>) },
];

interface Props { groups: FailureGroup[] | undefined; loading: boolean; failed: boolean; onRetry: () => void }

export function FailureGroups({ groups, loading, failed, onRetry }: Props) {
  if (failed && !groups) return <Alert type="error" showIcon title="The failures could not be loaded." action={<Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>Retry</Button>} />;
  return (
    <div data-table-name="Failures">
      <Table<FailureGroup> size="small" rowKey={(group) => String(group.code)} columns={columns} dataSource={groups ?? []} loading={loading && !groups}
        pagination={false} locale={{ emptyText: 'No failures.' }} scroll={{ x: 520 }} />
    </div>
  );
}
