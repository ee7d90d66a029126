/** Domains, actions and the training logs of dialogue management (our paths under /admin/v1/dms/). */
import { z } from 'zod';
import { DMS_PATHS as P, DMS_TEXTS as T } from '@switchboard/contracts/dms/dms.api';
import { actionInputSchema, domainInputSchema, listQuerySchema, trainingLogsQuerySchema } from '@switchboard/contracts/dms/dms.schemas';
import type { App } from '@/plugins/type-provider';
import type { ActionsService } from './actions.service';
import { DMS_GUARDS as G, dmsMember } from './dms-access';
import type { DmsTrainingService } from './dms-training.service';
import type { DomainsService } from './domains.service';

const domainParams = z.object({ domainId: z.string() });
const actionParams = z.object({ actionId: z.string() });

export function registerDmsAdminRoutes(app: App, { domains, actions, training }: { domains: DomainsService; actions: ActionsService; training: DmsTrainingService }): void {
  app.get(P.domains, { config: { guard: G.read } }, async (request) => ({ data: await domains.list(dmsMember(request).brandId) }));
  app.post(P.domains, { schema: { body: domainInputSchema }, config: { guard: G.domains } }, async (request) => ({
    data: await domains.create(dmsMember(request).brandId, request.body), message: T.domainSaved,
  }));
  app.put(P.domain, { schema: { params: domainParams, body: domainInputSchema }, config: { guard: G.domains } }, async (request) => ({
    data: await domains.update(dmsMember(request).brandId, request.params.domainId, request.body), message: T.domainSaved,
  }));
  app.delete(P.domain, { schema: { params: domainParams }, config: { guard: G.domains } }, async (request) => {
    await domains.remove(dmsMember(request).brandId, request.params.domainId);
    return { data: { _id: request.params.domainId }, message: T.domainDeleted };
  });

  app.get(P.actions, { schema: { querystring: listQuerySchema }, config: { guard: G.read } }, async (request) => ({
    data: await actions.list(dmsMember(request).brandId, request.query.domainId),
  }));
  app.post(P.actions, { schema: { body: actionInputSchema }, config: { guard: G.actions } }, async (request) => ({
    data: await actions.create(dmsMember(request).brandId, request.body), message: T.actionSaved,
  }));
  app.put(P.action, { schema: { params: actionParams, body: actionInputSchema }, config: { guard: G.actions } }, async (request) => ({
    data: await actions.update(dmsMember(request).brandId, request.params.actionId, request.body), message: T.actionSaved,
  }));
  app.delete(P.action, { schema: { params: actionParams }, config: { guard: G.actions } }, async (request) => {
    await actions.remove(dmsMember(request).brandId, request.params.actionId);
    return { data: { actionId: request.params.actionId }, message: T.actionDeleted };
  });

  app.get(P.trainingLogs, { schema: { querystring: trainingLogsQuerySchema }, config: { guard: G.trainingLogs } }, async (request) => ({
    data: await training.logs(dmsMember(request).brandId, request.query),
  }));
}
