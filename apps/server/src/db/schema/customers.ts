/** Customers of the chat channels (§3 "Live chat" psid): one row per psid, created on first contact. */
import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { BifurcationValues } from '@switchboard/contracts/auth/bifurcation-scope';
import { at, createdAt } from './columns';

export const customers = pgTable('customers', {
  psid: text('psid').primaryKey(),
  /** One of contracts' CHANNELS. */
  channel: text('channel').notNull(),
  name: text('name').notNull(),
  /** Free-form profile facts (e.g. email, phone) shown in the profile sections. */
  profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
  /** Blocked customers' messages are refused (set by the block action, kept across sessions). */
  blocked: boolean('blocked').notNull().default(false),
  createdAt: createdAt(),
  lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  /** Bifurcation values of the customer's first contact (see chat_sessions.bifurcation). */
  bifurcation: jsonb('bifurcation').$type<BifurcationValues>().notNull().default({}),
}, (table) => [
  // The customer list (/users) pages most recently seen first.
  index('customers_last_seen_idx').on(table.lastSeenAt.desc(), table.psid),
]);

export type CustomerRow = typeof customers.$inferSelect;
