/** Workflows (pages /botbuilder/workflows and /botbuilder/workflows/{wid}) and the handover group picker. */
import { z } from 'zod';
import { BOT_BUILDER_PATHS as P } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { WORKFLOW_PATHS, WORKFLOW_TEXTS as T, workflowListQuerySchema } from '@switchboard/contracts/bot-builder/workflow.api';
import { workflowInputSchema } from '@switchboard/contracts/bot-builder/workflow.schemas';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import type { WorkflowsService } from './workflows.service';

const guard = { feature: '/botbuilder/workflows' } as const;
const edit = { ...guard, action: ['bot', 'edit'] } as const;
const widParams = z.object({ wid: z.string() });

export function registerWorkflowRoutes(app: App, workflows: WorkflowsService): void {
  const brandOf = (request: { auth: Parameters<typeof callerOf>[0]['auth'] }) => callerOf(request).principal.brand.id;

  app.get(P.workflows, { schema: { querystring: workflowListQuerySchema }, config: { guard } }, async (request) => ({
    data: await workflows.list(brandOf(request), request.query),
  }));
  app.post(P.workflows, { schema: { body: workflowInputSchema }, config: { guard: edit } }, async (request) => ({
    data: await workflows.create(brandOf(request), request.body), message: T.created,
  }));
  app.get(P.workflow, { schema: { params: widParams }, config: { guard } }, async (request) => ({
    data: await workflows.get(brandOf(request), request.params.wid),
  }));
  app.put(P.workflow, { schema: { params: widParams, body: workflowInputSchema }, config: { guard: edit } }, async (request) => ({
    data: await workflows.update(brandOf(request), request.params.wid, request.body), message: T.saved,
  }));
  app.delete(P.workflow, { schema: { params: widParams }, config: { guard: edit } }, async (request) => {
    await workflows.remove(brandOf(request), request.params.wid);
    return { data: { wid: request.params.wid }, message: T.deleted };
  });
  app.post(WORKFLOW_PATHS.duplicateWorkflow, { schema: { params: widParams }, config: { guard: edit } }, async (request) => ({
    data: await workflows.duplicate(brandOf(request), request.params.wid), message: T.duplicated,
  }));
  app.get(WORKFLOW_PATHS.handoverGroups, { config: { guard } }, async (request) => ({
    data: await workflows.handoverGroups(brandOf(request)),
  }));
}
