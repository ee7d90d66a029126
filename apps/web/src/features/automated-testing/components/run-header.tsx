/** The results page's header: the run, its state and live counts, what it ran against, who started it, its actions. */
import { Card, Descriptions, Flex, Typography } from 'antd';
import type { TestRun } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import { RunActions } from '@/features/automated-testing/components/run-actions';
import { RunProgress, RunState } from '@/features/automated-testing/components/run-progress';
import { durationText, passRateText, runTitle, selectionText, targetText } from '@/features/automated-testing/model/run-labels';
import { formatDateTime } from '@/lib/dates/format-date';

export function RunHeader({ run }: { run: TestRun }) {
  return (
    <Card size="small">
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Flex align="center" gap={8} wrap>
            <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>Test Results: {runTitle(run)}</Typography.Title>
            <RunState run={run} />
          </Flex>
          <RunActions run={run} size="middle" />
        </Flex>
        <div aria-live="polite"><RunProgress run={run} /></div>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={[
          { key: 'cases', label: 'Cases', children: selectionText(run.selection) },
          { key: 'bot', label: 'Bot version', children: targetText(run) },
          { key: 'rate', label: 'Pass rate', children: passRateText(run.passRate) },
          { key: 'duration', label: 'Duration', children: durationText(run.durationMs) },
          { key: 'by', label: 'Started by', children: `${run.startedBy.name}, ${formatDateTime(run.queuedAt)}` },
          ...(run.liveBrandFunctions ? [{ key: 'live', label: 'Brand functions', children: 'Called for real (the brand\'s API)' }] : []),
        ]} />
      </Flex>
    </Card>
  );
}
