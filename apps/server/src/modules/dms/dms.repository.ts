/** Domains, actions and stories of dialogue management: SQL only (the service checks and decides). */
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { ActionConfig, DialogBox, Slot } from '@switchboard/contracts/dms/dms.schemas';
import type { Executor } from '@/db/client';
import { dmsActions, dmsDomains, dmsStories } from '@/db/schema/dms';

export type DomainRow = typeof dmsDomains.$inferSelect;
export type ActionRow = typeof dmsActions.$inferSelect;
export type StoryRow = typeof dmsStories.$inferSelect;

export interface DomainWrite {
  name: string; description: string; intents: string[]; entities: string[]; slots: Slot[]; fallbackActionId: string | null; threshold: number;
}

export async function listDomains(db: Executor, brandId: string) {
  const stories = db.select({ domainId: dmsStories.domainId, n: count().as('stories') }).from(dmsStories).where(eq(dmsStories.brandId, brandId)).groupBy(dmsStories.domainId).as('s');
  const actions = db.select({ domainId: dmsActions.domainId, n: count().as('actions') }).from(dmsActions).where(eq(dmsActions.brandId, brandId)).groupBy(dmsActions.domainId).as('a');
  return db.select({ domain: dmsDomains, stories: sql<number>`coalesce(${stories.n}, 0)::int`, actions: sql<number>`coalesce(${actions.n}, 0)::int` })
    .from(dmsDomains)
    .leftJoin(stories, eq(stories.domainId, dmsDomains.id))
    .leftJoin(actions, eq(actions.domainId, dmsDomains.id))
    .where(eq(dmsDomains.brandId, brandId))
    .orderBy(asc(sql`lower(${dmsDomains.name})`));
}

export async function findDomain(db: Executor, brandId: string, id: string): Promise<DomainRow | undefined> {
  const [row] = await db.select().from(dmsDomains).where(and(eq(dmsDomains.brandId, brandId), eq(dmsDomains.id, id)));
  return row;
}

export async function insertDomain(db: Executor, brandId: string, values: DomainWrite): Promise<DomainRow> {
  const [row] = await db.insert(dmsDomains).values({ brandId, ...values }).returning();
  return row!;
}

export async function updateDomain(db: Executor, brandId: string, id: string, values: DomainWrite): Promise<DomainRow | undefined> {
  const [row] = await db.update(dmsDomains).set({ ...values, updatedAt: new Date() }).where(and(eq(dmsDomains.brandId, brandId), eq(dmsDomains.id, id))).returning();
  return row;
}

export async function deleteDomain(db: Executor, brandId: string, id: string): Promise<boolean> {
  return (await db.delete(dmsDomains).where(and(eq(dmsDomains.brandId, brandId), eq(dmsDomains.id, id))).returning({ id: dmsDomains.id })).length > 0;
}

export async function listActions(db: Executor, brandId: string, domainId?: string): Promise<ActionRow[]> {
  return db.select().from(dmsActions)
    .where(and(eq(dmsActions.brandId, brandId), domainId ? eq(dmsActions.domainId, domainId) : undefined))
    .orderBy(asc(sql`lower(${dmsActions.name})`));
}

export async function findAction(db: Executor, brandId: string, id: string): Promise<ActionRow | undefined> {
  const [row] = await db.select().from(dmsActions).where(and(eq(dmsActions.brandId, brandId), eq(dmsActions.id, id)));
  return row;
}

export async function insertAction(db: Executor, brandId: string, values: { domainId: string; name: string; description: string; config: ActionConfig }): Promise<ActionRow> {
  const [row] = await db.insert(dmsActions).values({ brandId, ...values }).returning();
  return row!;
}

export async function updateAction(db: Executor, brandId: string, id: string, values: { name: string; description: string; config: ActionConfig }): Promise<ActionRow | undefined> {
  const [row] = await db.update(dmsActions).set({ ...values, updatedAt: new Date() }).where(and(eq(dmsActions.brandId, brandId), eq(dmsActions.id, id))).returning();
  return row;
}

