/** Saved customer segments for WhatsApp broadcasts (issue 25): a named filter, evaluated when it is used. */
import { jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SegmentFilter } from '@switchboard/contracts/whatsapp/whatsapp.segments';
import { brands } from './brands';
import { createdAt, id } from './columns';

export const waSegments = pgTable('wa_segments', {
  id: id(),
  brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** Kept as the filter, not as a list of people: a segment sent next month reaches who matches then. */
  filter: jsonb('filter').$type<SegmentFilter>().notNull(),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
}, (table) => [uniqueIndex('wa_segments_brand_name_idx').on(table.brandId, table.name)]);

export type WaSegmentRow = typeof waSegments.$inferSelect;
