/** A run's state in words (with why for an error) and its progress: done of total, passed, failed. */
import { Flex, Progress, Tag, Typography } from 'antd';
import type { TestRun } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import { isOpenRun } from '@/features/automated-testing/api/test-runs';
import { RUN_STATE_COLORS, RUN_STATE_LABELS, progressText, runTitle } from '@/features/automated-testing/model/run-labels';

export function RunState({ run }: { run: TestRun }) {
  return (
    <Flex vertical gap={2} align="start">
      <Tag color={RUN_STATE_COLORS[run.state]} style={{ marginInlineEnd: 0 }}>{RUN_STATE_LABELS[run.state]}</Tag>
      {run.cancelRequested && isOpenRun(run) && <Typography.Text type="secondary" style={{ fontSize: 12 }}>Cancelling…</Typography.Text>}
      {run.error && <Typography.Text type="danger" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>{run.error}</Typography.Text>}
    </Flex>
  );
}

export function RunProgress({ run }: { run: TestRun }) {
  const percent = run.total ? Math.round((run.done / run.total) * 100) : 0;
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Progress percent={percent} size="small" showInfo={false} status={run.failed > 0 ? 'exception' : isOpenRun(run) ? 'active' : 'success'}
        aria-label={`${runTitle(run)} progress`} />
      <Typography.Text style={{ fontSize: 12 }}>{progressText(run)}</Typography.Text>
    </Flex>
  );
}
