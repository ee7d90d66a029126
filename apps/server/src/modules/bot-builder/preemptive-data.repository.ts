/** The names and ids the preemptive data lists (no diagrams, no message bodies). */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { botMessages, botParams, botWorkflows } from '@/db/schema/bot-content';
import { botBrandFunctions, botEvents } from '@/db/schema/bot-integrations';

export const brandFunctionNames = (db: Executor, brandId: string) =>
  db.select({ actionId: botBrandFunctions.id, name: botBrandFunctions.name }).from(botBrandFunctions)
    .where(eq(botBrandFunctions.brandId, brandId)).orderBy(asc(botBrandFunctions.name));

/** The brand's events, for the workflow editor's event node. */
export const eventNames = (db: Executor, brandId: string) =>
  db.select({ eventId: botEvents.eventId, name: botEvents.name, eventType: botEvents.eventType }).from(botEvents)
    .where(eq(botEvents.brandId, brandId)).orderBy(asc(botEvents.name));

export const botParamNames = (db: Executor, brandId: string) =>
  db.select({ name: botParams.name, type: botParams.type }).from(botParams).where(eq(botParams.brandId, brandId)).orderBy(asc(botParams.name));

export const botMessageNames = (db: Executor, brandId: string) =>
  db.select({ id: botMessages.id, name: botMessages.name, type: botMessages.type }).from(botMessages)
    .where(eq(botMessages.brandId, brandId)).orderBy(asc(botMessages.name));

export const workflowNames = (db: Executor, brandId: string) =>
  db.select({ wid: botWorkflows.wid, name: botWorkflows.name }).from(botWorkflows).where(eq(botWorkflows.brandId, brandId)).orderBy(asc(botWorkflows.name));
