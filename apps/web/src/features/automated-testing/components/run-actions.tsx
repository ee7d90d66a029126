/**
 * What can be done with a run: Cancel while it is queued or running (asked first: cases not run are skipped),
 * Re-run failed once it has finished with failures, and the JUnit XML and xlsx downloads.
 */
import { DownloadOutlined, RedoOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import type { TestRun } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import { isOpenRun, useCancelTestRun, useExportJUnit, useExportResultsXlsx, useRerunFailed } from '@/features/automated-testing/api/test-runs';
import { runTitle } from '@/features/automated-testing/model/run-labels';

export function RunActions({ run, size = 'small' }: { run: TestRun; size?: 'small' | 'middle' }) {
  const cancel = useCancelTestRun();
  const rerun = useRerunFailed();
  const junit = useExportJUnit();
  const xlsx = useExportResultsXlsx();
  const title = runTitle(run);
  return (
    <Space size={4} wrap>
      {isOpenRun(run) && (
        <Popconfirm title={`Cancel ${title}?`} description="It stops after the case it is running; cases not run are skipped."
          okText="Cancel run" cancelText="Keep running" okButtonProps={{ danger: true }} onConfirm={() => cancel.mutateAsync(run._id).catch(() => undefined)}>
          <Button size={size} danger icon={<StopOutlined />} loading={cancel.isPending} disabled={run.cancelRequested} aria-label={`Cancel ${title}`}>
            {run.cancelRequested ? 'Cancelling…' : 'Cancel'}
          </Button>
        </Popconfirm>
      )}
      {!isOpenRun(run) && run.failed > 0 && (
        <Button size={size} icon={<RedoOutlined />} loading={rerun.isPending} aria-label={`Re-run the failed of ${title}`}
          onClick={() => rerun.mutate(run._id)}>Re-run failed</Button>
      )}
      {run.done > 0 && (
        <Button size={size} icon={<DownloadOutlined />} loading={junit.isPending} aria-label={`Download ${title} as JUnit XML`}
          onClick={() => junit.mutate(run)}>JUnit</Button>
      )}
      {run.done > 0 && (
        <Button size={size} icon={<DownloadOutlined />} loading={xlsx.isPending} aria-label={`Download ${title} as an xlsx workbook`}
          onClick={() => xlsx.mutate(run)}>xlsx</Button>
      )}
    </Space>
  );
}
