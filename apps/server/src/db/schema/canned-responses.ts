/** Canned responses (§3 canned response _id): a shortcut the composer expands into text. */
import { jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { createdAt, id, updatedAt } from './columns';

export const cannedResponses = pgTable(
  'canned_responses',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    /** Stored lower-case, so shortcuts are unique regardless of case. */
    shortcut: text('shortcut').notNull(),
    text: text('text').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('canned_responses_brand_shortcut_idx').on(table.brandId, table.shortcut)],
);

export type CannedResponseRow = typeof cannedResponses.$inferSelect;
