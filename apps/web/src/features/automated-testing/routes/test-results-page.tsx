/**
 * /automatedtesting/testruns/testresults?runId=…: one run's header (state and counts, live while it runs), then its
 * cases under the review filter (All / Passed / Failed), a name search and paging (10), each case opening to its
 * turns: expected vs actual with the differences marked, the NLP snapshot, time and the test doubles used. A failed
 * case says where it changed: in this run, or the run it has been failing since (a link).
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Collapse, Empty, Flex, Input, Pagination, Segmented, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { REVIEW_FILTERS, TEST_RESULTS_PAGE_SIZE, type ReviewFilter, type TestResult } from '@switchboard/contracts/automated-testing/test-results.schemas';
import { useTestResults } from '@/features/automated-testing/api/test-results';
import { useTestRun } from '@/features/automated-testing/api/test-runs';
import { CaseResultTurns } from '@/features/automated-testing/components/case-result-turns';
import { RunHeader } from '@/features/automated-testing/components/run-header';
import { useTestRunEvents } from '@/features/automated-testing/hooks/use-test-run-events';
import { RESULT_STATUS_COLORS, RESULT_STATUS_LABELS, durationText } from '@/features/automated-testing/model/run-labels';
import { TEST_RUNS_PATH, testResultsPath } from '@/features/automated-testing/model/paths';
import { usePagedSearch } from '@/hooks/use-paged-search';
import { isHttpError } from '@/lib/http/http-error';

/** Where a failing case changed: this run, or the earlier run it has failed in ever since (a link to that run). */
function FailingSince({ result, since }: { result: TestResult; since: NonNullable<TestResult['failingSince']> }) {
  if (since.runId === result.runId) return <Typography.Text type="danger" style={{ fontSize: 12 }}>Started failing in this run</Typography.Text>;
  return (
    // A click on the link opens that run, not this case's panel.
    <Typography.Text type="danger" style={{ fontSize: 12 }} onClick={(event) => event.stopPropagation()}>
      Failing since <Link to={testResultsPath(since.runId)}>run #{since.number}</Link>
    </Typography.Text>
  );
}

function CaseLabel({ result }: { result: TestResult }) {
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text type="secondary">{result.position}.</Typography.Text>
      <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>{result.name}</Typography.Text>
      <Tag color={RESULT_STATUS_COLORS[result.status]}>{RESULT_STATUS_LABELS[result.status]}</Tag>
      {result.tags.map((tag) => <Tag key={tag}>{tag}</Tag>)}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{durationText(result.durationMs)}</Typography.Text>
      {result.failingSince && <FailingSince result={result} since={result.failingSince} />}
    </Flex>
  );
}

function Results({ runId }: { runId: string }) {
  const [filter, setFilter] = useState<ReviewFilter>('All');
  const paging = usePagedSearch(TEST_RESULTS_PAGE_SIZE);
  const query = useTestResults(runId, { ...paging.params, filter });
  const filtered = filter !== 'All' || Boolean(paging.params.search);
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <Segmented<ReviewFilter> aria-label="Review filter" value={filter} options={[...REVIEW_FILTERS]}
          onChange={(value) => { setFilter(value); paging.setPage(1); }} />
        <Input.Search aria-label="Search cases" placeholder="Search cases" allowClear value={paging.search}
          onChange={(event) => paging.setSearch(event.target.value)} style={{ maxWidth: 320 }} />
      </Flex>
      {query.isError && !query.data && (
        <Alert type="error" showIcon title="The results could not be loaded."
          action={<Button size="small" icon={<ReloadOutlined />} onClick={() => void query.refetch()}>Retry</Button>} />
      )}
      {query.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
      {query.data && query.data.items.length === 0 && (
        <Empty description={filtered ? 'No case matches the filter or search.' : 'This run has no cases.'} />
      )}
      {query.data && query.data.items.length > 0 && (
        <Collapse aria-busy={query.isFetching} items={query.data.items.map((result) => ({
          key: result._id, label: <CaseLabel result={result} />, children: <CaseResultTurns result={result} />,
        }))} />
      )}
      <Pagination align="end" current={paging.page} pageSize={TEST_RESULTS_PAGE_SIZE} total={query.data?.totalCount ?? 0}
        onChange={paging.setPage} showSizeChanger={false} hideOnSinglePage />
    </Flex>
  );
}

export default function TestResultsPage() {
  useTestRunEvents();
  const runId = useSearchParams()[0].get('runId') ?? '';
  const run = useTestRun(runId);
  const back = <Link to={TEST_RUNS_PATH}>Back to the test runs</Link>;
  if (!runId || run.isError) {
    const missing = !runId || (isHttpError(run.error) && run.error.status === 404);
    return (
      <Flex vertical gap={12}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>Test Results</Typography.Title>
        <Alert type="error" showIcon title={missing ? 'This test run does not exist.' : 'The test run could not be loaded.'} description={back}
          action={missing ? undefined : <Button size="small" onClick={() => void run.refetch()}>Retry</Button>} />
      </Flex>
    );
  }
  if (run.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <Flex vertical gap={16}>
      {back}
      <RunHeader run={run.data} />
      <Results runId={runId} />
    </Flex>
  );
}
