/** Bot params (page /botbuilder/botparams). */
import { z } from 'zod';
import { BOT_BUILDER_PATHS as P } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { botParamInputSchema } from '@switchboard/contracts/bot-builder/bot-param.schemas';
import { BOT_PARAM_TEXTS as T, botParamListQuerySchema } from '@switchboard/contracts/bot-builder/workflow.api';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import type { BotParamsService } from './bot-params.service';

const guard = { feature: '/botbuilder/botparams' } as const;
const edit = { ...guard, action: ['bot', 'edit'] } as const;
const paramParams = z.object({ paramId: z.string() });

export function registerBotParamRoutes(app: App, params: BotParamsService): void {
  const brandOf = (request: { auth: Parameters<typeof callerOf>[0]['auth'] }) => callerOf(request).principal.brand.id;

  app.get(P.botParams, { schema: { querystring: botParamListQuerySchema }, config: { guard } }, async (request) => ({
    data: await params.list(brandOf(request), request.query),
  }));
  app.post(P.botParams, { schema: { body: botParamInputSchema }, config: { guard: edit } }, async (request) => ({
    data: await params.create(brandOf(request), request.body), message: T.created,
  }));
  app.put(P.botParam, { schema: { params: paramParams, body: botParamInputSchema }, config: { guard: edit } }, async (request) => ({
    data: await params.update(brandOf(request), request.params.paramId, request.body), message: T.saved,
  }));
  app.delete(P.botParam, { schema: { params: paramParams }, config: { guard: edit } }, async (request) => {
    await params.remove(brandOf(request), request.params.paramId);
    return { data: { _id: request.params.paramId }, message: T.deleted };
  });
}
