/** The catalogue (pages /botbuilder/catalogue and /botbuilder/catalogue/{productId}; productId is the pid). */
import { z } from 'zod';
import { BOT_BUILDER_PATHS as P, BOT_BUILDER_TEXTS as BT } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { productCreateSchema, productInputSchema, productListQuerySchema } from '@switchboard/contracts/bot-builder/catalogue.schemas';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import { botCaller } from './bot-builder.access';
import type { CatalogueService } from './catalogue.service';

const guard = { feature: '/botbuilder/catalogue' } as const;
const edit = { ...guard, action: ['bot', 'edit'] } as const;
const params = z.object({ productId: z.string().min(1).max(64) });

export function registerCatalogueRoutes(app: App, catalogue: CatalogueService): void {
  const brandOf = (request: { auth: Parameters<typeof callerOf>[0]['auth'] }) => botCaller(callerOf(request)).brand.id;

  app.get(P.catalogue, { schema: { querystring: productListQuerySchema }, config: { guard } }, async (request) => ({
    data: await catalogue.list(brandOf(request), request.query),
  }));
  app.post(P.catalogue, { schema: { body: productCreateSchema }, config: { guard: edit } }, async (request) => ({
    data: await catalogue.create(brandOf(request), request.body),
  }));
  app.get(P.catalogueProduct, { schema: { params }, config: { guard } }, async (request) => ({
    data: await catalogue.get(brandOf(request), request.params.productId),
  }));
  app.put(P.catalogueProduct, { schema: { params, body: productInputSchema }, config: { guard: edit } }, async (request) => ({
    data: await catalogue.update(brandOf(request), request.params.productId, request.body), message: BT.updated,
  }));
  app.delete(P.catalogueProduct, { schema: { params }, config: { guard: edit } }, async (request) => {
    await catalogue.remove(brandOf(request), request.params.productId);
    return { data: { pid: request.params.productId } };
  });
}
