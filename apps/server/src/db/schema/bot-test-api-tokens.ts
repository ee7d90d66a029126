/**
 * API tokens for a brand's CI (issue 26): a token starts test runs and reads their results and JUnit, nothing else.
 * Only the token's SHA-256 is kept (the token itself is shown once, when it is made); its first characters stay
 * readable so a list can tell tokens apart. A revoked token is kept (who revoked it, when) and refused.
 */
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { at, createdAt, id } from './columns';
import { users } from './users';

export const botTestApiTokens = pgTable(
  'bot_test_api_tokens',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Hex SHA-256 of the whole token (tokens are 256 random bits: a plain hash is enough, no salt or stretching). */
    tokenHash: text('token_hash').notNull(),
    /** The token's first characters, shown in the list ("sbt_4fA9…"). */
    prefix: text('prefix').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
    revokedByName: text('revoked_by_name'),
  },
  (table) => [
    uniqueIndex('bot_test_api_tokens_hash_idx').on(table.tokenHash),
    index('bot_test_api_tokens_brand_idx').on(table.brandId, table.createdAt),
  ],
);
