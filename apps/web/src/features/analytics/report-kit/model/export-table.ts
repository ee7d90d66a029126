/**
 * The rows an export writes (issue 24 "every chart exports its data as CSV and XLSX with the same grouping the chart
 * shows"): a header row, then one row per category, slice, link or heatmap row, with the values as numbers.
 */
import type { ChartData } from '@/features/analytics/report-kit/model/chart-data';
import { unitSuffix, type Currency } from '@/features/analytics/report-kit/model/value-format';

export type ExportCell = string | number | null;
export interface ExportTable {
  header: string[];
  rows: ExportCell[][];
}

export function toExportTable(data: ChartData, currency: Currency = 'USD'): ExportTable {
  const suffix = unitSuffix(data.unit, currency);
  switch (data.kind) {
    case 'pie':
      return { header: [data.categoryTitle, `${data.valueTitle}${suffix}`], rows: data.slices.map((slice) => [slice.name, slice.value]) };
    case 'sankey':
      return { header: ['From', 'To', `Value${suffix}`], rows: data.links.map((link) => [link.source, link.target, link.value]) };
    case 'heatmap':
      return {
        header: [data.rowTitle, ...data.columns.map((column) => `${column}${suffix}`)],
        rows: data.rows.map((row, index) => [row, ...data.columns.map((_, column) => data.values[index]?.[column] ?? null)]),
      };
    default:
      return {
        header: [data.categoryTitle, ...data.series.map((series) => `${series.name}${suffix}`)],
        rows: data.categories.map((category, index) => [category, ...data.series.map((series) => series.values[index] ?? null)]),
      };
  }
}

/** RFC 4180: fields with a comma, quote or line break are quoted; a leading =, +, - or @ is defused for spreadsheets. */
function csvField(cell: ExportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV text with a byte-order mark, so spreadsheet programs read ₹ and names in other scripts as UTF-8. */
export function toCsv(table: ExportTable): string {
  const lines = [table.header, ...table.rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** An XLSX workbook of one sheet; the writer loads only when a member exports. */
export async function toXlsx(table: ExportTable, sheet: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const header = table.header.map((value) => ({ value, fontWeight: 'bold' as const }));
  const rows = table.rows.map((row) => row.map((value) => (value === null ? null : { value })));
  // Excel refuses sheet names over 31 characters or with []:*?/\.
  return writeXlsxFile([header, ...rows], { sheet: sheet.replace(/[[\]:*?/\\]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 31).trim() || 'Report' }).toBlob();
}
