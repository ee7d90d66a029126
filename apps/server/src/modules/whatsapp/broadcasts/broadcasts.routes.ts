/**
 * Broadcast routes (/whatsapp_template/sender and /broadcast_history): the §7 recipients upload (multipart,
 * fields before the file, no timeout: a large sheet takes a while) and the controls of a broadcast. The upload with
 * the file alone stages the sheet for the sender page (broadcast-sender.service.ts); with the broadcast's fields it
 * makes the broadcast in one step.
 */
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { THRESHOLDS } from '@switchboard/contracts/common/constants';
import { BROADCAST_PATHS as P, broadcastUploadFieldsSchema } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import { BOT_BUILDER_TEXTS } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { callerOf } from '@/plugins/auth';
import { badRequest } from '@/plugins/http-errors';
import type { App } from '@/plugins/type-provider';
import { filePart, uploadTooLarge, wholeUpload } from '@/modules/bot-builder/media-files';
import type { BroadcastSender } from './broadcast-sender.service';
import type { BroadcastService } from './broadcasts.service';

const sender = { guard: { feature: '/whatsapp_template/sender' } } as const;
const history = { guard: { feature: '/whatsapp_template/broadcast_history' } } as const;
const params = z.object({ id: z.uuid() });

/** A multipart field's value (the plugin gives each as a part object). */
const fieldValue = (part: unknown): unknown => (part && typeof part === 'object' && 'value' in part ? part.value : undefined);

export function registerBroadcastRoutes(app: App, broadcasts: BroadcastService, sheets: BroadcastSender): void {
  const brandOf = (request: Parameters<typeof callerOf>[0]) => callerOf(request).principal.brand.id;

  app.get(P.broadcast, { schema: { params }, config: history }, async (request) => ({ data: await broadcasts.get(brandOf(request), request.params.id) }));
  app.post(P.pause, { schema: { params }, config: history }, async (request) => ({ data: await broadcasts.pause(brandOf(request), request.params.id) }));
  app.post(P.resume, { schema: { params }, config: history }, async (request) => ({ data: await broadcasts.resume(brandOf(request), request.params.id) }));
  app.post(P.cancel, { schema: { params }, config: history }, async (request) => ({ data: await broadcasts.cancel(brandOf(request), request.params.id) }));
  app.post(P.retryFailed, { schema: { params }, config: history }, async (request) => ({ data: await broadcasts.retryFailed(brandOf(request), request.params.id) }));

  void app.register(async (scope: App) => {
    await scope.register(multipart, { limits: { fileSize: THRESHOLDS.uploadDocumentMaxBytes, files: 1, fields: 20 }, throwFileSizeLimit: true });
    scope.post(P.upload, { config: sender }, async (request) => {
      if (!request.isMultipart()) throw badRequest(BOT_BUILDER_TEXTS.uploadTypes, 'file');
      const file = await filePart(request);
      if (!file) throw badRequest(BOT_BUILDER_TEXTS.uploadTypes, 'file');
      const raw = Object.fromEntries(Object.entries(file.fields).map(([name, part]) => [name, fieldValue(Array.isArray(part) ? part[0] : part)]));
      const caller = callerOf(request).principal;
      if (!('templateName' in raw)) {
        // The file alone: kept for the sender page's mapping, its columns answered.
        const buffer = await wholeUpload(file, THRESHOLDS.uploadDocumentMaxBytes);
        if (!buffer) throw uploadTooLarge();
        return { data: { sheet: await sheets.stage(caller.brand.id, caller.userId, file.filename, buffer) } };
      }
      const fields = broadcastUploadFieldsSchema.safeParse(raw);
      if (!fields.success) {
        const issue = fields.error.issues[0]!;
        throw badRequest(issue.message, String(issue.path[0] ?? 'file'));
      }
      const buffer = await wholeUpload(file, THRESHOLDS.uploadDocumentMaxBytes);
      if (!buffer) throw uploadTooLarge();
      return { data: await broadcasts.upload(caller.brand.id, caller.userId, fields.data, file.filename, buffer) };
    });
  });
}
