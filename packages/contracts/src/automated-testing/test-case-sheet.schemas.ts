/**
 * Test cases as a workbook (exportTestCases / importTestCases): one row a customer turn, a case's rows one after the
 * other. The first row of a case carries its id (empty: a new case), name and tags; the turn's rows only what it
 * checks. Things in the bot are named as a trainer reads them (workflow, bot message, group and FAQ by name), so a
 * workbook made in one environment imports into another. docs/api.md has the cell formats.
 */
import { z } from 'zod';

export const TEST_CASE_SHEET_COLUMNS = [
  'id', 'case', 'tags', 'turn', 'customer', 'payload', 'intent', 'min confidence', 'entities', 'workflow', 'node',
  'bot messages', 'variables', 'handover', 'ticket offered', 'faq',
] as const;
export type TestCaseSheetColumn = (typeof TEST_CASE_SHEET_COLUMNS)[number];
/** A first row naming these is the header (columns in any order). */
export const TEST_CASE_SHEET_HEADER_NEEDS = ['case', 'customer'] as const;
export const TEST_CASE_SHEET_NAME = 'Test cases';
export const TEST_CASE_EXPORT_FILE = 'test-cases.xlsx';

export const TEST_CASE_SHEET_TEXTS = {
  imported: 'Test cases imported',
  noCases: 'The workbook has no test case: fill at least the columns case and customer',
  /** A case refused, with where: 'Row 5, intent: No intent with this name in the brand'. */
  rowError: (row: number, column: string, message: string) => `Row ${row}, ${column}: ${message}`,
  needsCase: 'A case starts with its name in the column case',
  badTurn: "Write text, or button for a button or quick-reply press",
  badBoolean: 'Write yes or no (or leave it empty: not checked)',
  badConfidence: 'Write a number from 0 to 1 (or a percentage)',
  badPair: 'Write one name = value a line',
  nodeWithoutWorkflow: 'Name the workflow of the node',
  unknownWorkflow: (name: string) => `No workflow named "${name}"`,
  unknownMessage: (name: string) => `No bot message named "${name}"`,
  unknownVariation: (vid: string) => `The bot message has no variation "${vid}"`,
  unknownGroup: (name: string) => `No group named "${name}"`,
  unknownFaq: (question: string) => `No FAQ asks "${question}"`,
} as const;

export const IMPORT_STATUSES = ['created', 'updated', 'error'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const testCaseImportReportSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  /** One line a case: its first row, its name and what happened (an error names the row and column at fault). */
  cases: z.array(z.object({
    row: z.number().int(),
    name: z.string(),
    status: z.enum(IMPORT_STATUSES),
    message: z.string().optional(),
  })),
});
export type TestCaseImportReport = z.infer<typeof testCaseImportReportSchema>;
