/** Spreadsheet uploads read on the documents thread: sizes checked before unpacking, rows capped while streaming. */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheetRecords, SHEET_LIMITS } from './documents-pool';
import { numberSheet, xlsx, zip } from './zip.test-kit';

const columns = ['intent', 'utterance', 'reply'] as const;
const read = (bytes: Buffer, maxRows = 5000) => readSheetRecords(bytes, { columns, headerNeeds: ['intent', 'utterance'], maxRows });

describe('reading a spreadsheet on the documents thread', () => {
  it('reads the first sheet of a real workbook: header recognised, rows numbered, empty rows skipped', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Intents');
    sheet.addRow(['Reply', 'Intent', 'Utterance']);
    sheet.addRow(['Hello!', 'greeting', 'hi there']);
    sheet.addRow([]);
    sheet.addRow([{ richText: [{ text: 'Bye' }, { text: ' now' }] }, 'goodbye', 42]);
    book.addWorksheet('Other').addRow(['not read']);
    const answer = await read(Buffer.from(await book.xlsx.writeBuffer()));
    expect(answer).toMatchObject({ ok: true, records: [
      { row: 2, intent: 'greeting', utterance: 'hi there', reply: 'Hello!' },
      { row: 4, intent: 'goodbye', utterance: '42', reply: 'Bye now' },
    ] });
  });

  it('answers the first row holding anything as written, whether or not it names the columns', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Recipients');
    sheet.addRow([]);
    sheet.addRow(['Mobile', null, ' Customer Name ', 'Order']);
    sheet.addRow(['98123 45678', 'x', 'Priya', 'A-1']);
    const answer = await read(Buffer.from(await book.xlsx.writeBuffer()));
    expect(answer).toMatchObject({ ok: true, header: ['Mobile', '', 'Customer Name', 'Order'] });
    const empty = new ExcelJS.Workbook();
    empty.addWorksheet('Nothing');
    expect(await read(Buffer.from(await empty.xlsx.writeBuffer()))).toMatchObject({ ok: true, header: null, records: [] });
  });

  it('refuses a zip bomb from its central directory, before inflating it', async () => {
    // 60 MB of zeros packs into ~60 KB: both the declared size and the ratio are over the limits.
    const bomb = xlsx(Buffer.alloc(60 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(100_000);
    expect(await read(bomb)).toMatchObject({ ok: false, reason: 'tooLarge', rowsRead: 0, sheetBytes: 0 });
    // Under the size cap but packed 1000:1.
    expect(await read(xlsx(Buffer.alloc(2 * 1024 * 1024)))).toMatchObject({ ok: false, reason: 'tooLarge', sheetBytes: 0 });
  });

  it('refuses a zip bomb whose headers lie about its size while inflating it', async () => {
    // Well-formed XML (a sheet padded with 51 MB of spaces) whose headers claim 50 KB.
    const padded = Buffer.concat([Buffer.from('<worksheet><sheetData>'), Buffer.alloc(SHEET_LIMITS.maxTotalBytes + 1024 * 1024, ' '), Buffer.from('</sheetData></worksheet>')]);
    const lying = xlsx(padded, 50_000);
    const answer = await read(lying);
    expect(answer).toMatchObject({ ok: false, reason: 'tooLarge' });
    expect(answer.sheetBytes).toBeLessThan(1024 * 1024);
  });

  it('stops a 400,000-row sheet one row past the cap, without reading the rest', async () => {
    const sheetXml = numberSheet(400_000);
    const answer = await read(xlsx(sheetXml));
    expect(answer).toMatchObject({ ok: false, reason: 'tooManyRows', rowsRead: 5001 });
    expect(answer.sheetBytes).toBeLessThan(sheetXml.length / 10);
  });

  it('refuses a zip that is not a workbook and bytes that are not a zip', async () => {
    expect(await read(zip([{ name: 'notes.txt', data: Buffer.from('hello') }]))).toMatchObject({ ok: false, reason: 'notWorkbook' });
    expect(await read(Buffer.from('PK\u0003\u0004 but nothing after'))).toMatchObject({ ok: false, reason: 'unreadable' });
  });
});
