/**
 * trainApp, publishApp (§7), the persisted training status, the try-it panel, and model management
 * (models, training logs, deployment logs, activate, roll back).
 */
import { BOT_BUILDER_PATHS as P, BOT_BUILDER_TEXTS as T, MODEL_PATHS as M } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { publishAppBodySchema } from '@switchboard/contracts/automated-testing/publish-gate.schemas';
import { isAdminRole } from '@switchboard/contracts/roles';
import { tryItBodySchema } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { activateModelBodySchema, modelPageQuerySchema } from '@switchboard/contracts/models/models.schemas';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import { botCaller } from './bot-builder.access';
import type { TrainingService } from './training.service';
import type { TryItService } from './try-it.service';

const builder = { feature: '/botbuilder' } as const;
const management = { feature: '/modelmanagement/intentclassifier_model' } as const;
// Writes name their action in the guard, so the route table (and its test) knows who may call them.
const train = { ...builder, action: ['bot', 'train'] } as const;
const publish = { ...builder, action: ['bot', 'publish'] } as const;
const deploy = { ...management, action: ['bot', 'publish'] } as const;

export function registerTrainingRoutes(app: App, { training, tryIt }: { training: TrainingService; tryIt: TryItService }): void {
  app.post(P.trainApp, { config: { guard: train } }, async (request) => ({
    data: await training.start(botCaller(callerOf(request))), message: T.trainingInProgress,
  }));
  // The spec's publishApp has no body; overrideGate (publish past a failing publish gate) is ours and optional.
  app.post(P.publishApp, { schema: { body: publishAppBodySchema.nullish() }, config: { guard: publish } }, async (request) => {
    const auth = callerOf(request);
    const override = { requested: request.body?.overrideGate ?? false, admin: isAdminRole(auth.principal.role) };
    return { data: await training.publish(botCaller(auth), override), message: T.published };
  });
  app.get(P.trainingStatus, { config: { guard: builder } }, async (request) => ({
    data: await training.status(botCaller(callerOf(request)).brand.id),
  }));
  app.post(P.tryIt, { schema: { body: tryItBodySchema }, config: { guard: builder } }, async (request) => ({
    data: await tryIt.run(botCaller(callerOf(request)), request.body.text),
  }));
  app.delete(P.tryIt, { config: { guard: builder } }, async (request) => {
    await tryIt.restart(botCaller(callerOf(request)));
    return { data: null, message: T.tryItRestarted };
  });

  app.get(M.intentClassifierModels, { schema: { querystring: modelPageQuerySchema }, config: { guard: management } }, async (request) => ({
    data: await training.models(botCaller(callerOf(request)).brand.id, request.query.page),
  }));
  app.get(M.trainingLogs, { schema: { querystring: modelPageQuerySchema }, config: { guard: management } }, async (request) => ({
    data: await training.trainingLogs(botCaller(callerOf(request)).brand.id, request.query.page),
  }));
  app.get(M.deploymentLogs, { schema: { querystring: modelPageQuerySchema }, config: { guard: management } }, async (request) => ({
    data: await training.deploymentLogs(botCaller(callerOf(request)).brand.id, request.query.page),
  }));
  app.post(M.activateModel, { schema: { body: activateModelBodySchema }, config: { guard: deploy } }, async (request) => ({
    data: await training.activate(botCaller(callerOf(request)), request.body.modelId), message: T.updated,
  }));
  app.post(M.rollbackModel, { config: { guard: deploy } }, async (request) => ({
    data: await training.rollback(botCaller(callerOf(request))), message: T.updated,
  }));
}
