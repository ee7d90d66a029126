/**
 * Reads the first sheet of an uploaded workbook as rows of named columns. A header row naming the
 * columns is recognised (in any order); without one the columns are taken in the given order. Only
 * .xlsx can be read (exceljs); an old binary .xls is refused with a message saying what to do.
 */
import ExcelJS from 'exceljs';
import { BOT_BUILDER_TEXTS as T } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { badRequest } from '@/plugins/http-errors';

export type SheetRecord<C extends string> = { row: number } & Record<C, string>;

export const MAX_UPLOAD_ROWS = 5000;
const ZIP_MAGIC = [0x50, 0x4b];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (buffer: Buffer, magic: number[]) => magic.every((byte, i) => buffer[i] === byte);

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return value.result === undefined ? '' : String(value.result);
    if (value instanceof Date) return value.toISOString();
    return '';
  }
  return String(value);
};

/**
 * `columns` in their default order; `headerNeeds` are the names whose presence in the first row makes
 * it a header row.
 */
export async function readSheet<C extends string>(filename: string, buffer: Buffer, columns: readonly C[], headerNeeds: readonly C[]): Promise<SheetRecord<C>[]> {
  const name = filename.toLowerCase();
  if (!name.endsWith('.xlsx') && !name.endsWith('.xls')) throw badRequest(T.uploadTypes, 'file');
  if (startsWith(buffer, OLE_MAGIC)) throw badRequest(T.uploadXls, 'file');
  if (!startsWith(buffer, ZIP_MAGIC)) throw badRequest(T.uploadUnreadable, 'file');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest(T.uploadUnreadable, 'file');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetRecord<C>[] = [];
  // Cell positions are 1-based; 0 or -1 means the column is absent.
  let positions = columns.map((_, index) => index + 1);
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const texts = (row.values as ExcelJS.CellValue[]).map((value) => cellText(value).trim());
    const lower = texts.map((text) => text.toLowerCase());
    if (rows.length === 0 && headerNeeds.every((column) => lower.includes(column))) {
      positions = columns.map((column) => lower.indexOf(column));
      return;
    }
    const record = { row: number } as SheetRecord<C>;
    columns.forEach((column, index) => {
      const at = positions[index]!;
      (record as Record<C, string>)[column] = at > 0 ? texts[at] ?? '' : '';
    });
    rows.push(record);
  });
  if (rows.length > MAX_UPLOAD_ROWS) throw badRequest(`At most ${MAX_UPLOAD_ROWS} rows can be uploaded at once`, 'file');
  return rows;
}
