/** A configuration's actions: Run now, History (its runs), Edit, Delete (asks first). */
import { DeleteOutlined, EditOutlined, HistoryOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm } from 'antd';
import type { ReportConfig } from '@switchboard/contracts/console/reports.schemas';
import { useDeleteReportConfig, useRunReportNow } from '@/features/console-reports/api/report-configs';

export interface ConfigActionsProps {
  config: ReportConfig;
  onEdit: (config: ReportConfig) => void;
  onHistory: (config: ReportConfig) => void;
}

export function ConfigActions({ config, onEdit, onHistory }: ConfigActionsProps) {
  const runNow = useRunReportNow();
  const remove = useDeleteReportConfig();
  return (
    <Flex gap={4} wrap>
      <Button size="small" type="primary" icon={<PlayCircleOutlined />} loading={runNow.isPending} onClick={() => runNow.mutate(config.id)}
        aria-label={`Run ${config.name} now`}>Run now</Button>
      <Button size="small" icon={<HistoryOutlined />} onClick={() => onHistory(config)} aria-label={`Runs of ${config.name}`}>Runs</Button>
      <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(config)} aria-label={`Edit ${config.name}`}>Edit</Button>
      <Popconfirm title={`Delete ${config.name}?`} description="Its schedule stops; files already made stay in the library." okText="Delete"
        okButtonProps={{ danger: true }} onConfirm={() => remove.mutateAsync(config.id).catch(() => undefined)}>
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${config.name}`}>Delete</Button>
      </Popconfirm>
    </Flex>
  );
}
