/**
 * Reads an intents-and-utterances workbook (first sheet): columns intent, utterance, reply (a header
 * row with these names is recognised; without one the columns are taken in this order). Only .xlsx
 * can be read (exceljs); an old binary .xls is refused with a message saying what to do.
 */
import ExcelJS from 'exceljs';
import { BOT_BUILDER_TEXTS as T, INTENT_UPLOAD_COLUMNS } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { badRequest } from '@/plugins/http-errors';

export interface SheetRow { row: number; intent: string; utterance: string; reply: string }

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

export async function readIntentSheet(filename: string, buffer: Buffer): Promise<SheetRow[]> {
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
  const rows: SheetRow[] = [];
  let columns: number[] = [1, 2, 3];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const texts = (row.values as ExcelJS.CellValue[]).map((value) => cellText(value).trim());
    const lower = texts.map((text) => text.toLowerCase());
    if (rows.length === 0 && lower.includes('intent') && lower.includes('utterance')) {
      columns = INTENT_UPLOAD_COLUMNS.map((column) => lower.indexOf(column));
      return;
    }
    const at = (index: number | undefined) => (index !== undefined && index > 0 ? texts[index] ?? '' : '');
    rows.push({ row: number, intent: at(columns[0]), utterance: at(columns[1]), reply: at(columns[2]) });
  });
  if (rows.length > MAX_UPLOAD_ROWS) throw badRequest(`At most ${MAX_UPLOAD_ROWS} rows can be uploaded at once`, 'file');
  return rows;
}
