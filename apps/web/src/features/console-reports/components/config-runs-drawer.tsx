/** A configuration's runs (10 a page), newest first, in a drawer over the configurations. */
import { Drawer } from 'antd';
import { useState } from 'react';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import type { ReportConfig } from '@switchboard/contracts/console/reports.schemas';
import { useReportRuns } from '@/features/console-reports/api/report-runs';
import { RunsTable } from '@/features/console-reports/components/runs-table';

export function ConfigRunsDrawer({ config, onClose }: { config: ReportConfig; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const query = useReportRuns(page, config.id);
  return (
    <Drawer open title={`Runs of ${config.name}`} onClose={onClose} size="large">
      {query.isError && !query.data ? <p role="alert">The runs could not be loaded.</p> : (
        <RunsTable runs={query.data?.items ?? []} totalCount={query.data?.totalCount ?? 0} page={page} pageSize={PAGE_SIZES.reports}
          loading={query.isPending} onPage={setPage} empty="No runs yet: use Run now, or wait for the schedule." />
      )}
    </Drawer>
  );
}
