/** The audit log (issue 6): who changed roles, permissions or configuration, when, before and after. */
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { at, id } from './columns';
import { users } from './users';

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    /** Null when the actor was later deleted; actorName keeps who it was. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** One of contracts' AUDIT_ENTITIES. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** What was done, e.g. 'create', 'update', 'delete', 'permissions'. */
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('audit_log_brand_at_idx').on(table.brandId, table.at)],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
