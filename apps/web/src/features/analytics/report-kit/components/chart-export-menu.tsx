/** The Export menu of a chart: CSV, XLSX (same rows as the chart) and PNG (the drawn chart). */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { exportChart, type ChartExportSource } from '@/features/analytics/report-kit/model/export-chart';
import type { ExportFormat } from '@/features/analytics/report-kit/model/export-file';
import { toast } from '@/lib/feedback/feedback';

export const EXPORT_TEXTS = {
  button: 'Export',
  csv: 'CSV',
  xlsx: 'Excel (XLSX)',
  png: 'Image (PNG)',
  pngNotReady: 'The chart is still being drawn; try again in a moment.',
  failed: 'The export could not be saved.',
} as const;

export function ChartExportMenu({ source, disabled }: { source: ChartExportSource; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      if (!(await exportChart(source, format))) toast.warning(EXPORT_TEXTS.pngNotReady);
    } catch {
      toast.error(EXPORT_TEXTS.failed);
    } finally {
      setBusy(false);
    }
  };
  const items: MenuProps['items'] = [
    { key: 'csv', label: EXPORT_TEXTS.csv },
    { key: 'xlsx', label: EXPORT_TEXTS.xlsx },
    ...(source.png ? [{ key: 'png', label: EXPORT_TEXTS.png }] : []),
  ];
  return (
    <Dropdown trigger={['click']} disabled={disabled || busy} menu={{ items, onClick: ({ key }) => void run(key as ExportFormat) }}>
      <Button size="small" icon={<DownloadOutlined />} loading={busy} aria-label={`${EXPORT_TEXTS.button} ${source.title}`}>
        {EXPORT_TEXTS.button}
      </Button>
    </Dropdown>
  );
}
