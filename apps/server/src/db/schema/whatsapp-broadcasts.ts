/**
 * WhatsApp broadcasts (issue 25): a template sent to uploaded recipients by a durable runner. The template is
 * referred to by name + language + category (as the Cloud API sends it), not by a key into the templates
 * table, which is built on another branch. Counts are kept per current recipient state, moved in the same
 * statement as the recipient (whatsapp-broadcasts.repository.ts: moveRecipient).
 */
import { sql } from 'drizzle-orm';
import { bigserial, customType, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { BROADCAST_STATES, RECIPIENT_STATES, TEMPLATE_CATEGORIES } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import { brands } from './brands';
import { at, createdAt, id, updatedAt } from './columns';

export const waBroadcasts = pgTable('wa_broadcasts', {
  /** §3 broadcast history _id. */
  id: id(),
  brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  templateName: text('template_name').notNull(),
  templateLanguage: text('template_language').notNull(),
  templateCategory: text('template_category', { enum: TEMPLATE_CATEGORIES }).notNull(),
  /** The sheet's columns giving {{1}}…{{n}}, in order. */
  variables: jsonb('variables').$type<string[]>().notNull().default([]),
  /** Where each of those goes in the message (header, body:n, url:i); empty: the body's {{1}}…{{n}} in order. */
  parameters: jsonb('parameters').$type<string[]>().notNull().default([]),
  scheduledAt: at('scheduled_at').notNull(),
  /** The time zone the schedule was chosen in (shown back; scheduledAt is the instant). */
  timeZone: text('time_zone').notNull(),
  state: text('state', { enum: BROADCAST_STATES }).notNull(),
  total: integer('total').notNull().default(0),
  /** Recipients currently in each state (queued and sending are the rest of total). */
  sentCount: integer('sent_count').notNull().default(0),
  deliveredCount: integer('delivered_count').notNull().default(0),
  readCount: integer('read_count').notNull().default(0),
  failedCount: integer('failed_count').notNull().default(0),
  skippedCount: integer('skipped_count').notNull().default(0),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  completedAt: at('completed_at'),
}, (table) => [index('wa_broadcasts_brand_idx').on(table.brandId, table.createdAt), index('wa_broadcasts_state_idx').on(table.state, table.scheduledAt)]);

export const waBroadcastRecipients = pgTable('wa_broadcast_recipients', {
  /** A sequence: the runner sends in upload order. */
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  broadcastId: uuid('broadcast_id').notNull().references(() => waBroadcasts.id, { onDelete: 'cascade' }),
  /** The sheet row it came from (the report and the drill-down name it). */
  row: integer('row').notNull(),
  /** Digits only, with the country code (a wa_id). */
  phone: text('phone').notNull(),
  variables: jsonb('variables').$type<string[]>().notNull().default([]),
  state: text('state', { enum: RECIPIENT_STATES }).notNull(),
  /** queued and sending 0, sent 1, delivered 2, failed 3, read 4, skipped 5: a status webhook only raises it. */
  statusRank: integer('status_rank').notNull().default(0),
  /** Unique per broadcast and phone; sent as biz_opaque_callback_data (with the attempt) so a send whose answer was lost is recognised from its status webhook. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  attempts: integer('attempts').notNull().default(0),
  wamid: text('wamid').unique(),
  errorCode: integer('error_code'),
  /** Why it was skipped (a row problem, e.g. optedOut). */
  reason: text('reason'),
  /** When it was last handed to the Graph API (the pair rate and the 24-hour tier count from it). */
  sendingAt: at('sending_at'),
  /** Not sent before this time (backoff after a throughput error). */
  notBefore: at('not_before'),
  updatedAt: updatedAt(),
}, (table) => [
  index('wa_broadcast_recipients_queue_idx').on(table.broadcastId, table.state, table.id),
  index('wa_broadcast_recipients_phone_idx').on(table.phone, table.sendingAt),
  /** The 24-hour tier counts recent sends. */
  index('wa_broadcast_recipients_sent_at_idx').on(table.sendingAt),
  /** The few in flight, for the stale-send check the runner makes on every batch. */
  index('wa_broadcast_recipients_sending_idx').on(table.sendingAt).where(sql`${table.state} = 'sending'`),
]);

/** One row per job kind: who runs it until when. A runner renews its lease; another takes over once it has expired. */
export const waRunnerLeases = pgTable('wa_runner_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/** Bytes as they are (PGlite answers a Uint8Array, pg a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A recipients sheet uploaded for the sender page (§7 whatsappInputFileUpload with the file alone), kept while its
 * columns are mapped and checked; creating its broadcast removes it, and a day after its upload it is swept.
 */
export const waBroadcastSheets = pgTable('wa_broadcast_sheets', {
  id: id(),
  brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
  createdBy: uuid('created_by'),
  filename: text('filename').notNull(),
  /** The header row's texts. */
  columns: jsonb('columns').$type<string[]>().notNull(),
  rows: integer('rows').notNull(),
  file: bytea('file').notNull(),
  createdAt: createdAt(),
}, (table) => [index('wa_broadcast_sheets_created_idx').on(table.createdAt)]);

export type WaBroadcastRow = typeof waBroadcasts.$inferSelect;
export type WaBroadcastRecipientRow = typeof waBroadcastRecipients.$inferSelect;
