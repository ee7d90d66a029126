/**
 * /webhooks/whatsapp (public: Meta calls it). GET answers the subscription check with hub.challenge when the
 * verify token matches; POST is read as raw bytes, accepted only with a valid X-Hub-Signature-256 over them
 * (401 and nothing stored otherwise), then validated (400) and handled before the 200 Meta waits for.
 */
import {
  changeValueSchema, verifyQuerySchema, webhookPayloadSchema, WHATSAPP_SIGNATURE_HEADER, WHATSAPP_WEBHOOK_PATH, type ChangeValue,
} from '@switchboard/contracts/whatsapp/whatsapp.webhook';
import { ERROR_CODES } from '@switchboard/contracts/common/errors';
import { timingSafeEqual } from 'node:crypto';
import type { App } from '@/plugins/type-provider';
import { badRequest, forbidden, HttpError } from '@/plugins/http-errors';
import { validSignature } from './signature';
import type { WhatsAppTemplates } from './templates.service';
import type { z } from 'zod';
import {
  TEMPLATE_PATHS, TEMPLATE_TEXTS, templateInputSchema, templateListQuerySchema, templateQualityUpdateSchema, templateStatusUpdateSchema,
} from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { callerOf } from '@/plugins/auth';
import type { WhatsAppInbound } from './whatsapp-inbound.service';

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

type StatusUpdate = z.infer<typeof templateStatusUpdateSchema>;
type QualityUpdate = z.infer<typeof templateQualityUpdateSchema>;
interface Changes { messages: ChangeValue[]; statuses: StatusUpdate[]; qualities: QualityUpdate[] }

/** The changes of a verified delivery the channel handles, each validated; null when the payload is not one. */
function changesOf(raw: Buffer): Changes | null {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
  const payload = webhookPayloadSchema.safeParse(json);
  if (!payload.success) return null;
  const changes: Changes = { messages: [], statuses: [], qualities: [] };
  for (const change of payload.data.entry.flatMap((entry) => entry.changes)) {
    const schema = change.field === 'messages' ? changeValueSchema
      : change.field === TEMPLATE_STATUS_FIELD ? templateStatusUpdateSchema
        : change.field === TEMPLATE_QUALITY_FIELD ? templateQualityUpdateSchema : null;
    if (!schema) continue;
    const value = schema.safeParse(change.value);
    if (!value.success) return null;
    if (change.field === 'messages') changes.messages.push(value.data as ChangeValue);
    else if (change.field === TEMPLATE_STATUS_FIELD) changes.statuses.push(value.data as StatusUpdate);
    else changes.qualities.push(value.data as QualityUpdate);
  }
  return changes;
}

const TEMPLATE_STATUS_FIELD = 'message_template_status_update';
const TEMPLATE_QUALITY_FIELD = 'message_template_quality_update';

/** The template list serves Template Master and the sender page's choice of template. */
export const TEMPLATE_LIST_GUARD = { anyFeature: ['/whatsapp_template/template_master', '/whatsapp_template/sender'] } as const;

export function registerWhatsAppRoutes(app: App, deps: { inbound: WhatsAppInbound; templates: WhatsAppTemplates; appSecret: string; verifyToken: string }): void {
  app.get(TEMPLATE_PATHS.templates, { schema: { querystring: templateListQuerySchema }, config: { guard: TEMPLATE_LIST_GUARD } },
    async (request) => ({ data: await deps.templates.list(callerOf(request).principal.brand.id, request.query) }));
  app.post(TEMPLATE_PATHS.templates, { schema: { body: templateInputSchema }, config: { guard: { feature: '/whatsapp_template/template_master/create' } } },
    async (request) => ({ data: await deps.templates.create(callerOf(request).principal.brand.id, request.body), message: TEMPLATE_TEXTS.created }));

  void app.register(async (scope) => {
    // The signature is over the bytes as sent: this scope keeps them instead of parsing JSON.
    scope.removeContentTypeParser(['application/json']);
    scope.addContentTypeParser(['application/json'], { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));

    scope.get(WHATSAPP_WEBHOOK_PATH, { config: { guard: 'public' } }, async (request, reply) => {
      const query = verifyQuerySchema.safeParse(request.query);
      const token = query.success ? query.data['hub.verify_token'] : undefined;
      if (!query.success || query.data['hub.mode'] !== 'subscribe' || !token || !sameText(token, deps.verifyToken)) throw forbidden(WEBHOOK_TEXTS.badToken);
      return reply.type('text/plain; charset=utf-8').send(query.data['hub.challenge'] ?? '');
    });

    scope.post(WHATSAPP_WEBHOOK_PATH, { config: { guard: 'public' } }, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers[WHATSAPP_SIGNATURE_HEADER];
      if (!validSignature(raw, typeof header === 'string' ? header : undefined, deps.appSecret)) {
        throw new HttpError(401, WEBHOOK_TEXTS.badSignature, { errorCode: ERROR_CODES.unauthenticated });
      }
      const changes = changesOf(raw);
      if (!changes) throw badRequest(WEBHOOK_TEXTS.badPayload);
      for (const value of changes.messages) await deps.inbound.handle(value);
      for (const value of changes.statuses) await deps.templates.statusUpdate(value);
      for (const value of changes.qualities) await deps.templates.qualityUpdate(value);
      return reply.send({ data: { received: true } });
    });
  });
}
