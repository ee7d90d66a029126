/**
 * mediaUpload (multipart: field mediaType before the file, or ?mediaType=) and delete_media (§7),
 * and the public read-only folder the uploads are served from (/media/<brandId>/<file>).
 */
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { mkdirSync } from 'node:fs';
import { z } from 'zod';
import { BOT_BUILDER_PATHS as P, BOT_BUILDER_TEXTS as BT } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { BOT_MESSAGE_PATHS as M, BOT_MESSAGE_TEXTS as T, MEDIA_MAX_BYTES, MEDIA_TYPES, deleteMediaSchema } from '@switchboard/contracts/bot-builder/bot-message.api';
import { callerOf } from '@/plugins/auth';
import { badRequest, notFound } from '@/plugins/http-errors';
import type { App } from '@/plugins/type-provider';
import { botCaller } from './bot-builder.access';
import { filePart, SERVED_TYPES, wholeUpload, type MediaFiles } from './media-files';
import { tooLarge, type MediaService } from './media.service';

const edit = { feature: '/botbuilder/botmessages', action: ['bot', 'edit'] } as const;
const mediaTypeSchema = z.enum(MEDIA_TYPES, { error: `mediaType is one of ${MEDIA_TYPES.join(', ')}` });
const LARGEST = Math.max(...Object.values(MEDIA_MAX_BYTES));

export function registerMediaRoutes(app: App, { media, files }: { media: MediaService; files: MediaFiles }): void {
  const brandOf = (request: { auth: Parameters<typeof callerOf>[0]['auth'] }) => botCaller(callerOf(request)).brand.id;

  void app.register(async (scope: App) => {
    await scope.register(multipart, { limits: { fileSize: LARGEST, files: 1, fields: 5 }, throwFileSizeLimit: true });
    scope.post(P.mediaUpload, { config: { guard: edit } }, async (request) => {
      const brandId = brandOf(request);
      if (!request.isMultipart()) throw badRequest(T.mediaMissing, 'file');
      const file = await filePart(request);
      if (!file) throw badRequest(T.mediaMissing, 'file');
      const field = file.fields.mediaType;
      const declared = field && 'value' in field ? field.value : (request.query as { mediaType?: unknown }).mediaType;
      const mediaType = mediaTypeSchema.safeParse(declared);
      if (!mediaType.success) {
        file.file.resume();
        throw badRequest(mediaType.error.issues[0]?.message ?? 'mediaType is required', 'mediaType');
      }
      const bytes = await wholeUpload(file, LARGEST);
      if (!bytes) throw tooLarge(mediaType.data);
      const data = await media.upload(brandId, mediaType.data, { fileName: file.filename, mimetype: file.mimetype, bytes });
      return { data, message: BT.fileUploaded };
    });
  });

  app.delete(P.deleteMedia, { schema: { body: deleteMediaSchema }, config: { guard: edit } }, async (request) => {
    await media.remove(brandOf(request), request.body);
    return { data: { url: request.body.url }, message: T.mediaDeleted(request.body.mediaType) };
  });

  // Public and read-only: customers' widgets on other sites load these.
  const root = files.folder;
  mkdirSync(root, { recursive: true });
  void app.register(async (scope: App) => {
    await scope.register(fastifyStatic, { root, serve: false });
    scope.get<{ Params: { brandId: string; file: string } }>(`${M.publicMedia}/:brandId/:file`, { config: { guard: 'public' } }, async (request, reply) => {
      const { brandId, file } = request.params;
      if (!(await files.find(brandId, file))) throw notFound(T.mediaNotFound);
      const ext = file.split('.').pop() ?? '';
      const type = SERVED_TYPES[ext];
      reply.headers({ 'cross-origin-resource-policy': 'cross-origin', 'x-content-type-options': 'nosniff' });
      // Documents of any type are downloads, never pages of this origin.
      if (!type) reply.headers({ 'content-type': 'application/octet-stream', 'content-disposition': 'attachment' });
      return reply.sendFile(`${brandId}/${file}`, { maxAge: '365d', immutable: true, ...(type ? {} : { contentType: false }) });
    });
  });
}
