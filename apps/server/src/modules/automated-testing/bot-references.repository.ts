/** What a test case may name in the brand's bot: intents (by name), workflows and their nodes, bot messages, groups. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { botIntents } from '@/db/schema/bot-builder';
import { botMessages, botWorkflows } from '@/db/schema/bot-content';
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
  const [intentRows, workflowRows, messageRows, groupRows] = await Promise.all([
    lower.length ? db.select({ name: botIntents.name }).from(botIntents).where(and(eq(botIntents.brandId, brandId), inArray(sql`lower(${botIntents.name})`, lower))) : [],
    uuids(asked.workflows).length ? db.select({ wid: botWorkflows.wid, elements: botWorkflows.elements }).from(botWorkflows)
      .where(and(eq(botWorkflows.brandId, brandId), inArray(botWorkflows.wid, uuids(asked.workflows)))) : [],
    uuids(asked.messages).length ? db.select({ id: botMessages.id }).from(botMessages)
      .where(and(eq(botMessages.brandId, brandId), inArray(botMessages.id, uuids(asked.messages)))) : [],
    uuids(asked.groups).length ? db.select({ id: groups.id }).from(groups).where(and(eq(groups.brandId, brandId), inArray(groups.id, uuids(asked.groups)))) : [],
  ]);
  return {
    intents: new Set(intentRows.map((row) => row.name.toLowerCase())),
    workflows: new Map(workflowRows.map((row) => [row.wid, new Set(row.elements.nodes.map((node) => node.id))])),
    messages: new Set(messageRows.map((row) => row.id)),
    groups: new Set(groupRows.map((row) => row.id)),
  };
}
