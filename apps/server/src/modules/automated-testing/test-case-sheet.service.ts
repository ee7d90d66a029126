/**
 * Test cases as an xlsx workbook (exportTestCases, importTestCases). An import reads the whole sheet first, then
 * checks each case as create/update would (shape, names in the bot) and stores the good ones in one transaction: a
 * row with the id of one of the brand's cases updates it, any other is created (a workbook from another environment
 * makes new cases). Tags are named; a new name becomes a tag. Each case is reported: created, updated, or the row and
 * column at fault.
 */
import ExcelJS from 'exceljs';
import { TEST_CASE_SHEET_COLUMNS, TEST_CASE_SHEET_HEADER_NEEDS, TEST_CASE_SHEET_NAME, TEST_CASE_SHEET_TEXTS as T, type TestCaseImportReport } from '@switchboard/contracts/automated-testing/test-case-sheet.schemas';
import { testCaseInputSchema, testCaseTagInputSchema, type TestCaseListQuery } from '@switchboard/contracts/automated-testing/test-case.schemas';
import type { Database, Executor } from '@/db/client';
import { readSheet } from '@/modules/bot-builder/spreadsheet';
import { badRequest, HttpError } from '@/plugins/http-errors';
import { checkReferences } from './test-case-references';
import { loadReferences } from './test-case-references.service';
import { problemAt, readCases, writeRows, type SheetCase } from './test-case-sheet';
import type { TestCasesService } from './test-cases.service';
import * as repo from './test-cases.repository';

/** The most cases one export holds (a workbook of a few MB). */
export const MAX_EXPORT_CASES = 5000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Outcome = { status: 'created' | 'updated' } | { status: 'error'; message: string };

export class TestCaseSheetService {
  constructor(private readonly db: Database, private readonly cases: TestCasesService) {}

  async export(brandId: string, query: Pick<TestCaseListQuery, 'search' | 'tag'>): Promise<Buffer> {
    const [{ items }, refs] = await Promise.all([
      this.cases.list(brandId, { ...query, page: 1, pageSize: MAX_EXPORT_CASES }), loadReferences(this.db, brandId),
    ]);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(TEST_CASE_SHEET_NAME);
    sheet.addRows(writeRows(items, refs));
    sheet.getRow(1).font = { bold: true };
    sheet.columns.forEach((column) => { column.width = 18; });
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  async import(brandId: string, filename: string, buffer: Buffer): Promise<TestCaseImportReport> {
    const records = await readSheet(filename, buffer, TEST_CASE_SHEET_COLUMNS, TEST_CASE_SHEET_HEADER_NEEDS);
    const refs = await loadReferences(this.db, brandId);
    const read = readCases(records, refs);
    if (!read.length) throw badRequest(T.noCases, 'file');
    return this.db.transaction(async (tx) => {
      const tags = new Map((await repo.listTags(tx, brandId)).map((tag) => [tag.name.toLowerCase(), tag]));
      const report: TestCaseImportReport = { created: 0, updated: 0, failed: 0, cases: [] };
      for (const item of read) {
        const outcome = 'turns' in item ? await this.store(tx, brandId, item, tags) : { status: 'error' as const, message: item.message };
        report[outcome.status === 'error' ? 'failed' : outcome.status]++;
        report.cases.push({ row: item.row, name: item.name, ...outcome });
      }
      return report;
    });
  }

  private async store(tx: Executor, brandId: string, item: SheetCase, tags: Map<string, repo.TagRow>): Promise<Outcome> {
    const parsed = testCaseInputSchema.safeParse({ name: item.name, turns: item.turns });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return { status: 'error', message: problemAt(item, issue.path.join('.'), issue.message) };
    }
    const badTag = item.tags.map((name) => testCaseTagInputSchema.safeParse({ name })).find((tag) => !tag.success);
    if (badTag?.error) return { status: 'error', message: problemAt(item, 'tags', badTag.error.issues[0]!.message) };
    try {
      await checkReferences(tx, brandId, parsed.data.turns);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
      return { status: 'error', message: problemAt(item, error.extra.field, error.message) };
    }
    const tagIds: string[] = [];
    for (const name of new Set(item.tags.map((tag) => tag.toLowerCase()))) {
      const tag = tags.get(name) ?? await repo.insertTag(tx, brandId, item.tags.find((t) => t.toLowerCase() === name)!);
      tags.set(name, tag);
      tagIds.push(tag.id);
    }
    const values = { name: parsed.data.name, turns: parsed.data.turns };
    const existing = UUID.test(item.id) ? await repo.findTestCase(tx, brandId, item.id) : undefined;
    const row = existing ? await repo.updateTestCase(tx, brandId, existing.id, values) : await repo.insertTestCase(tx, brandId, values);
    await repo.setTags(tx, row!.id, tagIds);
    return { status: existing ? 'updated' : 'created' };
  }
}
