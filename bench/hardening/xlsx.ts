// The hostile spreadsheets: a zip bomb (a small .xlsx whose sheet inflates to hundreds of MB) and a sheet
// of 400,000 rows (far past the 5,000-row upload cap, yet a small file). Both are well-formed workbooks
// with the columns the FAQ and intent uploads read, so only their size makes them hostile.
import { zip, type ZipEntry } from './zip';

const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`, 'utf8');
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const skeleton: ZipEntry[] = [
  { name: '[Content_Types].xml', pieces: [xml('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    + '<Default Extension="xml" ContentType="application/xml"/>'
    + '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
    + '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
    + '</Types>')] },
  { name: '_rels/.rels', pieces: [xml('<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    + `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`)] },
  { name: 'xl/workbook.xml', pieces: [xml(`<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`)] },
  { name: 'xl/_rels/workbook.xml.rels', pieces: [xml('<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    + `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`)] },
];

const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const row = (n: number, a: string, b: string) => `<row r="${n}">${cell(`A${n}`, a)}${cell(`B${n}`, b)}</row>`;
const sheetStart = Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}"><sheetData>`);
const sheetEnd = Buffer.from('</sheetData></worksheet>');

function* repeated(piece: Buffer, times: number): Generator<Buffer> {
  for (let i = 0; i < times; i++) yield piece;
}

/**
 * A header row, one FAQ row, then `inflatedMb` MB of whitespace between the rows: legal XML that costs
 * nothing to write and compresses about 1,000 to 1, so the file stays well under the upload limit.
 */
export async function zipBomb(inflatedMb: number) {
  const padding = Buffer.alloc(1 << 20, ' ');
  const sheet: ZipEntry = {
    name: 'xl/worksheets/sheet1.xml',
    pieces: [sheetStart, Buffer.from(row(1, 'question', 'answer') + row(2, 'Where is my order?', 'In your account.')), ...repeated(padding, inflatedMb), sheetEnd],
  };
  return zip([...skeleton, sheet]);
}

/** A header row (intent, utterance) and `rows` rows, the n-th (from 1) given by `rowAt`. */
export async function intentRows(rows: number, rowAt: (n: number) => [intent: string, utterance: string]) {
  function* sheetRows(): Generator<Buffer> {
    yield sheetStart;
    yield Buffer.from(row(1, 'intent', 'utterance'));
    for (let first = 1; first <= rows; first += 1000) {
      const last = Math.min(rows, first + 999);
      yield Buffer.from(Array.from({ length: last - first + 1 }, (_, i) => row(first + i + 1, ...rowAt(first + i))).join(''));
    }
    yield sheetEnd;
  }
  return zip([...skeleton, { name: 'xl/worksheets/sheet1.xml', pieces: sheetRows() }]);
}

/** `rows` rows of a few intents' phrasings. Short texts: the row and cell numbers are most of each row, and the file must stay under the 5 MB upload limit. */
export const manyRows = (rows: number) => intentRows(rows, (n) => [`i${(n + 1) % 7}`, 'hi']);
