/**
 * /automatedtesting/testruns: New run, and every run newest first (10 a page) with its state, live progress
 * (botTestRun events; a poll while a run is open when the socket is down), pass rate, duration, the bot version it
 * ran against and who started it (a publish gate's or CI's run says so); the publish gate's setting; the CI API
 * tokens (admins); the pass rate over time, overall and per tag; Cancel, Re-run failed and JUnit per run; a run opens its results.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { TEST_RUNS_PAGE_SIZE, type TestRun } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import { ResultScreen } from '@/components/result-screen';
import { useTestRuns } from '@/features/automated-testing/api/test-runs';
import { ApiTokensButton } from '@/features/automated-testing/components/api-tokens-button';
import { NewRunButton } from '@/features/automated-testing/components/new-run-button';
import { PassRateTrend } from '@/features/automated-testing/components/pass-rate-trend';
import { PublishGateButton } from '@/features/automated-testing/components/publish-gate-button';
import { RunActions } from '@/features/automated-testing/components/run-actions';
import { RunProgress, RunState } from '@/features/automated-testing/components/run-progress';
import { useTestRunEvents } from '@/features/automated-testing/hooks/use-test-run-events';
import { ORIGIN_NOTES, durationText, passRateText, runTitle, selectionText, targetText } from '@/features/automated-testing/model/run-labels';
import { testResultsPath } from '@/features/automated-testing/model/paths';
import { formatDateTime } from '@/lib/dates/format-date';

// A laptop window with the side menu open leaves about 970 px: the columns fit it (the phone scrolls sideways).
const columns: TableColumnsType<TestRun> = [
  {
    title: 'Run', key: 'run', width: 150, render: (_value, run) => (
      <Flex vertical gap={2}>
        <Link to={testResultsPath(run._id)}>{runTitle(run)}</Link>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{selectionText(run.selection)}</Typography.Text>
      </Flex>
    ),
  },
  { title: 'State', key: 'state', width: 110, render: (_value, run) => <RunState run={run} /> },
  { title: 'Progress', key: 'progress', width: 170, render: (_value, run) => <RunProgress run={run} /> },
  {
    title: 'Pass rate, duration', key: 'result', width: 100, render: (_value, run) => (
      <Flex vertical gap={2}>
        <span>{passRateText(run.passRate)}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{durationText(run.durationMs)}</Typography.Text>
      </Flex>
    ),
  },
  { title: 'Bot version', key: 'version', width: 120, render: (_value, run) => targetText(run) },
  {
    title: 'Started by', key: 'startedBy', width: 150, render: (_value, run) => (
      <Flex vertical gap={2}>
        <span>{run.startedBy.name}{ORIGIN_NOTES[run.origin]}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{formatDateTime(run.queuedAt)}</Typography.Text>
      </Flex>
    ),
  },
  { title: 'Actions', key: 'actions', width: 160, render: (_value, run) => <RunActions run={run} /> },
];

export default function TestRunsPage() {
  useTestRunEvents();
  const [page, setPage] = useState(1);
  const query = useTestRuns(page);
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>Test Runs</Typography.Title>
        <Flex gap={8} wrap>
          <ApiTokensButton />
          <PublishGateButton />
          <NewRunButton />
        </Flex>
      </Flex>
      <PassRateTrend />
      {query.isError && !query.data ? (
        <ResultScreen status="error" title="The test runs could not be loaded."
          extra={<Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>Retry</Button>} />
      ) : (
        <Table<TestRun> rowKey="_id" columns={columns} dataSource={query.data?.items ?? []} loading={query.isPending}
          locale={{ emptyText: <Empty description="No test runs yet: start one with New run." /> }}
          pagination={{ current: page, pageSize: TEST_RUNS_PAGE_SIZE, total: query.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
          scroll={{ x: 960 }} />
      )}
    </Flex>
  );
}
