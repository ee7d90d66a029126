/** SQL of chat tags: brand-scoped, unique by lower-case name. */
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { chatTags } from '@/db/schema/chat-tags';
import { likeTerm } from './canned-responses.repository';

export async function listTags(db: Executor, brandId: string, opts: { search?: string; limit: number; offset: number }) {
  const where = and(eq(chatTags.brandId, brandId), opts.search ? ilike(chatTags.name, likeTerm(opts.search)) : undefined);
  const [items, [total]] = await Promise.all([
    db.select().from(chatTags).where(where).orderBy(asc(chatTags.nameKey)).limit(opts.limit).offset(opts.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(chatTags).where(where),
  ]);
  return { items, totalCount: total?.count ?? 0 };
}

export async function findTagByKey(db: Executor, brandId: string, nameKey: string) {
  const [row] = await db.select({ id: chatTags.id }).from(chatTags).where(and(eq(chatTags.brandId, brandId), eq(chatTags.nameKey, nameKey)));
  return row;
}

export async function insertTag(db: Executor, brandId: string, values: { name: string; colour: string }) {
  const [row] = await db.insert(chatTags).values({ brandId, ...values, nameKey: values.name.toLowerCase() }).returning();
  if (!row) throw new Error('tag insert returned nothing');
  return row;
}

export async function updateTag(db: Executor, brandId: string, id: string, values: { name: string; colour: string }) {
  const [row] = await db.update(chatTags).set({ ...values, nameKey: values.name.toLowerCase() })
    .where(and(eq(chatTags.brandId, brandId), eq(chatTags.id, id))).returning();
  return row;
}

export async function deleteTag(db: Executor, brandId: string, id: string): Promise<boolean> {
  const rows = await db.delete(chatTags).where(and(eq(chatTags.brandId, brandId), eq(chatTags.id, id))).returning({ id: chatTags.id });
  return rows.length > 0;
}
