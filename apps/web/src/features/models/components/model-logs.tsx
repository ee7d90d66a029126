/** Training logs (5 a page) and deployment logs (10 a page). */
import { Alert, Pagination, Table, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import type { DeploymentLog } from '@switchboard/contracts/models/models.schemas';
import { PlainList, PlainListMeta } from '@/components/plain-list';
import { useDeploymentLogs, useTrainingLogs } from '@/features/models/api/models';
import { formatDateTime } from '@/lib/dates/format-date';

const when = (iso: string) => formatDateTime(iso);

export function TrainingLogs() {
  const [page, setPage] = useState(1);
  const logs = useTrainingLogs(page);
  const { token } = theme.useToken();
  if (logs.isError) return <Alert type="error" showIcon title="The training logs could not be loaded." />;
  const total = logs.data?.totalCount ?? 0;
  return (
    <div>
      <PlainList loading={logs.isFetching} items={logs.data?.items ?? []} itemKey={(log) => log.id} empty="No training yet"
        renderItem={(log) => (
          // One column: the log's lines under its heading, so that a narrow window does not squeeze them side by side.
          <div style={{ width: '100%', minWidth: 0 }}>
            <PlainListMeta title={<>Version {log.version} <Tag>{log.status}</Tag></>} description={`${when(log.startedAt)} by ${log.trainedBy}`} />
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: 12, margin: '8px 0 0' }}>{log.lines.join('\n')}</Typography.Paragraph>
          </div>
        )} />
      {/* The server pages the logs: this page's rows, all of them, with the pages of the total. */}
      <Pagination align="end" style={{ marginBlockStart: token.marginLG }} current={Math.min(page, Math.ceil(total / PAGE_SIZES.trainingLogs))}
        pageSize={PAGE_SIZES.trainingLogs} total={total} onChange={setPage} showSizeChanger={false} />
    </div>
  );
}

export function DeploymentLogs() {
  const [page, setPage] = useState(1);
  const logs = useDeploymentLogs(page);
  if (logs.isError) return <Alert type="error" showIcon title="The deployment logs could not be loaded." />;
  return (
    <Table<DeploymentLog> rowKey="id" size="small" loading={logs.isFetching} dataSource={logs.data?.items ?? []} locale={{ emptyText: 'Nothing deployed yet' }}
      pagination={{ current: page, pageSize: PAGE_SIZES.deploymentLogs, total: logs.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
      columns={[
        { title: 'When', dataIndex: 'at', render: when },
        { title: 'Action', dataIndex: 'action', render: (action: string) => <Tag>{action}</Tag> },
        { title: 'Version', dataIndex: 'modelVersion' },
        { title: 'Replaced', dataIndex: 'previousModelVersion', render: (v: number | null) => v ?? '—' },
        { title: 'By', dataIndex: 'by' },
      ]} />
  );
}