export async function deleteAction(db: Executor, brandId: string, id: string): Promise<void> {
  await db.delete(dmsActions).where(and(eq(dmsActions.brandId, brandId), eq(dmsActions.id, id)));
}

/** A domain whose fallback is this action falls back to nothing once it is gone. */
export async function clearFallback(db: Executor, actionId: string): Promise<void> {
  await db.update(dmsDomains).set({ fallbackActionId: null }).where(eq(dmsDomains.fallbackActionId, actionId));
}

/** Names of the stories with a box taking this action (jsonb containment). */
export async function storiesUsingAction(db: Executor, brandId: string, domainId: string, actionId: string): Promise<string[]> {
  const rows = await db.select({ name: dmsStories.name }).from(dmsStories)
    .where(and(eq(dmsStories.brandId, brandId), eq(dmsStories.domainId, domainId), sql`${dmsStories.boxes} @> ${JSON.stringify([{ actionId }])}::jsonb`))
    .orderBy(asc(dmsStories.name));
  return rows.map((row) => row.name);
}

export async function listStories(db: Executor, brandId: string, query: { domainId?: string | undefined; search?: string | undefined; page: number; pageSize: number }) {
  const search = query.search?.trim().toLowerCase();
  const where = and(
    eq(dmsStories.brandId, brandId),
    query.domainId ? eq(dmsStories.domainId, query.domainId) : undefined,
    search ? ilike(dmsStories.searchText, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  const [items, [total]] = [
    await db.select().from(dmsStories).where(where).orderBy(desc(dmsStories.updatedAt), asc(dmsStories.id))
      .limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    await db.select({ n: count() }).from(dmsStories).where(where),
  ];
  return { items, totalCount: Number(total?.n ?? 0) };
}

export async function storiesOf(db: Executor, brandId: string, domainId: string): Promise<StoryRow[]> {
  return db.select().from(dmsStories).where(and(eq(dmsStories.brandId, brandId), eq(dmsStories.domainId, domainId))).orderBy(asc(dmsStories.createdAt), asc(dmsStories.id));
}

export async function findStory(db: Executor, brandId: string, id: string): Promise<StoryRow | undefined> {
  const [row] = await db.select().from(dmsStories).where(and(eq(dmsStories.brandId, brandId), eq(dmsStories.id, id)));
  return row;
}

/** The story, locked until the transaction ends (a read-modify-write such as an append). */
export async function lockStory(tx: Executor, brandId: string, id: string): Promise<StoryRow | undefined> {
  const [row] = await tx.select().from(dmsStories).where(and(eq(dmsStories.brandId, brandId), eq(dmsStories.id, id))).for('update');
  return row;
}

const searchTextOf = (name: string, boxes: DialogBox[]) =>
  [name, ...boxes.map((box) => (box.kind === 'customer' ? `${box.intent} ${box.text}` : box.kind === 'checkpoint' ? box.name : ''))].join(' ').toLowerCase();

export async function insertStories(db: Executor, brandId: string, stories: { domainId: string; name: string; boxes: DialogBox[]; createdBy: string }[]): Promise<StoryRow[]> {
  if (stories.length === 0) return [];
  return db.insert(dmsStories).values(stories.map((story) => ({ brandId, ...story, searchText: searchTextOf(story.name, story.boxes) }))).returning();
}

export async function updateStory(db: Executor, brandId: string, id: string, values: { domainId: string; name: string; boxes: DialogBox[] }): Promise<StoryRow | undefined> {
  const [row] = await db.update(dmsStories).set({ ...values, searchText: searchTextOf(values.name, values.boxes), updatedAt: new Date() })
    .where(and(eq(dmsStories.brandId, brandId), eq(dmsStories.id, id))).returning();
  return row;
}

export async function deleteStory(db: Executor, brandId: string, id: string): Promise<StoryRow | undefined> {
  const [row] = await db.delete(dmsStories).where(and(eq(dmsStories.brandId, brandId), eq(dmsStories.id, id))).returning();
  return row;
}
