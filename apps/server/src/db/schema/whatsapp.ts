/**
 * The WhatsApp channel (issue 25): which customer a WhatsApp number is, and each message sent through the
 * Graph API with its delivery status. Inbound idempotency needs no table of its own: a message's wamid is
 * the chat message's client_message_id (unique per customer), so a redelivery is a duplicate there.
 */
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  TEMPLATE_CATEGORIES, TEMPLATE_QUALITIES, TEMPLATE_STATUSES, type TemplateComponent,
} from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { brands } from './brands';
import { WHATSAPP_STATUSES } from '@switchboard/contracts/whatsapp/whatsapp.webhook';
import { at, createdAt, updatedAt } from './columns';
import { customers } from './customers';

export const waContacts = pgTable('wa_contacts', {
  /** The customer's WhatsApp id (their phone number in international form, digits only). */
  waId: text('wa_id').primaryKey(),
  psid: text('psid').notNull().unique().references(() => customers.psid, { onDelete: 'cascade' }),
  /** When the customer last wrote (the webhook's timestamp): free-form replies only within 24 hours of it. */
  lastInboundAt: at('last_inbound_at'),
  /** Set while the customer has opted out of broadcasts (wrote an opt-out keyword); cleared by an opt-in keyword. */
  optedOutAt: at('opted_out_at'),
  /**
   * The brand whose number the customer last wrote to: replies go out from that number. Null: the deployment's
   * WA_* number (or a contact from before numbers were per brand).
   */
  brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const waOutbound = pgTable('wa_outbound', {
  /** The id the Graph API gave the message (statuses refer to it). */
  wamid: text('wamid').primaryKey(),
  /**
   * The chat message it carries. Null while only a status webhook has been seen: a status can arrive
   * before the send's answer is recorded.
   */
  chatlogId: uuid('chatlog_id'),
  psid: text('psid'),
  /** The chat message's session and seq: delivered and read move the session's watermark (MessageStore.markRead). */
  sessionId: uuid('session_id'),
  seq: integer('seq'),
  status: text('status', { enum: WHATSAPP_STATUSES }).notNull(),
  /** A template sent from a chat (sendTemplateFromChatHistory): which one, for the brand; its button presses are CTA records. */
  templateName: text('template_name'),
  templateLanguage: text('template_language'),
  brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
  /** Status order (sent 1, delivered 2, failed 3, read 4): an update only ever raises it. */
  statusRank: integer('status_rank').notNull(),
  errorCode: integer('error_code'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (table) => [index('wa_outbound_chatlog_idx').on(table.chatlogId)]);

export type WaOutboundRow = typeof waOutbound.$inferSelect;

/**
 * Message templates (§3 messaging template id), as submitted to WhatsApp: status and quality follow the
 * message_template_status_update and message_template_quality_update webhooks, matched by the provider's id.
 */
export const waTemplates = pgTable('wa_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  language: text('language').notNull(),
  category: text('category', { enum: TEMPLATE_CATEGORIES }).notNull(),
  components: jsonb('components').$type<TemplateComponent[]>().notNull(),
  status: text('status', { enum: TEMPLATE_STATUSES }).notNull(),
  rejectedReason: text('rejected_reason'),
  quality: text('quality', { enum: TEMPLATE_QUALITIES }),
  /** The template's id at WhatsApp (webhooks name it message_template_id). */
  providerId: text('provider_id').unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (table) => [uniqueIndex('wa_templates_brand_name_language_idx').on(table.brandId, table.name, table.language)]);

export type WaTemplateRow = typeof waTemplates.$inferSelect;
