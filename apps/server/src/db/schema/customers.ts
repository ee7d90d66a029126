/** Customers of the chat channels (§3 "Live chat" psid): one row per psid, created on first contact. */
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
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
  /** From the widget's pre-chat form, trimmed and lower-case; the key that links a visitor to a known customer. */
  email: text('email'),
  /**
   * The customer record this one (a visitor's browser that gave its e-mail) belongs to: its chats show in that
   * record's profile and the list shows only that record. Null for a record of its own.
   */
  linkedPsid: text('linked_psid').references((): AnyPgColumn => customers.psid, { onDelete: 'set null' }),
  createdAt: createdAt(),
  lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  /** Bifurcation values of the customer's first contact (see chat_sessions.bifurcation). */
  bifurcation: jsonb('bifurcation').$type<BifurcationValues>().notNull().default({}),
}, (table) => [
  // The customer list (/users) pages most recently seen first.
  index('customers_last_seen_idx').on(table.lastSeenAt.desc(), table.psid),
  // The pre-chat form's e-mail finds the customer record to link to (records of their own only).
  index('customers_email_idx').on(table.email).where(sql`${table.linkedPsid} is null`),
  index('customers_linked_idx').on(table.linkedPsid),
]);

export type CustomerRow = typeof customers.$inferSelect;
