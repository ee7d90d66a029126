/**
 * /console/reports_ui, the reports library: every generated file (scheduled, run now and on demand; 10 a page)
 * with its configuration, period, status, size and download; on-demand generation with progress; delete asks first.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import { ResultScreen } from '@/components/result-screen';
import { useReportRuns } from '@/features/console-reports/api/report-runs';
import { GenerateReport } from '@/features/console-reports/components/generate-report';
import { RunsTable } from '@/features/console-reports/components/runs-table';

export default function ReportsLibraryPage() {
  const [page, setPage] = useState(1);
  const query = useReportRuns(page);
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>UI Reports</Typography.Title>
      <Card size="small" title="Generate a report now"><GenerateReport /></Card>
      {query.isError && !query.data ? (
        <ResultScreen status="error" title="The reports library could not be loaded."
          extra={<Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>Retry</Button>} />
      ) : (
        <RunsTable runs={query.data?.items ?? []} totalCount={query.data?.totalCount ?? 0} page={page} pageSize={PAGE_SIZES.uiReports}
          loading={query.isPending} onPage={setPage} empty="No report files yet: generate one above, or run a scheduled report." />
      )}
    </Flex>
  );
}
