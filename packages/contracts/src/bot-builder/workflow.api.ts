/**
 * Workflows' and bot params' calls beyond BOT_BUILDER_PATHS (duplicate, the handover group picker) and
 * the texts both sides show. Lists answer `{ items, totalCount }` (workflows 20 a page, bot params 10, §9).
 */
import { z } from 'zod';
import { pageQuerySchema } from '../common/pagination';

export const WORKFLOW_PATHS = {
  duplicateWorkflow: '/admin/v1/botBuilder/workflows/:wid/duplicate',
  /** The groups a handover node may target (trainers may not see /members/groups). */
  handoverGroups: '/admin/v1/botBuilder/handoverGroups',
} as const;

export const workflowListQuerySchema = pageQuerySchema.omit({ pageSize: true });
export const botParamListQuerySchema = pageQuerySchema;

export const handoverGroupSchema = z.object({ _id: z.string(), name: z.string() });
export type HandoverGroup = z.infer<typeof handoverGroupSchema>;

export const WORKFLOW_TEXTS = {
  notFound: 'Workflow not found',
  duplicateName: 'A workflow with this name already exists',
  created: 'Workflow created',
  saved: 'Workflow saved',
  deleted: 'Workflow deleted',
  duplicated: 'Workflow duplicated',
  synced: 'Synced',
  unsynced: 'Unsynced',
  jumpedToBy: (names: string[]) => `This workflow cannot be deleted: ${names.join(', ')} jump${names.length === 1 ? 's' : ''} to it. Change ${names.length === 1 ? 'that workflow' : 'those workflows'} first.`,
  unknownMessage: (id: string) => `Node uses a bot message that does not exist (${id})`,
  unknownVariable: (name: string) => `Unknown variable: ${name}. Add it as a bot param first`,
  unknownEntity: (name: string) => `Unknown entity: ${name}`,
  unknownWorkflow: (wid: string) => `Jump to a workflow that does not exist (${wid})`,
  jumpToSelf: 'A workflow cannot jump to itself',
  unknownIntent: (name: string) => `Unknown intent: ${name}`,
  intentTaken: (intent: string, workflow: string) => `The intent ${intent} already starts the workflow ${workflow}`,
  unknownGroup: (id: string) => `Handover to a group that does not exist (${id})`,
  unknownBrandFunction: (id: string) => `Node calls a brand function that does not exist (${id})`,
  unknownEvent: (id: string) => `Node records an event that does not exist (${id})`,
} as const;

export const BOT_PARAM_TEXTS = {
  notFound: 'Bot param not found',
  duplicateName: 'A bot param with this name already exists',
  created: 'Bot param created',
  saved: 'Bot param saved',
  deleted: 'Bot param deleted',
  inUse: (name: string, workflows: string[]) => `The bot param ${name} is used by the workflow${workflows.length === 1 ? '' : 's'} ${workflows.join(', ')}. Remove it from ${workflows.length === 1 ? 'that workflow' : 'those workflows'} first.`,
} as const;
