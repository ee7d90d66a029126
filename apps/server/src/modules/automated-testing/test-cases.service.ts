/** Test cases and their tags (botTest calls): list, create, update, delete; every write checks names and tags first. */
import { TEST_CASE_TEXTS as T, type TestCase, type TestCaseListQuery, type TestCaseTag, type TestCaseValues } from '@switchboard/contracts/automated-testing/test-case.schemas';
import type { Database, Executor } from '@/db/client';
import { badRequest, notFound } from '@/plugins/http-errors';
import { requireId, uniqueName } from '@/modules/bot-builder/bot-builder.errors';
import { checkReferences } from './test-case-references';
import * as repo from './test-cases.repository';

/** Test cases a page (spec §9 has no size for this list: the bot-builder lists' 10). */
export const TEST_CASES_PAGE_SIZE = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const tagView = (tag: repo.TagRow): TestCaseTag => ({ _id: tag.id, name: tag.name });
const caseView = (row: repo.TestCaseRow, tags: repo.TagRow[]): TestCase => ({
  _id: row.id, name: row.name, tags: tags.map(tagView), turns: row.turns,
  createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
});

export class TestCasesService {
  constructor(private readonly db: Database) {}

  async list(brandId: string, query: TestCaseListQuery) {
    // An unknown or malformed tag matches nothing (a filter, not a lookup).
    if (query.tag !== undefined && !UUID.test(query.tag)) return { items: [], totalCount: 0 };
    const { items, totalCount } = await repo.listTestCases(this.db, brandId, {
      page: query.page, pageSize: query.pageSize ?? TEST_CASES_PAGE_SIZE, search: query.search, tagId: query.tag,
    });
    const tags = await repo.tagsOf(this.db, items.map((row) => row.id));
    return { items: items.map((row) => caseView(row, tags.get(row.id) ?? [])), totalCount };
  }

  async get(brandId: string, id: string): Promise<TestCase> {
    requireId(id, T.notFound);
    const row = await repo.findTestCase(this.db, brandId, id);
    if (!row) throw notFound(T.notFound);
    return caseView(row, (await repo.tagsOf(this.db, [id])).get(id) ?? []);
  }

  create(brandId: string, input: TestCaseValues): Promise<TestCase> {
    return this.db.transaction(async (tx) => {
      const tags = await this.checked(tx, brandId, input);
      const row = await repo.insertTestCase(tx, brandId, { name: input.name, turns: input.turns });
      await repo.setTags(tx, row.id, tags.map((tag) => tag.id));
      return caseView(row, tags);
    });
  }

  update(brandId: string, id: string, input: TestCaseValues): Promise<TestCase> {
    requireId(id, T.notFound);
    return this.db.transaction(async (tx) => {
      if (!(await repo.findTestCase(tx, brandId, id))) throw notFound(T.notFound);
      const tags = await this.checked(tx, brandId, input);
      const row = await repo.updateTestCase(tx, brandId, id, { name: input.name, turns: input.turns });
      if (!row) throw notFound(T.notFound);
      await repo.setTags(tx, id, tags.map((tag) => tag.id));
      return caseView(row, tags);
    });
  }

  async remove(brandId: string, id: string): Promise<void> {
    requireId(id, T.notFound);
    if (!(await repo.deleteTestCase(this.db, brandId, id))) throw notFound(T.notFound);
  }

  async tags(brandId: string): Promise<TestCaseTag[]> {
    return (await repo.listTags(this.db, brandId)).map(tagView);
  }

  createTag(brandId: string, name: string): Promise<TestCaseTag> {
    return uniqueName(async () => tagView(await repo.insertTag(this.db, brandId, name)), T.tagExists);
  }

  /** The input's tags (each the brand's) once every name in its turns exists. */
  private async checked(db: Executor, brandId: string, input: TestCaseValues): Promise<repo.TagRow[]> {
    const wanted = [...new Set(input.tags)];
    const bad = wanted.findIndex((tag) => !UUID.test(tag));
    const tags = await repo.findTags(db, brandId, wanted.filter((tag) => UUID.test(tag)));
    const missing = bad >= 0 ? bad : wanted.findIndex((tag) => !tags.some((found) => found.id === tag));
    if (missing >= 0) throw badRequest(T.unknownTag, `tags.${input.tags.indexOf(wanted[missing]!)}`);
    await checkReferences(db, brandId, input.turns);
    return tags;
  }
}
