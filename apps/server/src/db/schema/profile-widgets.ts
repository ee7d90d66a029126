/** What staff saved in a customer's profile widgets (POST /admin/v1/userProfileWidgets with updatedFormData). */
import { jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { customers } from './customers';
import { users } from './users';

export const profileWidgetValues = pgTable(
  'profile_widget_values',
  {
    psid: text('psid').notNull().references(() => customers.psid, { onDelete: 'cascade' }),
    /** One of contracts' PROFILE_WIDGETS ids. */
    widgetId: text('widget_id').notNull(),
    values: jsonb('values').$type<Record<string, string>>().notNull().default({}),
    /** Null when the member was later deleted; updatedByName keeps who it was. */
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedByName: text('updated_by_name').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.psid, table.widgetId] })],
);

export type ProfileWidgetValueRow = typeof profileWidgetValues.$inferSelect;
