/** Downtime windows (§3 downtime _id): when agents are away; the bot tells customers. */
import { index, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import type { DowntimeRule } from '@switchboard/contracts/settings/settings.schemas';
import { brands } from './brands';
import { createdAt, id } from './columns';

export const downtimeWindows = pgTable(
  'downtime_windows',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    /** The window as entered (kind, name, timeZone, times), validated by downtimeInputSchema. */
    rule: jsonb('rule').$type<DowntimeRule>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('downtime_windows_brand_idx').on(table.brandId)],
);

export type DowntimeWindowRow = typeof downtimeWindows.$inferSelect;
