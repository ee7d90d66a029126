/** The exports hold exactly what the chart shows: same categories, same series, same numbers (issue 24). */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ChartData } from '@/features/analytics/report-kit/model/chart-data';
import { exportFileName } from '@/features/analytics/report-kit/model/export-file';
import { toCsv, toExportTable, toXlsx, type ExportTable } from '@/features/analytics/report-kit/model/export-table';

const byChannel: ChartData = {
  kind: 'stackedBar',
  categoryTitle: 'Day',
  categories: ['2026-11-25', '2026-11-26', '2026-11-27'],
  series: [{ name: 'Website', values: [12, 0, 7] }, { name: 'WhatsApp', values: [3, null, 9] }],
  unit: 'count',
};

/** A small CSV reader for the test (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') { field += '"'; i += 1; } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') { row.push(field); field = ''; } else if (char === '\n') { row.push(field); rows.push(row); row = []; field = ''; } else if (char !== '\r') field += char;
  }
  return rows;
}

async function readXlsx(blob: Blob): Promise<{ name: string; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_, index) => row.getCell(index + 1).value ?? null));
  });
  return { name: sheet.name, rows };
}

const asRows = (table: ExportTable) => [table.header, ...table.rows];

describe('chart exports', () => {
  it('makes one row per category and one column per series, values as numbers', () => {
    expect(toExportTable(byChannel)).toEqual({
      header: ['Day', 'Website', 'WhatsApp'],
      rows: [['2026-11-25', 12, 3], ['2026-11-26', 0, null], ['2026-11-27', 7, 9]],
    });
  });

  it('names units in the header and exports pie, sankey and heatmap data as shown', () => {
    expect(toExportTable({ kind: 'pie', categoryTitle: 'Outcome', valueTitle: 'Share', unit: 'percent', slices: [{ name: 'Bot only', value: 70 }, { name: 'Handed over', value: 30 }] }))
      .toEqual({ header: ['Outcome', 'Share (%)'], rows: [['Bot only', 70], ['Handed over', 30]] });
    expect(toExportTable({ kind: 'sankey', unit: 'count', nodes: ['Start', 'Greeting', 'Drop-off'], links: [{ source: 'Start', target: 'Greeting', value: 9 }, { source: 'Greeting', target: 'Drop-off', value: 2 }] }))
      .toEqual({ header: ['From', 'To', 'Value'], rows: [['Start', 'Greeting', 9], ['Greeting', 'Drop-off', 2]] });
    expect(toExportTable({ kind: 'heatmap', unit: 'percent', rowTitle: 'Cohort', rows: ['Week of 2026-11-02', 'Week of 2026-11-09'], columns: ['Week 0', 'Week 1'], values: [[100, 40], [100, null]] }))
      .toEqual({ header: ['Cohort', 'Week 0 (%)', 'Week 1 (%)'], rows: [['Week of 2026-11-02', 100, 40], ['Week of 2026-11-09', 100, null]] });
    expect(toExportTable({ ...byChannel, unit: 'cost' }, 'INR').header).toEqual(['Day', 'Website (₹)', 'WhatsApp (₹)']);
  });

  it('CSV holds the same rows, quoting commas and quotes and defusing formulas', () => {
    const tricky: ChartData = { ...byChannel, categories: ['Refund, partial', 'Say "hi"', '=HYPERLINK("x")'] };
    const csv = toCsv(toExportTable(tricky));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(csv.slice(1))).toEqual([
      ['Day', 'Website', 'WhatsApp'],
      ['Refund, partial', '12', '3'],
      ['Say "hi"', '0', ''],
      ['\'=HYPERLINK("x")', '7', '9'],
    ]);
  });

  it('XLSX read back with exceljs holds the same header, categories and numbers', async () => {
    const table = toExportTable(byChannel);
    const { name, rows } = await readXlsx(await toXlsx(table, 'Conversations by channel'));
    expect(name).toBe('Conversations by channel');
    expect(rows).toEqual(asRows(table));
    expect(typeof rows[1]![1]).toBe('number');
  });

  it('XLSX sheet names respect Excel\'s 31-character limit and forbidden characters', async () => {
    const { name } = await readXlsx(await toXlsx(toExportTable(byChannel), 'First response time [s] / by agent and group'));
    expect(name).toBe('First response time s by agent');
  });

  it('names files by report, chart and range', () => {
    expect(exportFileName('chatlog', 'Conversations by channel', { startDate: '2026-11-24', endDate: '2026-11-27', granularity: 'hour' }, 'xlsx'))
      .toBe('chatlog_conversations-by-channel_2026-11-24_2026-11-27_hour.xlsx');
  });
});
