/** Training logs (5 a page) and deployment logs (10 a page). */
import { Alert, List, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import type { DeploymentLog } from '@switchboard/contracts/models/models.schemas';
import { useDeploymentLogs, useTrainingLogs } from '@/features/models/api/models';

const when = (iso: string) => new Date(iso).toLocaleString();

export function TrainingLogs() {
  const [page, setPage] = useState(1);
  const logs = useTrainingLogs(page);
  if (logs.isError) return <Alert type="error" showIcon message="The training logs could not be loaded." />;
  return (
    <List loading={logs.isFetching} dataSource={logs.data?.items ?? []} locale={{ emptyText: 'No training yet' }}
      pagination={{ current: page, pageSize: PAGE_SIZES.trainingLogs, total: logs.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
      renderItem={(log) => (
        <List.Item key={log.id}>
          {/* One column: the log's lines under its heading, so that a narrow window does not squeeze them side by side. */}
          <div style={{ width: '100%', minWidth: 0 }}>
            <List.Item.Meta title={<>Version {log.version} <Tag>{log.status}</Tag></>} description={`${when(log.startedAt)} by ${log.trainedBy}`} />
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: 12, margin: '8px 0 0' }}>{log.lines.join('\n')}</Typography.Paragraph>
          </div>
        </List.Item>
      )} />
  );
}

export function DeploymentLogs() {
  const [page, setPage] = useState(1);
  const logs = useDeploymentLogs(page);
  if (logs.isError) return <Alert type="error" showIcon message="The deployment logs could not be loaded." />;
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
