/** SQL of canned responses: brand-scoped, searched by shortcut, text or tag. */
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { cannedResponses } from '@/db/schema/canned-responses';

export interface CannedResponseValues {
  shortcut: string;
  text: string;
  tags: string[];
}

/** Escapes LIKE wildcards so a search for "50%" means what it says. */
const escapeLike = (search: string) => search.replace(/[\\%_]/g, (c) => `\\${c}`);
export const likeTerm = (search: string) => `%${escapeLike(search)}%`;

function matching(brandId: string, search?: string): SQL | undefined {
  const term = search ? likeTerm(search) : undefined;
  return and(
    eq(cannedResponses.brandId, brandId),
    term ? or(ilike(cannedResponses.shortcut, term), ilike(cannedResponses.text, term), sql`${cannedResponses.tags}::text ilike ${term}`) : undefined,
  );
}

export async function listCannedResponses(db: Executor, brandId: string, opts: { search?: string; limit: number; offset: number }) {
  const where = matching(brandId, opts.search);
  // Shortcuts starting with the search come first: typing "/hel" in the composer should offer "hello" before a text match.
  const order = opts.search
    ? [sql`(${cannedResponses.shortcut} ilike ${`${escapeLike(opts.search)}%`}) desc`, asc(cannedResponses.shortcut)]
    : [asc(cannedResponses.shortcut)];
  const [items, [total]] = await Promise.all([
    db.select().from(cannedResponses).where(where).orderBy(...order).limit(opts.limit).offset(opts.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(cannedResponses).where(where),
  ]);
  return { items, totalCount: total?.count ?? 0 };
}

export async function findCannedResponse(db: Executor, brandId: string, id: string) {
  const [row] = await db.select().from(cannedResponses).where(and(eq(cannedResponses.brandId, brandId), eq(cannedResponses.id, id)));
  return row;
}

export async function findByShortcut(db: Executor, brandId: string, shortcut: string) {
  const [row] = await db.select({ id: cannedResponses.id }).from(cannedResponses)
    .where(and(eq(cannedResponses.brandId, brandId), eq(cannedResponses.shortcut, shortcut)));
  return row;
}

export async function insertCannedResponse(db: Executor, brandId: string, values: CannedResponseValues) {
  const [row] = await db.insert(cannedResponses).values({ brandId, ...values }).returning();
  if (!row) throw new Error('canned response insert returned nothing');
  return row;
}

export async function updateCannedResponse(db: Executor, brandId: string, id: string, values: CannedResponseValues) {
  const [row] = await db.update(cannedResponses).set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(cannedResponses.brandId, brandId), eq(cannedResponses.id, id))).returning();
  return row;
}

export async function deleteCannedResponse(db: Executor, brandId: string, id: string): Promise<boolean> {
  const rows = await db.delete(cannedResponses).where(and(eq(cannedResponses.brandId, brandId), eq(cannedResponses.id, id))).returning({ id: cannedResponses.id });
  return rows.length > 0;
}
