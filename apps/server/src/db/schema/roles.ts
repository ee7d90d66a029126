/** Roles (§3 Role, §6): default roles from contracts' ROLES and custom roles derived from them. */
import { type AnyPgColumn, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { RolePermissions } from '@switchboard/contracts/member-permissions';
import { brands } from './brands';
import { createdAt, id, updatedAt } from './columns';

export const ROLE_TYPES = ['default', 'custom'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

export const roles = pgTable(
  'roles',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ROLE_TYPES }).notNull().default('custom'),
    parentRoleId: uuid('parent_role_id').references((): AnyPgColumn => roles.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
    permissions: jsonb('permissions').$type<RolePermissions>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [unique('roles_brand_name_unique').on(table.brandId, table.name)],
);

export type RoleRow = typeof roles.$inferSelect;
