/** SQL of test cases and their tags (bot_test_cases, bot_test_case_tags, bot_test_case_tag_links). */
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { TestTurn } from '@switchboard/contracts/automated-testing/test-case.schemas';
import type { Executor } from '@/db/client';
import { botTestCases, botTestCaseTagLinks, botTestCaseTags } from '@/db/schema/bot-tests';

export type TestCaseRow = typeof botTestCases.$inferSelect;
export type TagRow = { id: string; name: string };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listTestCases(db: Executor, brandId: string, q: { page: number; pageSize: number; search?: string | undefined; tagId?: string | undefined }) {
  const where = and(
    eq(botTestCases.brandId, brandId),
    q.search ? ilike(botTestCases.name, `%${escapeLike(q.search)}%`) : undefined,
    q.tagId ? inArray(botTestCases.id, db.select({ id: botTestCaseTagLinks.testCaseId }).from(botTestCaseTagLinks).where(eq(botTestCaseTagLinks.tagId, q.tagId))) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db.select().from(botTestCases).where(where).orderBy(desc(botTestCases.updatedAt), asc(botTestCases.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ value: count() }).from(botTestCases).where(where),
  ]);
  return { items, totalCount: total?.value ?? 0 };
}

export async function findTestCase(db: Executor, brandId: string, id: string): Promise<TestCaseRow | undefined> {
  const [row] = await db.select().from(botTestCases).where(and(eq(botTestCases.brandId, brandId), eq(botTestCases.id, id)));
  return row;
}

export async function insertTestCase(db: Executor, brandId: string, values: { name: string; turns: TestTurn[] }): Promise<TestCaseRow> {
  const [row] = await db.insert(botTestCases).values({ brandId, ...values }).returning();
  if (!row) throw new Error('test case not stored');
  return row;
}

export async function updateTestCase(db: Executor, brandId: string, id: string, values: { name: string; turns: TestTurn[] }) {
  const [row] = await db.update(botTestCases).set({ ...values, updatedAt: new Date() })
    .where(and(eq(botTestCases.brandId, brandId), eq(botTestCases.id, id))).returning();
  return row;
}

export async function deleteTestCase(db: Executor, brandId: string, id: string): Promise<boolean> {
  const rows = await db.delete(botTestCases).where(and(eq(botTestCases.brandId, brandId), eq(botTestCases.id, id))).returning({ id: botTestCases.id });
  return rows.length > 0;
}

/** Replaces the case's tags with these (ids already checked to be the brand's). */
export async function setTags(db: Executor, testCaseId: string, tagIds: string[]): Promise<void> {
  await db.delete(botTestCaseTagLinks).where(eq(botTestCaseTagLinks.testCaseId, testCaseId));
  if (tagIds.length) await db.insert(botTestCaseTagLinks).values(tagIds.map((tagId) => ({ testCaseId, tagId })));
}

/** The tags of these cases, by case id. */
export async function tagsOf(db: Executor, testCaseIds: string[]): Promise<Map<string, TagRow[]>> {
  const byCase = new Map<string, TagRow[]>();
  if (!testCaseIds.length) return byCase;
  const rows = await db.select({ testCaseId: botTestCaseTagLinks.testCaseId, id: botTestCaseTags.id, name: botTestCaseTags.name })
    .from(botTestCaseTagLinks).innerJoin(botTestCaseTags, eq(botTestCaseTags.id, botTestCaseTagLinks.tagId))
    .where(inArray(botTestCaseTagLinks.testCaseId, testCaseIds)).orderBy(asc(sql`lower(${botTestCaseTags.name})`));
  for (const { testCaseId, id, name } of rows) byCase.set(testCaseId, [...(byCase.get(testCaseId) ?? []), { id, name }]);
  return byCase;
}

export async function listTags(db: Executor, brandId: string): Promise<TagRow[]> {
  return db.select({ id: botTestCaseTags.id, name: botTestCaseTags.name }).from(botTestCaseTags)
    .where(eq(botTestCaseTags.brandId, brandId)).orderBy(asc(sql`lower(${botTestCaseTags.name})`));
}

export async function findTags(db: Executor, brandId: string, ids: string[]): Promise<TagRow[]> {
  if (!ids.length) return [];
  return db.select({ id: botTestCaseTags.id, name: botTestCaseTags.name }).from(botTestCaseTags)
    .where(and(eq(botTestCaseTags.brandId, brandId), inArray(botTestCaseTags.id, ids)));
}

export async function insertTag(db: Executor, brandId: string, name: string): Promise<TagRow> {
  const [row] = await db.insert(botTestCaseTags).values({ brandId, name }).returning({ id: botTestCaseTags.id, name: botTestCaseTags.name });
  if (!row) throw new Error('tag not stored');
  return row;
}

/** Which of these ids are the brand's cases. */
export async function existingCaseIds(db: Executor, brandId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: botTestCases.id }).from(botTestCases).where(and(eq(botTestCases.brandId, brandId), inArray(botTestCases.id, ids)));
  return new Set(rows.map((row) => row.id));
}
