/** Brand functions and their test run (pages /botbuilder/brandfunctions…). */
import { z } from 'zod';
import { BOT_BUILDER_PATHS as P, BOT_BUILDER_TEXTS as BT } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { brandFunctionInputSchema } from '@switchboard/contracts/bot-builder/brand-function.schemas';
import { brandFunctionListQuerySchema, brandFunctionTestInputSchema } from '@switchboard/contracts/bot-builder/brand-function-test.schemas';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import { botCaller } from './bot-builder.access';
import type { BrandFunctionsService } from './brand-functions.service';

const guard = { feature: '/botbuilder/brandfunctions' } as const;
const edit = { ...guard, action: ['bot', 'edit'] } as const;
const params = z.object({ brandFunctionId: z.string() });

export function registerBrandFunctionRoutes(app: App, functions: BrandFunctionsService): void {
  const brandOf = (request: { auth: Parameters<typeof callerOf>[0]['auth'] }) => botCaller(callerOf(request)).brand.id;

  app.get(P.brandFunctions, { schema: { querystring: brandFunctionListQuerySchema }, config: { guard } }, async (request) => ({
    data: await functions.list(brandOf(request), request.query),
  }));
  app.post(P.brandFunctions, { schema: { body: brandFunctionInputSchema }, config: { guard: edit } }, async (request) => ({
    data: await functions.create(brandOf(request), request.body),
  }));
  app.get(P.brandFunction, { schema: { params }, config: { guard } }, async (request) => ({
    data: await functions.get(brandOf(request), request.params.brandFunctionId),
  }));
  app.put(P.brandFunction, { schema: { params, body: brandFunctionInputSchema }, config: { guard: edit } }, async (request) => ({
    data: await functions.update(brandOf(request), request.params.brandFunctionId, request.body), message: BT.updated,
  }));
  app.delete(P.brandFunction, { schema: { params }, config: { guard: edit } }, async (request) => {
    await functions.remove(brandOf(request), request.params.brandFunctionId);
    return { data: { brandFunctionId: request.params.brandFunctionId } };
  });
  app.post(P.testBrandFunction, { schema: { params, body: brandFunctionTestInputSchema }, config: { guard: edit } }, async (request) => ({
    data: await functions.test(brandOf(request), request.params.brandFunctionId, request.body.variables),
  }));
}
