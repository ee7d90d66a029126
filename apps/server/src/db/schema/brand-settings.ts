/** Per-brand settings documents (brand configuration, ML configuration), validated by contracts' schemas. */
import { jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { updatedAt } from './columns';

export const BRAND_SETTING_KEYS = ['configuration', 'mlConfiguration', 'publishGate'] as const;
export type BrandSettingKey = (typeof BRAND_SETTING_KEYS)[number];

export const brandSettings = pgTable(
  'brand_settings',
  {
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    key: text('key', { enum: BRAND_SETTING_KEYS }).notNull(),
    value: jsonb('value').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.key] })],
);
