/** Chat tags (§3 tag _id) an agent attaches to a chat session (chat_sessions.selected_tags holds names). */
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { createdAt, id } from './columns';

export const chatTags = pgTable(
  'chat_tags',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower-case name: unique per brand regardless of case. */
    nameKey: text('name_key').notNull(),
    colour: text('colour').notNull().default('#7b3fe4'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('chat_tags_brand_name_key_idx').on(table.brandId, table.nameKey)],
);

export type ChatTagRow = typeof chatTags.$inferSelect;
