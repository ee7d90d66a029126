/** The editor's references and the workbook calls (botTest/references, exportTestCases, importTestCases): the Test Cases page's permission. */
import multipart from '@fastify/multipart';
import { BOT_TEST_PATHS as P } from '@switchboard/contracts/automated-testing/test-case.api';
import { TEST_CASE_EXPORT_FILE, TEST_CASE_SHEET_TEXTS as T } from '@switchboard/contracts/automated-testing/test-case-sheet.schemas';
import { testCaseListQuerySchema } from '@switchboard/contracts/automated-testing/test-case.schemas';
import { BOT_BUILDER_TEXTS } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { THRESHOLDS } from '@switchboard/contracts/common/constants';
import type { Database } from '@/db/client';
import { filePart, uploadTooLarge, wholeUpload } from '@/modules/bot-builder/media-files';
import { callerOf } from '@/plugins/auth';
import { badRequest } from '@/plugins/http-errors';
import type { App } from '@/plugins/type-provider';
import { loadReferences } from './test-case-references.service';
import type { TestCaseSheetService } from './test-case-sheet.service';

const guard = { feature: '/automatedtesting/testcases' } as const;
const exportQuery = testCaseListQuerySchema.pick({ search: true, tag: true });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function registerTestCaseSheetRoutes(app: App, db: Database, sheets: TestCaseSheetService): void {
  const brandOf = (request: Parameters<typeof callerOf>[0]) => callerOf(request).principal.brand.id;

  app.get(P.references, { config: { guard } }, async (request) => ({ data: await loadReferences(db, brandOf(request)) }));

  app.get(P.exportTestCases, { schema: { querystring: exportQuery }, config: { guard } }, async (request, reply) => {
    const file = await sheets.export(brandOf(request), request.query);
    return reply.type(XLSX).header('content-disposition', `attachment; filename="${TEST_CASE_EXPORT_FILE}"`).send(file);
  });

  // Multipart only in this scope; a workbook up to the §9 document limit.
  void app.register(async (scope: App) => {
    await scope.register(multipart, { limits: { fileSize: THRESHOLDS.uploadDocumentMaxBytes, files: 1 }, throwFileSizeLimit: true });
    scope.post(P.importTestCases, { config: { guard } }, async (request) => {
      if (!request.isMultipart()) throw badRequest(BOT_BUILDER_TEXTS.uploadTypes, 'file');
      const file = await filePart(request);
      if (!file) throw badRequest(BOT_BUILDER_TEXTS.uploadTypes, 'file');
      const buffer = await wholeUpload(file, THRESHOLDS.uploadDocumentMaxBytes);
      if (!buffer) throw uploadTooLarge();
      return { data: await sheets.import(brandOf(request), file.filename, buffer), message: T.imported };
    });
  });
}
