// Reads the first sheet of an .xlsx upload without unpacking it whole (run in the documents worker
// thread, see documents.mjs). The zip's central directory is checked before anything is inflated
// (declared sizes, compression ratio, entry count); only the parts needed are inflated, through yauzl,
// which fails an entry that inflates to more than it declared, and a running total caps the whole; the
// sheet is parsed as a stream (exceljs's streaming reader) and reading stops one row past the cap.
// Plain JavaScript: worker threads start without a TypeScript loader.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';

/** A refusal: `reason` is 'unreadable' | 'notWorkbook' | 'tooLarge' | 'tooManyRows'. */
export class SheetRefusal extends Error {
  constructor(reason, detail = reason) {
    super(detail);
    this.reason = reason;
  }
}

const openZip = (bytes) => new Promise((resolve, reject) => {
  yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false, decodeStrings: true }, (error, zip) => (error ? reject(error) : resolve(zip)));
});

/** Every entry of the central directory, refused as soon as the declared sizes pass the limits. */
async function listEntries(zip, limits) {
  const entries = new Map();
  let declared = 0;
  await new Promise((resolve, reject) => {
    zip.on('entry', (entry) => {
      declared += entry.uncompressedSize;
      // Apache POI's zip-bomb rule: past a grace size, an entry may not inflate more than maxRatio times.
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (entries.size >= limits.maxEntries) return reject(new SheetRefusal('tooLarge', `more than ${limits.maxEntries} parts`));
      if (entry.uncompressedSize > limits.maxEntryBytes || declared > limits.maxTotalBytes) return reject(new SheetRefusal('tooLarge', `declares ${declared} bytes unpacked`));
      if (entry.uncompressedSize > limits.ratioGraceBytes && ratio > limits.maxRatio) return reject(new SheetRefusal('tooLarge', `compression ratio ${Math.round(ratio)}`));
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

/** The inflated bytes of one part as a stream, counted against the total (a declared size can lie). */
async function partStream(zip, entry, budget) {
  const raw = await new Promise((resolve, reject) => zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))));
  async function* counted() {
    try {
      for await (const chunk of raw) {
        budget.inflated += chunk.length;
        budget.current += chunk.length;
        if (budget.inflated > budget.max) throw new SheetRefusal('tooLarge', `unpacks to more than ${budget.max} bytes`);
        yield chunk;
      }
    } catch (error) {
      // yauzl (validateEntrySizes) fails a part that inflates to more than its header declared: a lie.
      if (/too many bytes/.test(error?.message ?? '')) throw new SheetRefusal('tooLarge', error.message);
      throw error;
    } finally {
      raw.destroy();
    }
  }
  return Readable.from(counted(), { objectMode: false });
}

const cellText = (value) => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString();
    if (Array.isArray(value.richText)) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return value.result === undefined ? '' : String(value.result);
    return '';
  }
  return String(value);
};

/** The first sheet's path in the zip, from the workbook's sheet order (else the lowest sheetN.xml). */
function firstSheetPath(reader, entries) {
  const first = reader.model?.sheets?.[0];
  const rel = first && (reader.workbookRels ?? []).find((candidate) => candidate.Id === first.rId);
  if (rel?.Target) {
    const path = rel.Target.startsWith('/') ? rel.Target.slice(1) : `xl/${rel.Target}`;
    if (entries.has(path)) return path;
  }
  const sheets = [...entries.keys()].filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
  return sheets.sort((a, b) => Number(a.match(/\d+/)[0]) - Number(b.match(/\d+/)[0]))[0] ?? null;
}

/**
 * `{ records, rowsRead, sheetBytes, header }`: the sheet's rows as records of `columns` (a first row naming every
 * `headerNeeds` column is a header and sets the positions), at most `maxRows` of them; more is a
 * SheetRefusal('tooManyRows') thrown after reading one row past the cap. `header` is the first row holding
 * anything, as written (null for an empty sheet).
 */
export async function readSheet(bytes, { columns, headerNeeds, maxRows, limits }) {
  let zip;
  try {
    zip = await openZip(bytes);
  } catch {
    throw new SheetRefusal('unreadable');
  }
  const progress = { rowsRead: 0, sheetBytes: 0, header: null };
  try {
    const entries = await listEntries(zip, limits).catch((error) => {
      throw error instanceof SheetRefusal ? error : new SheetRefusal('unreadable', error.message);
    });
    if (!entries.has('[Content_Types].xml') || !entries.has('xl/workbook.xml')) throw new SheetRefusal('notWorkbook');
    const budget = { inflated: 0, current: 0, max: limits.maxTotalBytes };
    const part = (name) => partStream(zip, entries.get(name), budget);
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(undefined, { sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore', worksheets: 'emit' });
    if (entries.has('xl/_rels/workbook.xml.rels')) await reader._parseRels(await part('xl/_rels/workbook.xml.rels'));
    await reader._parseWorkbook(await part('xl/workbook.xml'));
    if (entries.has('xl/sharedStrings.xml')) {
      for await (const _ of reader._parseSharedStrings(await part('xl/sharedStrings.xml'))) { /* cached on the reader */ }
    }
    const path = firstSheetPath(reader, entries);
    if (!path) return { records: [], ...progress };
    budget.current = 0;
    const sheet = reader._parseWorksheet(await part(path), path.match(/(\d+)\.xml$/)?.[1] ?? '1').next().value.value;
    const records = [];
    let positions = columns.map((_, index) => index + 1);
    let headerFound = false;
    for await (const row of sheet) {
      progress.rowsRead++;
      progress.sheetBytes = budget.current;
      const texts = (row.values ?? []).map((value) => cellText(value).trim());
      const lower = texts.map((text) => text.toLowerCase());
      if (texts.every((text) => !text)) continue;
      // The first row holding anything, as written (its cells from the first column on).
      progress.header ??= Array.from({ length: Math.max(0, texts.length - 1) }, (_, index) => texts[index + 1] ?? '');
      // One header row at most: the first row holding anything, when it names every needed column.
      if (records.length === 0 && !headerFound && headerNeeds.every((column) => lower.includes(column))) {
        headerFound = true;
        positions = columns.map((column) => lower.indexOf(column));
        continue;
      }
      const record = { row: row.number };
      columns.forEach((column, index) => {
        const at = positions[index];
        record[column] = at > 0 ? texts[at] ?? '' : '';
      });
      records.push(record);
      // Breaking out ends the sheet's stream: nothing past this row is inflated or parsed.
      if (records.length > maxRows) throw Object.assign(new SheetRefusal('tooManyRows'), progress);
    }
    return { records, ...progress };
  } catch (error) {
    if (error instanceof SheetRefusal) throw Object.assign(error, progress);
    throw Object.assign(new SheetRefusal('unreadable', error?.message ?? String(error)), progress);
  } finally {
    zip.close();
  }
}
