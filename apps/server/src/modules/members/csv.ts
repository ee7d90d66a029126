/**
 * A small RFC 4180 reader for the bulk-invite file (quoted fields, doubled quotes, CRLF or LF).
 * Throws CsvError with a human reason when the file is not CSV (unclosed quote, text after a
 * closing quote), so the whole file is refused rather than half-read.
 */
export class CsvError extends Error {}

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let afterQuote = false;
  let line = 1;
  const input = text.replace(/^\uFEFF/, '');
  const endField = () => {
    row.push(field);
    field = '';
    afterQuote = false;
  };
  for (let i = 0; i < input.length; i += 1) {
    const c = input[i];
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') {
        quoted = false;
        afterQuote = true;
      } else {
        if (c === '\n') line += 1;
        field += c;
      }
      continue;
    }
    if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i += 1;
      endField();
      rows.push(row);
      row = [];
      line += 1;
    } else if (afterQuote) throw new CsvError(`unexpected text after a closing quote on line ${line}`);
    else if (c === '"') {
      if (field.trim() !== '') throw new CsvError(`a quote inside an unquoted field on line ${line}`);
      field = '';
      quoted = true;
    } else field += c;
  }
  if (quoted) throw new CsvError(`a quoted field is not closed (line ${line})`);
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  // Blank lines carry nothing.
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}
