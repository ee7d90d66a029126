/**
 * The draft's workflows, bot messages and bot params as training snapshots them into the bundle
 * (the draft tables of bot-content.ts). Only the runtime's view is kept: what the published version
 * needs to run, in the contracts' shapes.
 */
import { asc, eq } from 'drizzle-orm';
import type { BotMessage } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import type { BotParam } from '@switchboard/contracts/bot-builder/bot-param.schemas';
import type { Workflow } from '@switchboard/contracts/bot-builder/workflow.schemas';
import type { Executor } from '@/db/client';
import { botMessages, botParams, botWorkflows } from '@/db/schema/bot-content';

export interface WorkflowSources { workflows: Workflow[]; messages: BotMessage[]; params: BotParam[] }

export async function workflowSources(db: Executor, brandId: string): Promise<WorkflowSources> {
  const [workflows, messages, params] = await Promise.all([
    db.select().from(botWorkflows).where(eq(botWorkflows.brandId, brandId)).orderBy(asc(botWorkflows.createdAt), asc(botWorkflows.wid)),
    db.select().from(botMessages).where(eq(botMessages.brandId, brandId)).orderBy(asc(botMessages.createdAt), asc(botMessages.id)),
    db.select().from(botParams).where(eq(botParams.brandId, brandId)).orderBy(asc(botParams.name)),
  ]);
  return {
    workflows: workflows.map((row) => ({
      wid: row.wid, name: row.name, description: row.description, triggerIntents: row.triggerIntents, elements: row.elements,
      synced: row.synced, updatedAt: row.updatedAt.toISOString(),
    })),
    messages: messages.map((row) => ({ id: row.id, name: row.name, type: row.type, variations: row.variations, updatedAt: row.updatedAt.toISOString() })),
    params: params.map((row) => ({
      _id: row.id, name: row.name, type: row.type, defaultValue: row.defaultValue, description: row.description, updatedAt: row.updatedAt.toISOString(),
    })),
  };
}
