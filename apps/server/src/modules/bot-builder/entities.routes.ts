/** Entities (pages /botbuilder/entities and /botbuilder/entities/id={entityId}?&type={entityType}). */
import { z } from 'zod';
import { BOT_BUILDER_PATHS as P, BOT_BUILDER_TEXTS as T } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { entityInputSchema, entityListQuerySchema } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import { botCaller } from './bot-builder.access';
import type { EntitiesService } from './entities.service';

const guard = { feature: '/botbuilder/entities' } as const;
const edit = { ...guard, action: ['bot', 'edit'] } as const;
const params = z.object({ entityId: z.string() });

export function registerEntityRoutes(app: App, entities: EntitiesService): void {
  app.get(P.entities, { schema: { querystring: entityListQuerySchema }, config: { guard } }, async (request) => ({
    data: await entities.list(botCaller(callerOf(request)).brand.id, request.query),
  }));
  app.post(P.entities, { schema: { body: entityInputSchema }, config: { guard: edit } }, async (request) => ({
    data: await entities.create(botCaller(callerOf(request)).brand.id, request.body),
  }));
  app.get(P.entity, { schema: { params }, config: { guard } }, async (request) => ({
    data: await entities.get(botCaller(callerOf(request)).brand.id, request.params.entityId),
  }));
  app.put(P.entity, { schema: { params, body: entityInputSchema }, config: { guard: edit } }, async (request) => ({
    data: await entities.update(botCaller(callerOf(request)).brand.id, request.params.entityId, request.body), message: T.updated,
  }));
  app.delete(P.entity, { schema: { params }, config: { guard: edit } }, async (request) => {
    await entities.remove(botCaller(callerOf(request)).brand.id, request.params.entityId);
    return { data: { entityID: request.params.entityId } };
  });
}
