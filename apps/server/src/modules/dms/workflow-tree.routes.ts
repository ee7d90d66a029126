/** The workflow tree upload (/dms/workflow_tree): an xlsx or csv → dialogues through bootstrapStory, with a row-level report. */
import multipart from '@fastify/multipart';
import { THRESHOLDS } from '@switchboard/contracts/common/constants';
import { DMS_PATHS as P, DMS_TEXTS as T } from '@switchboard/contracts/dms/dms.api';
import { domainQuerySchema } from '@switchboard/contracts/dms/dms.schemas';
import { filePart, uploadTooLarge, wholeUpload } from '@/modules/bot-builder/media-files';
import { badRequest } from '@/plugins/http-errors';
import type { App } from '@/plugins/type-provider';
import { DMS_GUARDS as G, dmsMember } from './dms-access';
import type { StoriesService } from './stories.service';
import { readTreeFile } from './workflow-tree-file';

export function registerWorkflowTreeRoutes(app: App, stories: StoriesService): void {
  // Multipart only in this scope; a file up to the §9 document limit.
  void app.register(async (scope: App) => {
    await scope.register(multipart, { limits: { fileSize: THRESHOLDS.uploadDocumentMaxBytes, files: 1 }, throwFileSizeLimit: true });
    // The domain in the query string: a multipart field would have to come before the file.
    scope.post(P.workflowTree, { schema: { querystring: domainQuerySchema }, config: { guard: G.workflowTree } }, async (request) => {
      if (!request.isMultipart()) throw badRequest(T.treeTypes, 'file');
      const file = await filePart(request);
      if (!file) throw badRequest(T.treeTypes, 'file');
      const { domainId } = request.query;
      const buffer = await wholeUpload(file, THRESHOLDS.uploadDocumentMaxBytes);
      if (!buffer) throw uploadTooLarge();
      const rows = await readTreeFile(file.filename, buffer);
      const member = dmsMember(request);
      return { data: await stories.bootstrap(member.brandId, member.name, undefined, { domainId, rows, days: 30, save: true }), message: T.treeImported };
    });
  });
}
