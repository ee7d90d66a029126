/** Environment variables (page /botbuilder/environmentvariables, 10 a page). */
import { z } from 'zod';
import { BOT_BUILDER_PATHS as P, BOT_BUILDER_TEXTS as BT } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { environmentVariableInputSchema, environmentVariableListQuerySchema } from '@switchboard/contracts/bot-builder/environment-variable.schemas';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import { botCaller } from './bot-builder.access';
import type { EnvironmentVariablesService } from './environment-variables.service';

const guard = { feature: '/botbuilder/environmentvariables' } as const;
const edit = { ...guard, action: ['bot', 'edit'] } as const;
const params = z.object({ variableId: z.string() });

export function registerEnvironmentVariableRoutes(app: App, variables: EnvironmentVariablesService): void {
  const brandOf = (request: { auth: Parameters<typeof callerOf>[0]['auth'] }) => botCaller(callerOf(request)).brand.id;

  app.get(P.environmentVariables, { schema: { querystring: environmentVariableListQuerySchema }, config: { guard } }, async (request) => ({
    data: await variables.list(brandOf(request), request.query),
  }));
  app.post(P.environmentVariables, { schema: { body: environmentVariableInputSchema }, config: { guard: edit } }, async (request) => ({
    data: await variables.create(brandOf(request), request.body),
  }));
  app.get(P.environmentVariable, { schema: { params }, config: { guard } }, async (request) => ({
    data: await variables.get(brandOf(request), request.params.variableId),
  }));
  app.put(P.environmentVariable, { schema: { params, body: environmentVariableInputSchema }, config: { guard: edit } }, async (request) => ({
    data: await variables.update(brandOf(request), request.params.variableId, request.body), message: BT.updated,
  }));
  app.delete(P.environmentVariable, { schema: { params }, config: { guard: edit } }, async (request) => {
    await variables.remove(brandOf(request), request.params.variableId);
    return { data: { _id: request.params.variableId } };
  });
}
