/**
 * Reads the first sheet of an uploaded workbook as rows of named columns. A header row naming the
 * columns is recognised (in any order); without one the columns are taken in the given order. Only
 * .xlsx can be read; an old binary .xls is refused with a message saying what to do. The file is
 * recognised by its bytes (a zip; an OLE .xls), then read on the documents thread
 * (workers/sheet-reader.mjs): sizes checked before unpacking, streamed, stopped one row past the cap.
 */
import { BOT_BUILDER_TEXTS as T } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { WorkerJobError } from '@/lib/worker-pool';
import { ERROR_CODES } from '@switchboard/contracts/common/errors';
import { UPLOAD_RULES } from '@switchboard/contracts/common/rules';
import { badRequest, HttpError, tooManyRequests } from '@/plugins/http-errors';
import { readSheetRecords } from '@/workers/documents-pool';

export type SheetRecord<C extends string> = { row: number } & Record<C, string>;

export const MAX_UPLOAD_ROWS = 5000;
/** A zip's local file header; an OLE compound file (the old binary .xls). */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (buffer: Buffer, magic: number[]) => magic.every((byte, i) => buffer[i] === byte);

const tooLarge = () => new HttpError(413, T.uploadTooLarge, { errorCode: ERROR_CODES.validation, field: 'file' });

/**
 * `columns` in their default order; `headerNeeds` are the names whose presence in the first row makes
 * it a header row.
 */
export async function readSheet<C extends string>(
  filename: string, buffer: Buffer, columns: readonly C[], headerNeeds: readonly C[], maxRows = MAX_UPLOAD_ROWS,
): Promise<SheetRecord<C>[]> {
  return (await readSheetTable(filename, buffer, columns, headerNeeds, maxRows)).records;
}

/** readSheet's records with the first row holding anything, as written (null for an empty sheet). */
export async function readSheetTable<C extends string>(
  filename: string, buffer: Buffer, columns: readonly C[], headerNeeds: readonly C[], maxRows = MAX_UPLOAD_ROWS,
): Promise<{ records: SheetRecord<C>[]; header: string[] | null }> {
  const name = filename.toLowerCase();
  // An old .xls (by name or by its bytes) gets the message saying what to do (UPLOAD_RULES.nlpUploadExtensions).
  if (name.endsWith('.xls') || startsWith(buffer, OLE_MAGIC.slice(0, 4))) throw badRequest(T.uploadXls, 'file');
  if (!UPLOAD_RULES.nlpUploadExtensions.some((extension) => name.endsWith(`.${extension}`))) throw badRequest(T.uploadTypes, 'file');
  if (!startsWith(buffer, ZIP_MAGIC)) throw badRequest(T.uploadUnreadable, 'file');
  let answer;
  try {
    answer = await readSheetRecords(buffer, { columns, headerNeeds, maxRows });
  } catch (error) {
    if (!(error instanceof WorkerJobError)) throw error;
    if (error.reason === 'busy') throw tooManyRequests(error.message);
    // Out of time or memory on the documents thread: a hostile or pathological file.
    throw error.reason === 'failed' ? badRequest(T.uploadUnreadable, 'file') : tooLarge();
  }
  if (answer.ok) return { records: answer.records, header: answer.header };
  if (answer.reason === 'tooLarge') throw tooLarge();
  if (answer.reason === 'tooManyRows') throw badRequest(T.uploadTooManyRows(maxRows), 'file');
  throw badRequest(T.uploadUnreadable, 'file');
}
