/** The names and ids the preemptive data lists (no diagrams, no message bodies). */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { botMessages, botParams, botWorkflows } from '@/db/schema/bot-content';
import { botBrandFunctions } from '@/db/schema/bot-integrations';

export const brandFunctionNames = (db: Executor, brandId: string) =>
  db.select({ actionId: botBrandFunctions.id, name: botBrandFunctions.name }).from(botBrandFunctions)
    .where(eq(botBrandFunctions.brandId, brandId)).orderBy(asc(botBrandFunctions.name));

export const botParamNames = (db: Executor, brandId: string) =>
  db.select({ name: botParams.name, type: botParams.type }).from(botParams).where(eq(botParams.brandId, brandId)).orderBy(asc(botParams.name));

export const botMessageNames = (db: Executor, brandId: string) =>
  db.select({ id: botMessages.id, name: botMessages.name, type: botMessages.type }).from(botMessages)
    .where(eq(botMessages.brandId, brandId)).orderBy(asc(botMessages.name));

export const workflowNames = (db: Executor, brandId: string) =>
  db.select({ wid: botWorkflows.wid, name: botWorkflows.name }).from(botWorkflows).where(eq(botWorkflows.brandId, brandId)).orderBy(asc(botWorkflows.name));
