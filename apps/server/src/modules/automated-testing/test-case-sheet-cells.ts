/**
 * The workbook's cells (test-case-sheet.schemas.ts): how one expectation is written in one cell and read back.
 * Things in the bot are written by name and read by name (any case) or id.
 */
import type { TestCaseReferences } from '@switchboard/contracts/automated-testing/test-case-references.schemas';
import type { BotMessageExpectation, TurnExpectations } from '@switchboard/contracts/automated-testing/test-case.schemas';
import { TEST_CASE_SHEET_TEXTS as T, type TestCaseSheetColumn } from '@switchboard/contracts/automated-testing/test-case-sheet.schemas';

/** A cell that cannot be read: the column and why (the reader adds the row). */
export class CellError extends Error {
  constructor(readonly column: TestCaseSheetColumn, message: string) {
    super(message);
  }
}

export const lines = (cell: string) => cell.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const YES = ['yes', 'y', 'true'];
const NO = ['no', 'n', 'false'];

/** '' → not checked; yes/no (true/false) → a boolean; else the column's error. */
export function readBoolean(column: TestCaseSheetColumn, cell: string): boolean | undefined {
  const word = cell.trim().toLowerCase();
  if (!word) return undefined;
  if (YES.includes(word)) return true;
  if (NO.includes(word)) return false;
  throw new CellError(column, T.badBoolean);
}
export const writeBoolean = (value: boolean | undefined) => (value === undefined ? '' : value ? 'yes' : 'no');

/** 'yes', 'no' or 'yes: <name>' (the name found by `find`), for the hand-over's group and the FAQ answered. */
export function readYesWith(column: TestCaseSheetColumn, cell: string, find: (name: string) => string): { yes: boolean; id?: string } | undefined {
  const match = /^\s*(yes|y|true)\s*:\s*(.+)$/i.exec(cell);
  if (match) return { yes: true, id: find(match[2]!.trim()) };
  const yes = readBoolean(column, cell);
  return yes === undefined ? undefined : { yes };
}

export function readConfidence(cell: string): number | undefined {
  const text = cell.trim();
  if (!text) return undefined;
  const percent = text.endsWith('%');
  const value = Number(percent ? text.slice(0, -1) : text);
  if (!Number.isFinite(value)) throw new CellError('min confidence', T.badConfidence);
  return percent ? value / 100 : value;
}

/** 'name = value' a line (or only 'name' where `valueOptional`). */
export function readPairs(column: TestCaseSheetColumn, cell: string, valueOptional: boolean): Array<{ name: string; value?: string }> {
  return lines(cell.replace(/;/g, '\n')).map((line) => {
    const at = line.indexOf('=');
    if (at < 0) {
      if (!valueOptional) throw new CellError(column, T.badPair);
      return { name: line };
    }
    return { name: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
  });
}

const MESSAGE_LINE = /^(exact|contains|message)\s*:\s*(.*)$/i;

/**
 * One bot message a line, 'exact: …', 'contains: …' or 'message: <name> #<variation id>'; a line without one of these
 * starts continues the message before it (a message of several lines), or is an exact text when it comes first.
 */
export function readBotMessages(cell: string, refs: TestCaseReferences): BotMessageExpectation[] {
  const out: Array<{ match: string; text: string }> = [];
  for (const line of cell.split(/\r?\n/)) {
    const start = MESSAGE_LINE.exec(line.trim());
    if (start) out.push({ match: start[1]!.toLowerCase(), text: start[2]!.trim() });
    else if (out.length && out.at(-1)!.match !== 'message') out.at(-1)!.text += `\n${line}`;
    else if (line.trim()) out.push({ match: 'exact', text: line.trim() });
  }
  return out.map(({ match, text }) => {
    if (match !== 'message') return { match: match as 'exact' | 'contains', text: text.trim() };
    const [, name = text, vid] = /^(.*?)\s*#(\S+)$/.exec(text) ?? [];
    const message = refs.botMessages.find((m) => m.id === name.trim() || same(m.name, name.trim()));
    if (!message) throw new CellError('bot messages', T.unknownMessage(name.trim()));
    if (vid !== undefined && !message.variations.some((v) => v.vid === vid)) throw new CellError('bot messages', T.unknownVariation(vid));
    return { match: 'message', messageId: message.id, ...(vid !== undefined ? { variationId: vid } : {}) };
  });
}

export function writeBotMessages(messages: TurnExpectations['botMessages'], refs: TestCaseReferences): string {
  return (messages ?? []).map((m) => {
    if (m.match !== 'message') return `${m.match}: ${m.text}`;
    const name = refs.botMessages.find((message) => message.id === m.messageId)?.name ?? m.messageId;
    return `message: ${name}${m.variationId ? ` #${m.variationId}` : ''}`;
  }).join('\n');
}

/** The id of the one named (any case) or the id itself; else the column's error. */
export function idByName<T>(column: TestCaseSheetColumn, list: T[], id: (item: T) => string, name: (item: T) => string, unknown: (text: string) => string) {
  return (text: string): string => {
    const found = list.find((item) => id(item) === text) ?? list.find((item) => same(name(item), text));
    if (!found) throw new CellError(column, unknown(text));
    return id(found);
  };
}
