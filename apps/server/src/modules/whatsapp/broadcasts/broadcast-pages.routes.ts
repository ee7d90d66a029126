/**
 * The calls the sender and broadcast history pages add to the engine's: the broadcast from a staged sheet (or its
 * report), the estimate's figures, the history list, failures by code, recipients, and their export.
 */
import { z } from 'zod';
import {
  HISTORY_PATHS as H, broadcastListQuerySchema, recipientExportQuerySchema, recipientListQuerySchema,
} from '@switchboard/contracts/whatsapp/whatsapp.broadcast-history';
import { SENDER_PATHS as S, SENDER_TEXTS, createBroadcastSchema } from '@switchboard/contracts/whatsapp/whatsapp.broadcast-sender';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import type { BroadcastHistory } from './broadcast-history.service';
import type { BroadcastSender } from './broadcast-sender.service';

const sender = { guard: { feature: '/whatsapp_template/sender' } } as const;
const history = { guard: { feature: '/whatsapp_template/broadcast_history' } } as const;
const params = z.object({ id: z.uuid() });

export function registerBroadcastPageRoutes(app: App, deps: { sender: BroadcastSender; history: BroadcastHistory }): void {
  const brandOf = (request: Parameters<typeof callerOf>[0]) => callerOf(request).principal.brand.id;

  app.post(S.create, { schema: { body: createBroadcastSchema }, config: sender }, async (request) => {
    const caller = callerOf(request).principal;
    const result = await deps.sender.create(caller.brand.id, caller.userId, request.body);
    const scheduled = result.broadcast?.state === 'scheduled' && new Date(result.broadcast.scheduledAt).getTime() > Date.now();
    return { data: result, ...(result.broadcast ? { message: SENDER_TEXTS.created(scheduled) } : {}) };
  });
  app.get(S.settings, { config: sender }, async () => ({ data: await deps.sender.settings() }));

  app.get(H.list, { schema: { querystring: broadcastListQuerySchema }, config: history },
    async (request) => ({ data: await deps.history.list(brandOf(request), request.query) }));
  app.get(H.failures, { schema: { params }, config: history }, async (request) => ({ data: await deps.history.failures(brandOf(request), request.params.id) }));
  app.get(H.recipients, { schema: { params, querystring: recipientListQuerySchema }, config: history },
    async (request) => ({ data: await deps.history.recipients(brandOf(request), request.params.id, request.query) }));
  app.get(H.export, { schema: { params, querystring: recipientExportQuerySchema }, config: history }, async (request, reply) => {
    const file = await deps.history.export(brandOf(request), request.params.id, request.query.format, request.query.state);
    return reply.headers({ 'content-type': file.contentType, 'content-disposition': `attachment; filename="${file.fileName}"`, 'cache-control': 'no-store' })
      .send(file.body);
  });
}
