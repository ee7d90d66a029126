/** One export of a chart: CSV and XLSX from the same table, PNG from the drawn chart (issue 24). */
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import type { ChartData } from '@/features/analytics/report-kit/model/chart-data';
import { exportFileName, saveFile, type ExportFormat } from '@/features/analytics/report-kit/model/export-file';
import { toCsv, toExportTable, toXlsx } from '@/features/analytics/report-kit/model/export-table';
import type { Currency } from '@/features/analytics/report-kit/model/value-format';

export interface ChartExportSource {
  /** The report's path name (chatlog, livechat…). */
  report: string;
  /** The chart's title. */
  title: string;
  data: ChartData;
  filter: Pick<ReportFilter, 'startDate' | 'endDate' | 'granularity'>;
  currency?: Currency;
  /** The drawn chart as a PNG data URL, when the chart is on screen. */
  png?: () => string | null;
}

/** Saves the file; false when there is nothing to save (PNG before the chart is drawn). */
export async function exportChart(source: ChartExportSource, format: ExportFormat): Promise<boolean> {
  const name = exportFileName(source.report, source.title, source.filter, format);
  if (format === 'png') {
    const url = source.png?.() ?? null;
    if (!url) return false;
    saveFile(url, name);
    return true;
  }
  const table = toExportTable(source.data, source.currency);
  if (format === 'csv') saveFile(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }), name);
  else saveFile(await toXlsx(table, source.title), name);
  return true;
}
