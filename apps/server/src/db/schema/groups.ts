/** Agent groups (§3 group _id) and their members; chats queue per group. */
import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { createdAt, id } from './columns';
import { users } from './users';

export const groups = pgTable('groups', {
  id: id(),
  brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** The capacity given to an agent's presence row when it is first created. */
  maxChatsPerAgent: integer('max_chats_per_agent').notNull().default(3),
  createdAt: createdAt(),
});

export const GROUP_ROLES = ['member', 'supervisor'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** Members are offered chats; supervisors watch the group. */
    role: text('role', { enum: GROUP_ROLES }).notNull().default('member'),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.userId] })],
);

export type GroupRow = typeof groups.$inferSelect;
