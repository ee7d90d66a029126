/**
 * Writes a run's sheets to a file as their rows arrive: exceljs's streaming WorkbookWriter commits each row to
 * the zip as it goes, and each page waits for the zip to take it (xlsx-backpressure), so a year of raw dump never
 * sits in memory; CSV is appended page by page, waiting for the file's drain. A CSV of several
 * worksheets holds them one after another, each under its name.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import type { ReportFormat } from '@switchboard/contracts/console/reports.schemas';
import { writeCsv, type CsvCell } from '@/lib/csv';
import type { Cell } from './report-data.repository';
import type { Sheet } from './report-sheets';
import { zipCaughtUp } from './xlsx-backpressure';

export interface WrittenFile { rows: number; sizeBytes: number }
/** Called after each page of rows (the runner's heartbeat and progress). */
export type OnPage = (sheetIndex: number, rowsSoFar: number) => Promise<void>;

export async function writeReportFile(path: string, format: ReportFormat, sheets: Sheet[], onPage: OnPage): Promise<WrittenFile> {
  const rows = format === 'xlsx' ? await writeXlsx(path, sheets, onPage) : await writeCsvFile(path, sheets, onPage);
  return { rows, sizeBytes: (await stat(path)).size };
}

async function writeXlsx(path: string, sheets: Sheet[], onPage: OnPage): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true, useSharedStrings: false });
  let total = 0;
  for (const [index, sheet] of sheets.entries()) {
    const worksheet = workbook.addWorksheet(sheet.name);
    worksheet.columns = sheet.columns.map((column, at) => ({
      header: column.header, key: String(at), width: column.width, ...(column.date ? { style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } } : {}),
    }));
    worksheet.getRow(1).font = { bold: true };
    worksheet.getRow(1).commit();
    for await (const page of sheet.rows) {
      for (const row of page) worksheet.addRow(row).commit();
      await zipCaughtUp(worksheet);
      total += page.length;
      await onPage(index, total);
    }
    worksheet.commit();
  }
  await workbook.commit();
  return total;
}

const csvCell = (cell: Cell): CsvCell => (cell instanceof Date ? cell.toISOString() : cell);

async function write(stream: WriteStream, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}

async function writeCsvFile(path: string, sheets: Sheet[], onPage: OnPage): Promise<number> {
  const stream = createWriteStream(path);
  let total = 0;
  try {
    // writeCsv answers a byte-order mark and a closing line break per call: one mark at the file's start only.
    const piece = (rows: CsvCell[][]) => writeCsv(rows).replace(/^\uFEFF/, '');
    await write(stream, '\uFEFF');
    for (const [index, sheet] of sheets.entries()) {
      if (sheets.length > 1) await write(stream, `${index ? '\r\n' : ''}${piece([[sheet.name]])}`);
      await write(stream, piece([sheet.columns.map((column) => column.header)]));
      for await (const page of sheet.rows) {
        await write(stream, piece(page.map((row) => row.map(csvCell))));
        total += page.length;
        await onPage(index, total);
      }
    }
  } finally {
    stream.end();
    await once(stream, 'close');
  }
  return total;
}
