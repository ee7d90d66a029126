/**
 * trainApp, publishApp (§7), the persisted training status, the try-it panel, and model management
 * (models, training logs, deployment logs, activate, roll back).
 */
import { BOT_BUILDER_PATHS as P, BOT_BUILDER_TEXTS as T, MODEL_PATHS as M } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { tryItBodySchema } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { activateModelBodySchema, modelPageQuerySchema } from '@switchboard/contracts/models/models.schemas';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import { botCaller } from './bot-builder.access';
import type { TrainingService } from './training.service';
import type { TryItService } from './try-it.service';

const builder = { feature: '/botbuilder' } as const;
const management = { feature: '/modelmanagement/intentclassifier_model' } as const;

export function registerTrainingRoutes(app: App, { training, tryIt }: { training: TrainingService; tryIt: TryItService }): void {
  app.post(P.trainApp, { config: { guard: builder } }, async (request) => ({
    data: await training.start(botCaller(callerOf(request), 'train')), message: T.trainingInProgress,
  }));
  app.post(P.publishApp, { config: { guard: builder } }, async (request) => ({
    data: await training.publish(botCaller(callerOf(request), 'publish')), message: T.published,
  }));
  app.get(P.trainingStatus, { config: { guard: builder } }, async (request) => ({
    data: await training.status(botCaller(callerOf(request)).brand.id),
  }));
  app.post(P.tryIt, { schema: { body: tryItBodySchema }, config: { guard: builder } }, async (request) => ({
    data: await tryIt.run(botCaller(callerOf(request)).brand, request.body.text),
  }));

  app.get(M.intentClassifierModels, { schema: { querystring: modelPageQuerySchema }, config: { guard: management } }, async (request) => ({
    data: await training.models(botCaller(callerOf(request)).brand.id, request.query.page),
  }));
  app.get(M.trainingLogs, { schema: { querystring: modelPageQuerySchema }, config: { guard: management } }, async (request) => ({
    data: await training.trainingLogs(botCaller(callerOf(request)).brand.id, request.query.page),
  }));
  app.get(M.deploymentLogs, { schema: { querystring: modelPageQuerySchema }, config: { guard: management } }, async (request) => ({
    data: await training.deploymentLogs(botCaller(callerOf(request)).brand.id, request.query.page),
  }));
  app.post(M.activateModel, { schema: { body: activateModelBodySchema }, config: { guard: management } }, async (request) => ({
    data: await training.activate(botCaller(callerOf(request), 'publish'), request.body.modelId), message: T.updated,
  }));
  app.post(M.rollbackModel, { config: { guard: management } }, async (request) => ({
    data: await training.rollback(botCaller(callerOf(request), 'publish')), message: T.updated,
  }));
}
