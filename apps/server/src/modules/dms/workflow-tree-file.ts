/**
 * An uploaded workflow tree (spec §5: xlsx and csv) as tree rows with their line in the file. A header row naming
 * the columns (node, parent, customer, bot; any order) is recognised; without one the columns are in that order.
 */
import { DMS_TEXTS as T, WORKFLOW_TREE_COLUMNS as COLUMNS } from '@switchboard/contracts/dms/dms.api';
import type { TreeRow } from '@switchboard/contracts/dms/dms.schemas';
import { CsvError, readCsv } from '@/lib/csv';
import { MAX_UPLOAD_ROWS, readSheet } from '@/modules/bot-builder/spreadsheet';
import { badRequest } from '@/plugins/http-errors';

type Column = (typeof COLUMNS)[number];
const cell = (value: string | undefined, max: number) => (value ?? '').trim().slice(0, max);
const rowOf = (row: number, values: Partial<Record<Column, string>>): Required<TreeRow> => ({
  row, node: cell(values.node, 100), parent: cell(values.parent, 100), customer: cell(values.customer, 1000), bot: cell(values.bot, 1000),
});

export async function readTreeFile(filename: string, buffer: Buffer): Promise<Required<TreeRow>[]> {
  const name = filename.toLowerCase();
  let rows: Required<TreeRow>[];
  if (name.endsWith('.csv')) rows = readCsvTree(buffer);
  else if (name.endsWith('.xlsx')) rows = (await readSheet(filename, buffer, COLUMNS, ['node', 'parent'])).map((record) => rowOf(record.row, record));
  else throw badRequest(T.treeTypes, 'file');
  if (rows.length === 0) throw badRequest('The file has no rows', 'file');
  return rows;
}

function readCsvTree(buffer: Buffer): Required<TreeRow>[] {
  let lines;
  try {
    lines = readCsv(buffer.toString('utf8'));
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(`The file is not a CSV: ${error.message}`, 'file');
    throw error;
  }
  if (lines.length > MAX_UPLOAD_ROWS + 1) throw badRequest(`At most ${MAX_UPLOAD_ROWS} rows`, 'file');
  const first = lines[0]?.cells.map((value) => value.trim().toLowerCase()) ?? [];
  const header = first.includes('node') && first.includes('parent');
  const order: Column[] = header ? first.map((value) => (COLUMNS as readonly string[]).includes(value) ? value as Column : ('' as Column)) : [...COLUMNS];
  return lines.slice(header ? 1 : 0).map(({ line, cells }) => {
    const values: Partial<Record<Column, string>> = {};
    order.forEach((column, i) => {
      if (column) values[column] = cells[i];
    });
    return rowOf(line, values);
  });
}
