/** SQL of intents and their utterances / blocked sentences (one brand's draft). */
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { UtteranceKind } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import type { Executor } from '@/db/client';
import { botIntents, botUtterances, type BotIntentRow } from '@/db/schema/bot-builder';

export interface IntentWithCounts extends BotIntentRow { utteranceCount: number; blockedCount: number }
export interface Paging { page: number; pageSize: number; search?: string | undefined }

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
// Qualified by hand: drizzle leaves columns unqualified in single-table selects, and "id" would bind to u.
const counted = (kind: UtteranceKind) =>
  sql<number>`(select count(*)::int from ${botUtterances} u where u.intent_id = "bot_intents"."id" and u.kind = ${kind})`;

export async function listIntents(db: Executor, brandId: string, { page, pageSize, search }: Paging) {
  const where = and(eq(botIntents.brandId, brandId), search ? ilike(botIntents.name, `%${escapeLike(search)}%`) : undefined);
  const [items, [total]] = await Promise.all([
    db.select({ intent: botIntents, utteranceCount: counted('utterance'), blockedCount: counted('blocked') })
      .from(botIntents).where(where).orderBy(asc(botIntents.name)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ value: count() }).from(botIntents).where(where),
  ]);
  return { items: items.map((row): IntentWithCounts => ({ ...row.intent, utteranceCount: row.utteranceCount, blockedCount: row.blockedCount })), totalCount: total?.value ?? 0 };
}

export async function findIntent(db: Executor, brandId: string, intentId: string): Promise<IntentWithCounts | undefined> {
  const [row] = await db.select({ intent: botIntents, utteranceCount: counted('utterance'), blockedCount: counted('blocked') })
    .from(botIntents).where(and(eq(botIntents.brandId, brandId), eq(botIntents.id, intentId)));
  return row && { ...row.intent, utteranceCount: row.utteranceCount, blockedCount: row.blockedCount };
}

export async function intentsByName(db: Executor, brandId: string, names: string[]): Promise<BotIntentRow[]> {
  if (names.length === 0) return [];
  return db.select().from(botIntents)
    .where(and(eq(botIntents.brandId, brandId), inArray(sql`lower(${botIntents.name})`, names.map((name) => name.toLowerCase()))));
}

export type IntentValues = Pick<BotIntentRow, 'name' | 'reply' | 'handover' | 'quickReplies'>;

export async function insertIntent(db: Executor, brandId: string, values: IntentValues): Promise<BotIntentRow> {
  const [row] = await db.insert(botIntents).values({ brandId, ...values }).returning();
  if (!row) throw new Error('intent not stored');
  return row;
}

export async function updateIntent(db: Executor, brandId: string, intentId: string, values: IntentValues): Promise<boolean> {
  const rows = await db.update(botIntents).set({ ...values, updatedAt: new Date() })
    .where(and(eq(botIntents.brandId, brandId), eq(botIntents.id, intentId))).returning({ id: botIntents.id });
  return rows.length > 0;
}

export async function deleteIntent(db: Executor, brandId: string, intentId: string): Promise<boolean> {
  const rows = await db.delete(botIntents).where(and(eq(botIntents.brandId, brandId), eq(botIntents.id, intentId))).returning({ id: botIntents.id });
  return rows.length > 0;
}

export async function touchIntent(db: Executor, intentId: string): Promise<void> {
  await db.update(botIntents).set({ updatedAt: new Date() }).where(eq(botIntents.id, intentId));
}

export async function listUtterances(db: Executor, intentId: string, kind: UtteranceKind, { page, pageSize, search }: Paging) {
  const where = and(eq(botUtterances.intentId, intentId), eq(botUtterances.kind, kind),
    search ? ilike(botUtterances.text, `%${escapeLike(search)}%`) : undefined);
  const [items, [total]] = await Promise.all([
    db.select().from(botUtterances).where(where).orderBy(desc(botUtterances.createdAt), desc(botUtterances.id))
      .limit(pageSize).offset((page - 1) * pageSize),
    db.select({ value: count() }).from(botUtterances).where(where),
  ]);
  return { items, totalCount: total?.value ?? 0 };
}

export type UtteranceValues = Pick<typeof botUtterances.$inferInsert, 'text' | 'kind' | 'entities'>;

export async function insertUtterances(db: Executor, intentId: string, values: UtteranceValues[]) {
  if (values.length === 0) return [];
  return db.insert(botUtterances).values(values.map((value) => ({ intentId, ...value }))).returning();
}

/** The utterance if it belongs to one of the brand's intents. */
export async function findUtterance(db: Executor, brandId: string, utteranceId: string) {
  const [row] = await db.select({ utterance: botUtterances }).from(botUtterances)
    .innerJoin(botIntents, eq(botIntents.id, botUtterances.intentId))
    .where(and(eq(botIntents.brandId, brandId), eq(botUtterances.id, utteranceId)));
  return row?.utterance;
}

export async function updateUtterance(db: Executor, utteranceId: string, values: UtteranceValues) {
  const [row] = await db.update(botUtterances).set(values).where(eq(botUtterances.id, utteranceId)).returning();
  return row;
}

export async function deleteUtterance(db: Executor, utteranceId: string): Promise<void> {
  await db.delete(botUtterances).where(eq(botUtterances.id, utteranceId));
}

/** The whole draft: every intent with its sentences (training snapshots this). */
export async function draftIntents(db: Executor, brandId: string) {
  const [intents, utterances] = await Promise.all([
    db.select().from(botIntents).where(eq(botIntents.brandId, brandId)).orderBy(asc(botIntents.name)),
    db.select({ intentId: botUtterances.intentId, text: botUtterances.text, kind: botUtterances.kind }).from(botUtterances)
      .innerJoin(botIntents, eq(botIntents.id, botUtterances.intentId)).where(eq(botIntents.brandId, brandId))
      .orderBy(asc(botUtterances.createdAt), asc(botUtterances.id)),
  ]);
  return intents.map((intent) => ({
    intent,
    utterances: utterances.filter((u) => u.intentId === intent.id && u.kind === 'utterance').map((u) => u.text),
    blocked: utterances.filter((u) => u.intentId === intent.id && u.kind === 'blocked').map((u) => u.text),
  }));
}
