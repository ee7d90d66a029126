/** A run's status as a tag; running shows its progress, failed its reason under it. */
import { Flex, Progress, Tag, Typography } from 'antd';
import type { ReportRun } from '@switchboard/contracts/console/reports.schemas';
import { STATUS_LABELS } from '@/features/console-reports/model/report-labels';

export function RunStatus({ run }: { run: Pick<ReportRun, 'status' | 'progress' | 'reason'> }) {
  const label = STATUS_LABELS[run.status];
  return (
    <Flex vertical gap={4} style={{ minWidth: 0 }}>
      <span><Tag color={label.color}>{label.text}</Tag></span>
      {run.status === 'running' && <Progress percent={run.progress} size="small" aria-label="Progress" />}
      {run.reason && <Typography.Text type={run.status === 'failed' ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>{run.reason}</Typography.Text>}
    </Flex>
  );
}
