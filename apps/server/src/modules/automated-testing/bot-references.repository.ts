/** What a test case may name in the brand's bot: intents (by name), workflows and their nodes, bot messages, groups. */
import { and, asc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { botEntities, botIntents } from '@/db/schema/bot-builder';
import { botMessages, botParams, botWorkflows } from '@/db/schema/bot-content';
import { botFaqs } from '@/db/schema/bot-faq';
import { groups } from '@/db/schema/groups';

export interface BotReferences {
  /** Lower-cased intent names (names are unique per brand regardless of case). */
  intents: Set<string>;
  /** Workflow id → its node ids. */
  workflows: Map<string, Set<string>>;
  messages: Set<string>;
  groups: Set<string>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuids = (ids: Iterable<string>) => [...new Set(ids)].filter((id) => UUID.test(id));

/** Only the names asked about are looked up, so a large bot costs no more than a small one. */
export async function findReferences(db: Executor, brandId: string, asked: { intents: string[]; workflows: string[]; messages: string[]; groups: string[] }): Promise<BotReferences> {
  const lower = [...new Set(asked.intents.map((name) => name.toLowerCase()))];
  // One after the other: this runs inside the create/update transaction, one connection (pg refuses overlapping queries on it).
  const intentRows = lower.length ? await db.select({ name: botIntents.name }).from(botIntents).where(and(eq(botIntents.brandId, brandId), inArray(sql`lower(${botIntents.name})`, lower))) : [];
  const workflowRows = uuids(asked.workflows).length ? await db.select({ wid: botWorkflows.wid, elements: botWorkflows.elements }).from(botWorkflows)
    .where(and(eq(botWorkflows.brandId, brandId), inArray(botWorkflows.wid, uuids(asked.workflows)))) : [];
  const messageRows = uuids(asked.messages).length ? await db.select({ id: botMessages.id }).from(botMessages)
    .where(and(eq(botMessages.brandId, brandId), inArray(botMessages.id, uuids(asked.messages)))) : [];
  const groupRows = uuids(asked.groups).length ? await db.select({ id: groups.id }).from(groups).where(and(eq(groups.brandId, brandId), inArray(groups.id, uuids(asked.groups)))) : [];
  return {
    intents: new Set(intentRows.map((row) => row.name.toLowerCase())),
    workflows: new Map(workflowRows.map((row) => [row.wid, new Set(row.elements.nodes.map((node) => node.id))])),
    messages: new Set(messageRows.map((row) => row.id)),
    groups: new Set(groupRows.map((row) => row.id)),
  };
}

/** Everything a case may name, for the editor's pickers and the workbook's names: the brand's rows, by name. */
export async function listReferenceRows(db: Executor, brandId: string) {
  const byName = (column: AnyColumn) => asc(sql`lower(${column})`);
  const [intentRows, entityRows, paramRows, workflowRows, messageRows, groupRows, faqRows] = await Promise.all([
    db.select({ name: botIntents.name }).from(botIntents).where(eq(botIntents.brandId, brandId)).orderBy(byName(botIntents.name)),
    db.select({ name: botEntities.name }).from(botEntities).where(eq(botEntities.brandId, brandId)).orderBy(byName(botEntities.name)),
    db.select({ name: botParams.name }).from(botParams).where(eq(botParams.brandId, brandId)).orderBy(byName(botParams.name)),
    db.select({ wid: botWorkflows.wid, name: botWorkflows.name, elements: botWorkflows.elements }).from(botWorkflows)
      .where(eq(botWorkflows.brandId, brandId)).orderBy(byName(botWorkflows.name)),
    db.select({ id: botMessages.id, name: botMessages.name, variations: botMessages.variations }).from(botMessages)
      .where(eq(botMessages.brandId, brandId)).orderBy(byName(botMessages.name)),
    db.select({ id: groups.id, name: groups.name }).from(groups).where(eq(groups.brandId, brandId)).orderBy(byName(groups.name)),
    db.select({ id: botFaqs.id, question: botFaqs.question }).from(botFaqs).where(eq(botFaqs.brandId, brandId)).orderBy(byName(botFaqs.question)),
  ]);
  return { intentRows, entityRows, paramRows, workflowRows, messageRows, groupRows, faqRows };
}
export type ReferenceRows = Awaited<ReturnType<typeof listReferenceRows>>;
