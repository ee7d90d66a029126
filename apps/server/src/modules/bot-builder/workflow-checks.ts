/**
 * Reference checks of a workflow before it is stored (inside the saving transaction): every message,
 * variable, entity, workflow, group, brand function and event the diagram names exists, and each trigger intent
 * exists and starts no other workflow. The first problem found is answered as a 400 on its field.
 */
import { SYSTEM_ENTITIES } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { SYSTEM_BOT_PARAMS } from '@switchboard/contracts/bot-builder/bot-param.schemas';
import { WORKFLOW_TEXTS as T } from '@switchboard/contracts/bot-builder/workflow.api';
import type { WorkflowInput } from '@switchboard/contracts/bot-builder/workflow.schemas';
import type { Executor } from '@/db/client';
import { badRequest } from '@/plugins/http-errors';
import { allBotParamNames } from './bot-params.repository';
import { allEntities } from './entities.repository';
import { intentsByName } from './intents.repository';
import { existingBrandFunctionIds, existingEventIds, existingGroupIds, existingMessageIds } from './workflow-lookups.repository';
import { workflowReferences } from './workflow-references';
import { allWorkflows } from './workflows.repository';

const lower = (names: readonly string[]) => new Set(names.map((name) => name.toLowerCase()));

/** Checks `input` (for workflow `wid`, absent when new) and answers its trigger intents as the intents are named. */
export async function checkWorkflow(db: Executor, brandId: string, wid: string | undefined, input: WorkflowInput): Promise<string[]> {
  const refs = workflowReferences(input.elements);
  // One after another: `db` is the saving transaction, a single connection (pg deprecates overlapping queries on one client).
  const messages = await existingMessageIds(db, brandId, refs.messageIds);
  const params = await allBotParamNames(db, brandId);
  const entities = refs.entities.length > 0 ? await allEntities(db, brandId) : [];
  const workflows = await allWorkflows(db, brandId);
  const groups = await existingGroupIds(db, brandId, refs.groupIds);
  const functions = await existingBrandFunctionIds(db, brandId, refs.brandFunctionIds);
  const events = await existingEventIds(db, brandId, refs.eventIds);
  const intents = await intentsByName(db, brandId, input.triggerIntents);
  const fail = (message: string, field = 'elements') => { throw badRequest(message, field); };

  for (const id of refs.messageIds) if (!messages.has(id)) fail(T.unknownMessage(id));
  const variables = lower([...SYSTEM_BOT_PARAMS, ...params]);
  for (const name of refs.variables) if (!variables.has(name.toLowerCase())) fail(T.unknownVariable(name));
  const entityNames = lower([...SYSTEM_ENTITIES, ...entities.map((entity) => entity.name)]);
  for (const name of refs.entities) if (!entityNames.has(name.toLowerCase())) fail(T.unknownEntity(name));
  const wids = new Set(workflows.map((workflow) => workflow.wid));
  for (const target of refs.wids) {
    if (target === wid) fail(T.jumpToSelf);
    if (!wids.has(target)) fail(T.unknownWorkflow(target));
  }
  for (const id of refs.groupIds) if (!groups.has(id)) fail(T.unknownGroup(id));
  for (const id of refs.brandFunctionIds) if (!functions.has(id)) fail(T.unknownBrandFunction(id));
  for (const id of refs.eventIds) if (!events.has(id)) fail(T.unknownEvent(id));

  const named = new Map(intents.map((intent) => [intent.name.toLowerCase(), intent.name]));
  const triggers: string[] = [];
  for (const name of input.triggerIntents) {
    const canonical = named.get(name.toLowerCase());
    if (!canonical) return fail(T.unknownIntent(name), 'triggerIntents');
    const owner = workflows.find((workflow) => workflow.wid !== wid && workflow.triggerIntents.some((taken) => taken.toLowerCase() === name.toLowerCase()));
    if (owner) fail(T.intentTaken(canonical, owner.name), 'triggerIntents');
    if (!triggers.includes(canonical)) triggers.push(canonical);
  }
  return triggers;
}
