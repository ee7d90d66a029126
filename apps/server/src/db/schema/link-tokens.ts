/** Single-use, expiring links sent by mail (password reset, account activation). Only hashes stored. */
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { users } from './users';

export const LINK_PURPOSES = ['reset', 'activation'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

export const linkTokens = pgTable(
  'link_tokens',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the token in the link, hex. */
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: LINK_PURPOSES }).notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('link_tokens_user_id_idx').on(table.userId)],
);

export type LinkTokenRow = typeof linkTokens.$inferSelect;
