/**
 * /dms/training_logs: every dialogue training, newest first, 5 a page (§9): when and by whom, the domain, its state
 * (live while it runs), the data size, the held-out accuracy (next action and whole dialogues) and the conflicts found.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { DmsTraining } from '@switchboard/contracts/dms/dms.schemas';
import { LightTable, type LightColumn } from '@/components/light-table';
import { PageTitle } from '@/components/page-title';
import { ResultScreen } from '@/components/result-screen';
import { TRAINING_LOGS_PAGE_SIZE, useTrainingLogs } from '@/features/dms/api/training';
import { ConflictList } from '@/features/dms/components/conflicts-panel';
import { DmsLayout } from '@/features/dms/components/dms-layout';
import { dataSizeText, percentText, STATUS_TAGS } from '@/features/dms/model/training-labels';
import { formatDateTime } from '@/lib/dates/format-date';

const columns: LightColumn<DmsTraining>[] = [
  {
    title: 'When', dataIndex: 'startedAt', width: 170, render: (value: string, row) => (
      <Flex vertical gap={2}>
        <span>{formatDateTime(value)}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>by {row.startedBy}</Typography.Text>
      </Flex>
    ),
  },
  { title: 'Domain', dataIndex: 'domainName', width: 130, ellipsis: true },
  {
    title: 'State', dataIndex: 'status', width: 140, render: (status: DmsTraining['status'], row) => (
      status === 'training'
        ? <Progress percent={Math.round(row.progress * 100)} size="small" aria-label={`Training: ${Math.round(row.progress * 100)}%`} />
        : <Flex vertical gap={2}><Tag color={STATUS_TAGS[status].color}>{STATUS_TAGS[status].label}</Tag>{row.error && <Typography.Text type="danger" style={{ fontSize: 12 }}>{row.error}</Typography.Text>}</Flex>
    ),
  },
  { title: 'Data size', key: 'size', width: 170, render: (_value, row) => dataSizeText(row) },
  {
    title: 'Held-out accuracy', key: 'accuracy', width: 150, render: (_value, row) => (
      <Flex vertical gap={2}>
        <span>{percentText(row.accuracy)} next action</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{percentText(row.dialogueAccuracy)} whole dialogues</Typography.Text>
      </Flex>
    ),
  },
  {
    title: 'Conflicts', dataIndex: 'conflicts', width: 200, render: (conflicts: DmsTraining['conflicts']) => (
      conflicts.length === 0 ? 'None' : (
        <details>
          <summary>{conflicts.length} found</summary>
          <ConflictList conflicts={conflicts} />
        </details>
      )
    ),
  },
];

function TrainingLogs() {
  const [page, setPage] = useState(1);
  const query = useTrainingLogs(page);
  return (
    <Flex vertical gap={16}>
      <PageTitle>Training Logs</PageTitle>
      {query.isError && !query.data ? (
        <ResultScreen status="error" title="The training logs could not be loaded."
          extra={<Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>Retry</Button>} />
      ) : (
        <LightTable<DmsTraining> rowKey="_id" columns={columns} rows={query.data?.items ?? []} loading={query.isFetching} minWidth={960}
          empty="No dialogue training yet: train from the Dialogues page."
          pagination={{ current: page, pageSize: TRAINING_LOGS_PAGE_SIZE, total: query.data?.totalCount ?? 0, onChange: setPage }} />
      )}
    </Flex>
  );
}

export default function TrainingLogsPage() {
  return <DmsLayout><TrainingLogs /></DmsLayout>;
}
