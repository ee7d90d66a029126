/**
 * Report runs: configuration, period, status (progress while running, the reason when failed), rows and size,
 * duration, and per run Download and Delete (asks first). Used by the library and by a configuration's history.
 */
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Popconfirm, Table, Typography, type TableColumnsType } from 'antd';
import { REPORT_DATASET_LABELS, type ReportRun } from '@switchboard/contracts/console/reports.schemas';
import { isOpen, useDeleteReportRun, useDownloadReport } from '@/features/console-reports/api/report-runs';
import { RunStatus } from '@/features/console-reports/components/run-status';
import { durationText, sizeText } from '@/features/console-reports/model/report-labels';
import { formatDateTime } from '@/lib/dates/format-date';

function RunActions({ run }: { run: ReportRun }) {
  const download = useDownloadReport();
  const remove = useDeleteReportRun();
  return (
    <Flex gap={4} wrap>
      <Button size="small" icon={<DownloadOutlined />} disabled={!run.downloadable} loading={download.isPending && download.variables.id === run.id}
        onClick={() => download.mutate(run)} aria-label={`Download ${run.configName}`}>Download</Button>
      <Popconfirm title="Delete this report file?" description="The file is removed for everyone; the configuration stays." okText="Delete"
        okButtonProps={{ danger: true }} onConfirm={() => remove.mutateAsync(run.id).catch(() => undefined)} disabled={isOpen(run)}>
        <Button size="small" danger icon={<DeleteOutlined />} disabled={isOpen(run)} aria-label={`Delete ${run.configName}`}>Delete</Button>
      </Popconfirm>
    </Flex>
  );
}

const columns: TableColumnsType<ReportRun> = [
  {
    title: 'Report', key: 'report', width: 200, render: (_value, run) => (
      <Flex vertical gap={2}>
        <span>{run.configName}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{REPORT_DATASET_LABELS[run.dataset]} · {run.format.toUpperCase()}</Typography.Text>
      </Flex>
    ),
  },
  {
    title: 'Period', key: 'period', width: 190, render: (_value, run) => (
      <Flex vertical gap={2}>
        <span>{formatDateTime(run.periodStart)}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>to {formatDateTime(run.periodEnd)}</Typography.Text>
      </Flex>
    ),
  },
  { title: 'Status', key: 'status', width: 170, render: (_value, run) => <RunStatus run={run} /> },
  {
    title: 'Size, duration', key: 'size', width: 120, render: (_value, run) => (
      <Flex vertical gap={2}>
        <span>{sizeText(run.sizeBytes)}{run.rows !== null ? ` · ${run.rows} rows` : ''}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{durationText(run.durationMs)}</Typography.Text>
      </Flex>
    ),
  },
  { title: 'Actions', key: 'actions', width: 200, render: (_value, run) => <RunActions run={run} /> },
];

export interface RunsTableProps {
  runs: ReportRun[];
  totalCount: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number) => void;
  empty: string;
}

export function RunsTable({ runs, totalCount, page, pageSize, loading, onPage, empty }: RunsTableProps) {
  return (
    <Table<ReportRun> rowKey="id" columns={columns} dataSource={runs} loading={loading} size="middle"
      locale={{ emptyText: <Empty description={empty} /> }}
      pagination={{ current: page, pageSize, total: totalCount, onChange: onPage, showSizeChanger: false, hideOnSinglePage: true }}
      scroll={{ x: 880 }} />
  );
}
