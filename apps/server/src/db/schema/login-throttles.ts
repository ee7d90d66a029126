/**
 * Sign-in throttling counters, one row per account (e-mail) or per address, shared by every server
 * instance: each attempt is reserved with one atomic upsert before the password is checked.
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

export const loginThrottles = pgTable(
  'login_throttles',
  {
    /** `account:<e-mail>` or `address:<ip>`. */
    key: text('key').primaryKey(),
    /** Attempts counted: an account's failures in a row, an address's failures in the current window. */
    failures: integer('failures').notNull().default(0),
    /** An address's window start; for an account, when it last failed (failures are forgotten later). */
    since: at('since').notNull(),
    /** No attempt is evaluated before this time (the account's growing delay, the address's window end). */
    blockedUntil: at('blocked_until'),
  },
  (table) => [index('login_throttles_since_idx').on(table.since)],
);

export type LoginThrottleRow = typeof loginThrottles.$inferSelect;
