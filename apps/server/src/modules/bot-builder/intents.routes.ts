/** Intents, utterances / blocked sentences and the bulk upload (pages /botbuilder/intents…). */
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { BOT_BUILDER_PATHS as P, BOT_BUILDER_TEXTS as T } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { intentInputSchema, intentListQuerySchema, utteranceInputSchema, utteranceListQuerySchema } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { THRESHOLDS } from '@switchboard/contracts/common/constants';
import { callerOf } from '@/plugins/auth';
import { badRequest } from '@/plugins/http-errors';
import type { App } from '@/plugins/type-provider';
import { botCaller } from './bot-builder.access';
import { filePart, uploadTooLarge, wholeUpload } from './media-files';
import type { IntentUploadService } from './intent-upload.service';
import type { IntentsService } from './intents.service';

const guard = { feature: '/botbuilder/intents' } as const;
const edit = { ...guard, action: ['bot', 'edit'] } as const;
const intentParams = z.object({ intentId: z.string() });
const utteranceParams = z.object({ utteranceId: z.string() });

export function registerIntentRoutes(app: App, { intents, upload }: { intents: IntentsService; upload: IntentUploadService }): void {
  const brandOf = (request: { auth: Parameters<typeof callerOf>[0]['auth'] }) => botCaller(callerOf(request)).brand.id;

  app.get(P.intents, { schema: { querystring: intentListQuerySchema }, config: { guard } }, async (request) => ({
    data: await intents.list(brandOf(request), request.query),
  }));
  app.post(P.intents, { schema: { body: intentInputSchema }, config: { guard: edit } }, async (request) => ({
    data: await intents.create(brandOf(request), request.body),
  }));
  app.get(P.intent, { schema: { params: intentParams }, config: { guard } }, async (request) => ({
    data: await intents.get(brandOf(request), request.params.intentId),
  }));
  app.put(P.intent, { schema: { params: intentParams, body: intentInputSchema }, config: { guard: edit } }, async (request) => ({
    data: await intents.update(brandOf(request), request.params.intentId, request.body), message: T.updated,
  }));
  app.delete(P.intent, { schema: { params: intentParams }, config: { guard: edit } }, async (request) => {
    await intents.remove(brandOf(request), request.params.intentId);
    return { data: { id: request.params.intentId } };
  });

  app.get(P.utterances, { schema: { params: intentParams, querystring: utteranceListQuerySchema }, config: { guard } }, async (request) => ({
    data: await intents.utterances(brandOf(request), request.params.intentId, request.query),
  }));
  app.post(P.utterances, { schema: { params: intentParams, body: utteranceInputSchema }, config: { guard: edit } }, async (request) => ({
    data: await intents.addUtterance(brandOf(request), request.params.intentId, request.body),
  }));
  app.put(P.utterance, { schema: { params: utteranceParams, body: utteranceInputSchema }, config: { guard: edit } }, async (request) => ({
    data: await intents.updateUtterance(brandOf(request), request.params.utteranceId, request.body),
  }));
  app.delete(P.utterance, { schema: { params: utteranceParams }, config: { guard: edit } }, async (request) => {
    await intents.removeUtterance(brandOf(request), request.params.utteranceId);
    return { data: { id: request.params.utteranceId } };
  });

  // Multipart only in this scope; files up to the §9 document limit.
  void app.register(async (scope: App) => {
    await scope.register(multipart, { limits: { fileSize: THRESHOLDS.uploadDocumentMaxBytes, files: 1 }, throwFileSizeLimit: true });
    scope.post(P.uploadIntents, { config: { guard: edit } }, async (request) => {
      const brandId = brandOf(request);
      if (!request.isMultipart()) throw badRequest(T.uploadTypes, 'file');
      const file = await filePart(request);
      if (!file) throw badRequest(T.uploadTypes, 'file');
      const buffer = await wholeUpload(file, THRESHOLDS.uploadDocumentMaxBytes);
      if (!buffer) throw uploadTooLarge();
      return { data: await upload.upload(brandId, file.filename, buffer), message: T.fileUploaded };
    });
  });
}
