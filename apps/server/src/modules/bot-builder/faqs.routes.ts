/**
 * FAQ builder (/botbuilder/faqbuilder), generative FAQ documents and their try box
 * (/botbuilder/generativefaq), and the FAQ model list (/modelmanagement/faq_model).
 */
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { BOT_BUILDER_PATHS as P, BOT_BUILDER_TEXTS as T } from '@switchboard/contracts/bot-builder/bot-builder.api';
import {
  FAQ_PATHS, FAQ_TEXTS as F, faqInputSchema, faqListQuerySchema, generativeFaqInputSchema, generativeFaqListQuerySchema, tryFaqBodySchema,
} from '@switchboard/contracts/bot-builder/faq.schemas';
import { THRESHOLDS } from '@switchboard/contracts/common/constants';
import { modelPageQuerySchema } from '@switchboard/contracts/models/models.schemas';
import { callerOf } from '@/plugins/auth';
import { badRequest } from '@/plugins/http-errors';
import type { App } from '@/plugins/type-provider';
import { botCaller } from './bot-builder.access';
import { filePart, uploadTooLarge, wholeUpload } from './media-files';
import type { FaqModelService } from './faq-model.service';
import type { FaqUploadService } from './faq-upload.service';
import type { FaqsService } from './faqs.service';
import type { GenerativeFaqsService } from './generative-faqs.service';

const faqGuard = { feature: '/botbuilder/faqbuilder' } as const;
const faqEdit = { ...faqGuard, action: ['bot', 'edit'] } as const;
const documentGuard = { feature: '/botbuilder/generativefaq' } as const;
const documentEdit = { ...documentGuard, action: ['bot', 'edit'] } as const;
const modelGuard = { feature: '/modelmanagement/faq_model' } as const;
const faqParams = z.object({ faqId: z.string() });
const documentParams = z.object({ generativeFaqId: z.string() });

export interface FaqServices { faqs: FaqsService; faqUpload: FaqUploadService; generativeFaqs: GenerativeFaqsService; faqModel: FaqModelService }

export function registerFaqRoutes(app: App, { faqs, faqUpload, generativeFaqs, faqModel }: FaqServices): void {
  const brandOf = (request: { auth: Parameters<typeof callerOf>[0]['auth'] }) => botCaller(callerOf(request)).brand;

  app.get(P.faqs, { schema: { querystring: faqListQuerySchema }, config: { guard: faqGuard } }, async (request) => ({
    data: await faqs.list(brandOf(request).id, request.query),
  }));
  app.post(P.faqs, { schema: { body: faqInputSchema }, config: { guard: faqEdit } }, async (request) => ({
    data: await faqs.create(brandOf(request).id, request.body), message: F.faqCreated,
  }));
  app.get(P.faq, { schema: { params: faqParams }, config: { guard: faqGuard } }, async (request) => ({
    data: await faqs.get(brandOf(request).id, request.params.faqId),
  }));
  app.put(P.faq, { schema: { params: faqParams, body: faqInputSchema }, config: { guard: faqEdit } }, async (request) => ({
    data: await faqs.update(brandOf(request).id, request.params.faqId, request.body), message: T.updated,
  }));
  app.delete(P.faq, { schema: { params: faqParams }, config: { guard: faqEdit } }, async (request) => {
    await faqs.remove(brandOf(request).id, request.params.faqId);
    return { data: { id: request.params.faqId } };
  });

  app.get(P.generativeFaqs, { schema: { querystring: generativeFaqListQuerySchema }, config: { guard: documentGuard } }, async (request) => ({
    data: await generativeFaqs.list(brandOf(request).id, request.query),
  }));
  app.post(P.generativeFaqs, { schema: { body: generativeFaqInputSchema }, config: { guard: documentEdit } }, async (request) => ({
    data: await generativeFaqs.create(brandOf(request).id, request.body), message: F.documentAdded,
  }));
  app.get(P.generativeFaq, { schema: { params: documentParams }, config: { guard: documentGuard } }, async (request) => ({
    data: await generativeFaqs.get(brandOf(request).id, request.params.generativeFaqId),
  }));
  app.delete(P.generativeFaq, { schema: { params: documentParams }, config: { guard: documentEdit } }, async (request) => {
    await generativeFaqs.remove(brandOf(request).id, request.params.generativeFaqId);
    return { data: { _id: request.params.generativeFaqId } };
  });
  app.post(FAQ_PATHS.tryFaq, { schema: { body: tryFaqBodySchema }, config: { guard: documentGuard } }, async (request) => ({
    data: await faqModel.tryDraft(brandOf(request), request.body.text),
  }));

  app.get(FAQ_PATHS.faqModels, { schema: { querystring: modelPageQuerySchema }, config: { guard: modelGuard } }, async (request) => ({
    data: await faqModel.models(brandOf(request).id, request.query.page),
  }));

  // Multipart only in this scope; files up to the §9 document limit.
  void app.register(async (scope: App) => {
    await scope.register(multipart, { limits: { fileSize: THRESHOLDS.uploadDocumentMaxBytes, files: 1 }, throwFileSizeLimit: true });
    scope.post(FAQ_PATHS.uploadFaqs, { config: { guard: faqEdit } }, async (request) => {
      const brandId = brandOf(request).id;
      if (!request.isMultipart()) throw badRequest(T.uploadTypes, 'file');
      const file = await filePart(request);
      if (!file) throw badRequest(T.uploadTypes, 'file');
      const bytes = await wholeUpload(file, THRESHOLDS.uploadDocumentMaxBytes);
      if (!bytes) throw uploadTooLarge();
      return { data: await faqUpload.upload(brandId, file.filename, bytes), message: T.fileUploaded };
    });
  });
}
