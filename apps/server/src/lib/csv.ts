/**
 * Every CSV the product reads or writes goes through here, on papaparse (ARCHITECTURE.md).
 *
 * Writing escapes formulae per OWASP's CSV-injection guidance: a text cell starting with =, +, -, @,
 * tab or carriage return is prefixed with a single quote (and quoted), so a spreadsheet shows it as
 * text instead of running it. papaparse's own `escapeFormulae: true` pattern (/^[=+\-@\t\r].*$/) has
 * no `s` flag, so a multi-line cell such as "=HYPERLINK(…)\nhi" slipped through; ours tests the
 * first character only. Numbers stay numbers (a negative confidence is no formula).
 *
 * Reading detects the delimiter (comma, semicolon or tab: spreadsheets in many locales save `;`),
 * skips blank lines and reports each row with its true line in the file, also after blank lines
 * and quoted cells that span lines. A file that is not CSV (an unclosed quote, text after a closing
 * quote) throws CsvError naming the line, so it is refused whole rather than half-read.
 */
import Papa from 'papaparse';

export class CsvError extends Error {}

export interface CsvRow {
  /** 1-based line of the file where the row starts. */
  line: number;
  cells: string[];
}

export type CsvCell = string | number | boolean | null | undefined;

/** OWASP: =, +, -, @, tab, carriage return at the start of a cell make it a formula in some spreadsheet. */
export const FORMULA_START = /^[=+\-@\t\r]/;

const DELIMITERS = [',', ';', '\t'];

/** The file's text: UTF-8 with a byte-order mark (Excel reads non-ASCII names right only with it), CRLF rows. */
export function writeCsv(rows: readonly (readonly CsvCell[])[]): string {
  const body = Papa.unparse(rows.map((row) => row.map((cell) => cell ?? '')), { escapeFormulae: FORMULA_START, newline: '\r\n' });
  return `\uFEFF${body}\r\n`;
}

const lineStarts = (text: string): number[] => {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
};

/** The 1-based line holding `offset` (binary search over where each line starts). */
function lineOf(starts: number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}

/**
 * papaparse's guess over the first rows, blank ones left out (they would count as one-column rows
 * and make every candidate look inconsistent); a one-column file has none and reads as comma-separated.
 */
function delimiterOf(text: string): string {
  const guess = Papa.parse<string[]>(text, { delimiter: '', delimitersToGuess: DELIMITERS, newline: '\n', skipEmptyLines: 'greedy', preview: 10 });
  return guess.meta.delimiter || ',';
}

export function readCsv(input: string): CsvRow[] {
  // One line break kind, so papaparse's guess of it cannot miss rows in a file that mixes them.
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const starts = lineStarts(text);
  const rows: CsvRow[] = [];
  let problem: string | undefined;
  let rowStart = 0;
  Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text), newline: '\n', skipEmptyLines: false,
    step: (result, parser) => {
      const line = lineOf(starts, rowStart);
      rowStart = result.meta.cursor;
      const quotes = result.errors.find((error) => error.type === 'Quotes');
      if (quotes) {
        problem = quotes.code === 'MissingQuotes' ? `a quoted field is not closed (line ${line})` : `unexpected text after a closing quote on line ${line}`;
        parser.abort();
        return;
      }
      // Blank lines (and lines of bare delimiters) carry nothing.
      if (result.data.some((cell) => cell.trim() !== '')) rows.push({ line, cells: result.data });
    },
  });
  if (problem) throw new CsvError(problem);
  return rows;
}
