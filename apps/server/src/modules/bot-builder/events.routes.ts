/** Events (page /botbuilder/events). */
import { z } from 'zod';
import { BOT_BUILDER_PATHS as P, BOT_BUILDER_TEXTS as BT } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { eventInputSchema, eventListQuerySchema } from '@switchboard/contracts/bot-builder/event.schemas';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import { botCaller } from './bot-builder.access';
import type { EventsService } from './events.service';

const guard = { feature: '/botbuilder/events' } as const;
const edit = { ...guard, action: ['bot', 'edit'] } as const;
const params = z.object({ eventId: z.string() });

export function registerEventRoutes(app: App, events: EventsService): void {
  const brandOf = (request: { auth: Parameters<typeof callerOf>[0]['auth'] }) => botCaller(callerOf(request)).brand.id;

  app.get(P.events, { schema: { querystring: eventListQuerySchema }, config: { guard } }, async (request) => ({
    data: await events.list(brandOf(request), request.query),
  }));
  app.post(P.events, { schema: { body: eventInputSchema }, config: { guard: edit } }, async (request) => ({
    data: await events.create(brandOf(request), request.body),
  }));
  app.get(P.event, { schema: { params }, config: { guard } }, async (request) => ({
    data: await events.get(brandOf(request), request.params.eventId),
  }));
  app.put(P.event, { schema: { params, body: eventInputSchema }, config: { guard: edit } }, async (request) => ({
    data: await events.update(brandOf(request), request.params.eventId, request.body), message: BT.updated,
  }));
  app.delete(P.event, { schema: { params }, config: { guard: edit } }, async (request) => {
    await events.remove(brandOf(request), request.params.eventId);
    return { data: { eventId: request.params.eventId } };
  });
}
