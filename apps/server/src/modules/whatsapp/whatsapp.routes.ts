/**
 * /webhooks/whatsapp (public: Meta calls it). GET answers the subscription check with hub.challenge when the
 * verify token is one of a configured number's; POST is read as raw bytes, accepted only with a valid
 * X-Hub-Signature-256 over them by the app of the numbers it names (401 and nothing stored otherwise), then
 * validated (400) and handled before the 200 Meta waits for.
 */
import {
  verifyQuerySchema, WHATSAPP_SIGNATURE_HEADER, WHATSAPP_WEBHOOK_PATH,
} from '@switchboard/contracts/whatsapp/whatsapp.webhook';
import { ERROR_CODES } from '@switchboard/contracts/common/errors';
import { timingSafeEqual } from 'node:crypto';
import type { Database } from '@/db/client';
import type { App } from '@/plugins/type-provider';
import { badRequest, forbidden, HttpError } from '@/plugins/http-errors';
import type { WhatsAppTemplates } from './templates.service';
import {
  HEADER_EXAMPLE_MAX_BYTES, TEMPLATE_PATHS, TEMPLATE_TEXTS, templateInputSchema, templateListQuerySchema,
} from '@switchboard/contracts/whatsapp/whatsapp.templates';
import multipart from '@fastify/multipart';
import { filePart, wholeUpload } from '@/modules/bot-builder/media-files';
import { callerOf } from '@/plugins/auth';
import type { WhatsAppInbound } from './whatsapp-inbound.service';
import type { WhatsAppAccounts } from './settings/whatsapp-accounts';
import { changesOf, signedByItsApp } from './webhook-delivery';

/** Meta's deliveries are small; a generous cap still refuses a flood before it is hashed. */
const BODY_LIMIT = 1024 * 1024;

export const WEBHOOK_TEXTS = {
  badSignature: 'The webhook signature is missing or does not match.',
  badToken: 'The verify token does not match.',
  badPayload: 'Not a WhatsApp Business Account webhook payload.',
} as const;

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The template list serves Template Master and the sender page's choice of template. */
export const TEMPLATE_LIST_GUARD = { anyFeature: ['/whatsapp_template/template_master', '/whatsapp_template/sender'] } as const;

export interface WebhookDeps { db: Database; inbound: WhatsAppInbound; templates: WhatsAppTemplates; accounts: WhatsAppAccounts }

/** Template Master's calls (inside the scope that refuses a brand with no number). */
export function registerTemplateRoutes(app: App, templates: WhatsAppTemplates): void {
  app.get(TEMPLATE_PATHS.templates, { schema: { querystring: templateListQuerySchema }, config: { guard: TEMPLATE_LIST_GUARD } },
    async (request) => ({ data: await templates.list(callerOf(request).principal.brand.id, request.query) }));
  app.post(TEMPLATE_PATHS.templates, { schema: { body: templateInputSchema }, config: { guard: { feature: '/whatsapp_template/template_master/create' } } },
    async (request) => ({ data: await templates.create(callerOf(request).principal.brand.id, request.body), message: TEMPLATE_TEXTS.created }));
  void app.register(async (scope: App) => {
    await scope.register(multipart, { limits: { fileSize: HEADER_EXAMPLE_MAX_BYTES, files: 1, fields: 0 }, throwFileSizeLimit: true });
    scope.post(TEMPLATE_PATHS.headerExample, { config: { guard: { feature: '/whatsapp_template/template_master/create' } } }, async (request) => {
      const file = request.isMultipart() ? await filePart(request) : undefined;
      if (!file) throw badRequest(TEMPLATE_TEXTS.headerExampleType, 'file');
      const bytes = await wholeUpload(file, HEADER_EXAMPLE_MAX_BYTES);
      if (!bytes) throw new HttpError(413, TEMPLATE_TEXTS.headerExampleSize, { errorCode: ERROR_CODES.validation, field: 'file' });
      return { data: await templates.uploadExample(callerOf(request).principal.brand.id, { bytes, fileName: file.filename, mimeType: file.mimetype }) };
    });
  });
}

export function registerWebhookRoutes(app: App, deps: WebhookDeps): void {
  void app.register(async (scope) => {
    // The signature is over the bytes as sent: this scope keeps them instead of parsing JSON.
    scope.removeContentTypeParser(['application/json']);
    scope.addContentTypeParser(['application/json'], { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));

    scope.get(WHATSAPP_WEBHOOK_PATH, { config: { guard: 'public' } }, async (request, reply) => {
      const query = verifyQuerySchema.safeParse(request.query);
      const token = query.success ? query.data['hub.verify_token'] : undefined;
      const known = token ? await deps.accounts.verifyTokens() : [];
      // Every token compared (no early exit): the time taken does not tell which one came closest.
      const matches = known.map((candidate) => !!token && sameText(token, candidate));
      if (!query.success || query.data['hub.mode'] !== 'subscribe' || !matches.includes(true)) throw forbidden(WEBHOOK_TEXTS.badToken);
      return reply.type('text/plain; charset=utf-8').send(query.data['hub.challenge'] ?? '');
    });

    scope.post(WHATSAPP_WEBHOOK_PATH, { config: { guard: 'public' } }, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers[WHATSAPP_SIGNATURE_HEADER];
      const changes = changesOf(raw);
      if (!(await signedByItsApp(raw, typeof header === 'string' ? header : undefined, changes, deps.accounts, deps.db))) {
        throw new HttpError(401, WEBHOOK_TEXTS.badSignature, { errorCode: ERROR_CODES.unauthenticated });
      }
      if (!changes) throw badRequest(WEBHOOK_TEXTS.badPayload);
      for (const value of changes.messages) await deps.inbound.handle(value, await deps.accounts.forNumber(value.metadata.phone_number_id));
      for (const value of changes.statuses) await deps.templates.statusUpdate(value);
      for (const value of changes.qualities) await deps.templates.qualityUpdate(value);
      return reply.send({ data: { received: true } });
    });
  });
}
