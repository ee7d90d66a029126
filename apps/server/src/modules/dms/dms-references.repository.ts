/** What a domain and its actions may name in the brand's bot: intents and entities by name, brand functions, workflows, groups by id. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { botEntities, botIntents } from '@/db/schema/bot-builder';
import { botWorkflows } from '@/db/schema/bot-content';
import { botBrandFunctions } from '@/db/schema/bot-integrations';
import { groups } from '@/db/schema/groups';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);
const uuids = (ids: Iterable<string>) => [...new Set(ids)].filter(isUuid);

/** The brand's intent names among `names` (lower case → the intent's own spelling). */
export async function knownIntents(db: Executor, brandId: string, names: string[]): Promise<Map<string, string>> {
  const lower = [...new Set(names.map((name) => name.toLowerCase()))];
  if (lower.length === 0) return new Map();
  const rows = await db.select({ name: botIntents.name }).from(botIntents).where(and(eq(botIntents.brandId, brandId), inArray(sql`lower(${botIntents.name})`, lower)));
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.name]));
}

export async function knownEntities(db: Executor, brandId: string, names: string[]): Promise<Set<string>> {
  const lower = [...new Set(names.map((name) => name.toLowerCase()))];
  if (lower.length === 0) return new Set();
  const rows = await db.select({ name: botEntities.name }).from(botEntities).where(and(eq(botEntities.brandId, brandId), inArray(sql`lower(${botEntities.name})`, lower)));
  return new Set(rows.map((row) => row.name.toLowerCase()));
}

export async function knownIds(db: Executor, brandId: string, asked: { functions: string[]; workflows: string[]; groups: string[] }) {
  // One after the other: this runs inside a write transaction, one connection.
  const functionRows = uuids(asked.functions).length ? await db.select({ id: botBrandFunctions.id }).from(botBrandFunctions)
    .where(and(eq(botBrandFunctions.brandId, brandId), inArray(botBrandFunctions.id, uuids(asked.functions)))) : [];
  const workflowRows = uuids(asked.workflows).length ? await db.select({ id: botWorkflows.wid }).from(botWorkflows)
    .where(and(eq(botWorkflows.brandId, brandId), inArray(botWorkflows.wid, uuids(asked.workflows)))) : [];
  const groupRows = uuids(asked.groups).length ? await db.select({ id: groups.id }).from(groups)
    .where(and(eq(groups.brandId, brandId), inArray(groups.id, uuids(asked.groups)))) : [];
  return {
    functions: new Set(functionRows.map((row) => row.id)),
    workflows: new Set(workflowRows.map((row) => row.id)),
    groups: new Set(groupRows.map((row) => row.id)),
  };
}
