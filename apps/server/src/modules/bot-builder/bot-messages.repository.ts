/** SQL of bot messages (one brand's draft) and the workflows that reference them. */
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Variation } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import type { MessageType } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { Executor } from '@/db/client';
import { botMessages, botWorkflows } from '@/db/schema/bot-content';

export type BotMessageRow = typeof botMessages.$inferSelect;
export interface BotMessageValues { name: string; type: MessageType; variations: Variation[] }

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listBotMessages(db: Executor, brandId: string, query: { page: number; pageSize: number; search?: string | undefined; type?: MessageType | undefined }) {
  const where = and(
    eq(botMessages.brandId, brandId),
    query.search ? ilike(botMessages.name, `%${escapeLike(query.search)}%`) : undefined,
    query.type ? eq(botMessages.type, query.type) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db.select().from(botMessages).where(where).orderBy(asc(sql`lower(${botMessages.name})`), asc(botMessages.id))
      .limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(botMessages).where(where),
  ]);
  return { items, totalCount: total?.value ?? 0 };
}

export async function findBotMessage(db: Executor, brandId: string, id: string): Promise<BotMessageRow | undefined> {
  const [row] = await db.select().from(botMessages).where(and(eq(botMessages.brandId, brandId), eq(botMessages.id, id)));
  return row;
}

export async function insertBotMessage(db: Executor, brandId: string, values: BotMessageValues): Promise<BotMessageRow> {
  const [row] = await db.insert(botMessages).values({ brandId, ...values }).returning();
  if (!row) throw new Error('bot message not stored');
  return row;
}

export async function updateBotMessage(db: Executor, brandId: string, id: string, values: BotMessageValues): Promise<BotMessageRow | undefined> {
  const [row] = await db.update(botMessages).set({ ...values, updatedAt: new Date() })
    .where(and(eq(botMessages.brandId, brandId), eq(botMessages.id, id))).returning();
  return row;
}

export async function deleteBotMessage(db: Executor, brandId: string, id: string): Promise<boolean> {
  const rows = await db.delete(botMessages).where(and(eq(botMessages.brandId, brandId), eq(botMessages.id, id))).returning({ id: botMessages.id });
  return rows.length > 0;
}

/** Names of the brand's workflows with a node whose data.messageId or data.retryMessageId is this message. */
export async function workflowsUsingMessage(db: Executor, brandId: string, messageId: string): Promise<string[]> {
  const rows = await db.select({ name: botWorkflows.name }).from(botWorkflows).where(and(
    eq(botWorkflows.brandId, brandId),
    sql`exists (select 1 from jsonb_array_elements(coalesce(${botWorkflows.elements}->'nodes', '[]'::jsonb)) as node
      where node->'data'->>'messageId' = ${messageId} or node->'data'->>'retryMessageId' = ${messageId})`,
  )).orderBy(asc(botWorkflows.name));
  return rows.map((row) => row.name);
}

/** A free name for a copy: "x (copy)", "x (copy 2)", … */
export async function namesLike(db: Executor, brandId: string, prefix: string): Promise<Set<string>> {
  const rows = await db.select({ name: botMessages.name }).from(botMessages)
    .where(and(eq(botMessages.brandId, brandId), ilike(botMessages.name, `${escapeLike(prefix)}%`)));
  return new Set(rows.map((row) => row.name.toLowerCase()));
}

/** Names of the brand's bot messages whose content mentions this media path. */
export async function messagesUsingMedia(db: Executor, brandId: string, path: string): Promise<string[]> {
  const rows = await db.select({ name: botMessages.name }).from(botMessages)
    .where(and(eq(botMessages.brandId, brandId), sql`strpos(${botMessages.variations}::text, ${path}) > 0`)).orderBy(asc(botMessages.name));
  return rows.map((row) => row.name);
}
