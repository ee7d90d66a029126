/**
 * Automated testing (issue 26): test cases (a scripted conversation with expectations per turn) and the tags that
 * group them into suites. Turns are one jsonb document: they are always read and written whole, and validated by
 * the shared zod schema before they are stored.
 */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TestTurn } from '@switchboard/contracts/automated-testing/test-case.schemas';
import { brands } from './brands';
import { createdAt, id, updatedAt } from './columns';

export const botTestCases = pgTable(
  'bot_test_cases',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    turns: jsonb('turns').$type<TestTurn[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('bot_test_cases_list_idx').on(table.brandId, table.updatedAt)],
);

export const botTestCaseTags = pgTable(
  'bot_test_case_tags',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('bot_test_case_tags_brand_name_idx').on(table.brandId, sql`lower(${table.name})`)],
);

export const botTestCaseTagLinks = pgTable(
  'bot_test_case_tag_links',
  {
    testCaseId: uuid('test_case_id').notNull().references(() => botTestCases.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id').notNull().references(() => botTestCaseTags.id, { onDelete: 'cascade' }),
  },
  // The tag filter looks cases up by tag.
  (table) => [primaryKey({ columns: [table.testCaseId, table.tagId] }), index('bot_test_case_tag_links_tag_idx').on(table.tagId)],
);
