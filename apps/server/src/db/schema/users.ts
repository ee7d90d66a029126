/** Staff accounts (team members). Effective permissions = role's map + overrides + ticketsEnabled. */
import { boolean, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AllowedBifurcation } from '@switchboard/contracts/auth/bifurcation-scope';
import type { SelectedBifurcation } from '@switchboard/contracts/auth/bifurcation.schemas';
import type { PermissionOverrides } from '@switchboard/contracts/member-permissions';
import { brands } from './brands';
import { createdAt, id, updatedAt } from './columns';
import { roles } from './roles';

export const users = pgTable('users', {
  id: id(),
  brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
  /** Stored lower-cased; unique across the installation. */
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** argon2id; null until the account is activated with a password. */
  passwordHash: text('password_hash'),
  roleId: uuid('role_id').notNull().references(() => roles.id, { onDelete: 'restrict' }),
  permissionOverrides: jsonb('permission_overrides').$type<PermissionOverrides>().notNull().default({}),
  ticketsEnabled: boolean('tickets_enabled').notNull().default(false),
  /** Switched off by an administrator (deactivated member). */
  active: boolean('active').notNull().default(true),
  /** Set once the member followed the activation link. */
  activated: boolean('activated').notNull().default(false),
  selectedBifurcation: jsonb('selected_bifurcation').$type<SelectedBifurcation>(),
  /** The bifurcation values the member may select (Settings › Team members); a missing or empty list allows every value. */
  allowedBifurcation: jsonb('allowed_bifurcation').$type<AllowedBifurcation>().notNull().default({}),
  /** The member's id in realtime payloads and chat assignment (adminId / adminPsid in §7). */
  adminPsid: text('admin_psid').notNull().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type UserRow = typeof users.$inferSelect;
