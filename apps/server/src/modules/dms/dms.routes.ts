/** The spec's dialogue calls (§7) and one story and the conflicts: thin, the services decide. */
import { z } from 'zod';
import { DMS_PATHS as P, DMS_TEXTS as T } from '@switchboard/contracts/dms/dms.api';
import {
  bootstrapStoryBodySchema, deleteStoryBodySchema, initiateTrainingQuerySchema, listQuerySchema, listStoriesQuerySchema, updateDialogBodySchema,
} from '@switchboard/contracts/dms/dms.schemas';
import { scopeOf } from '@/plugins/bifurcation';
import type { App } from '@/plugins/type-provider';
import { badRequest } from '@/plugins/http-errors';
import { DMS_GUARDS as G, dmsMember } from './dms-access';
import type { DmsTrainingService } from './dms-training.service';
import type { StoriesService } from './stories.service';

const storyParams = z.object({ storyId: z.string() });

export function registerDialogueRoutes(app: App, stories: StoriesService, training: DmsTrainingService): void {
  app.get(P.listStories, { schema: { querystring: listStoriesQuerySchema }, config: { guard: G.read } }, async (request) => ({
    data: await stories.list(dmsMember(request).brandId, request.query),
  }));
  app.get(P.story, { schema: { params: storyParams }, config: { guard: G.read } }, async (request) => ({
    data: await stories.get(dmsMember(request).brandId, request.params.storyId),
  }));
  app.post(P.updateDialog, { schema: { body: updateDialogBodySchema }, config: { guard: G.dialogues } }, async (request) => {
    const member = dmsMember(request);
    const saved = await stories.save(member.brandId, member.name, request.body);
    return { data: { ...saved.story, conflicts: saved.conflicts }, message: saved.created ? T.created : T.updated };
  });
  app.post(P.deleteStory, { schema: { body: deleteStoryBodySchema }, config: { guard: G.dialogues } }, async (request) => {
    await stories.remove(dmsMember(request).brandId, request.body.storyId);
    return { data: { _id: request.body.storyId }, message: T.deleted };
  });
  app.post(P.bootstrapStory, { schema: { body: bootstrapStoryBodySchema }, config: { guard: G.dialogues } }, async (request) => {
    const member = dmsMember(request);
    const data = await stories.bootstrap(member.brandId, member.name, scopeOf(request), request.body);
    return { data, ...(data.created ? { message: T.created } : {}) };
  });
  app.get(P.conflicts, { schema: { querystring: listQuerySchema }, config: { guard: G.read } }, async (request) => {
    if (!request.query.domainId) throw badRequest('Required', 'domainId');
    return { data: await stories.conflicts(dmsMember(request).brandId, request.query.domainId) };
  });
  app.get(P.initiateDmsTraining, { schema: { querystring: initiateTrainingQuerySchema }, config: { guard: G.train } }, async (request) => {
    const member = dmsMember(request);
    return { data: await training.start(member.brandId, member, request.query.domainId), message: T.trainingStarted };
  });
  app.get(P.trainingStatus, { config: { guard: G.read } }, async (request) => ({ data: await training.status(dmsMember(request).brandId) }));
}
