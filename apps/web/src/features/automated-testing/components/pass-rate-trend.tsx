/**
 * "Pass rate over time" on the Test Runs page: the latest finished runs against the draft or the published bot,
 * overall and per tag (the run history's trend); a run ending moves it (useTestRunEvents refreshes it).
 */
import { Alert, Card, Empty, Segmented, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import type { TestRunTarget } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import { useTestRunTrend } from '@/features/automated-testing/api/test-run-trends';
import { PassRateChart } from '@/features/automated-testing/components/pass-rate-chart';
import { trendLines } from '@/features/automated-testing/model/trend-data';

const TARGETS: { value: TestRunTarget; label: string }[] = [{ value: 'draft', label: 'Draft' }, { value: 'published', label: 'Published' }];

export function PassRateTrend() {
  const [target, setTarget] = useState<TestRunTarget>('draft');
  const trend = useTestRunTrend(target);
  const lines = useMemo(() => (trend.data ? trendLines(trend.data) : null), [trend.data]);
  const label = `Pass rate of the runs against the ${target === 'draft' ? 'draft' : 'published'} bot, overall and per tag`;
  return (
    <Card size="small" title="Pass rate over time"
      extra={<Segmented<TestRunTarget> size="small" aria-label="Runs against" value={target} onChange={setTarget} options={TARGETS} />}>
      {trend.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
      {trend.isError && !trend.data && <Alert type="error" showIcon title="The pass-rate trend could not be loaded." />}
      {lines && lines.categories.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`No finished run against the ${target === 'draft' ? 'draft' : 'published'} bot yet.`} />
      )}
      {lines && lines.categories.length > 0 && <PassRateChart lines={lines} label={label} />}
    </Card>
  );
}
