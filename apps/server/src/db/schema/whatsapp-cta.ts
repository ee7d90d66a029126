/**
 * Template call-to-action records (/whatsapp_template/template_cta): a customer pressed a quick-reply button of a
 * template message. The press arrives as an inbound message whose context names the template message's wamid; it is
 * recorded when that wamid is a broadcast recipient's send or a template sent from a chat, with the template (and
 * broadcast) copied in so the list and counts filter without joins. URL and phone buttons are not reported by WhatsApp.
 */
import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CTA_REPLY_TYPES } from '@switchboard/contracts/whatsapp/whatsapp.cta';
import { brands } from './brands';
import { at, createdAt, id } from './columns';
import { waBroadcastRecipients, waBroadcasts } from './whatsapp-broadcasts';

export const waTemplatePresses = pgTable('wa_template_presses', {
  id: id(),
  brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
  /** The press's own message id: a redelivered webhook records nothing twice. */
  wamid: text('wamid').notNull().unique(),
  /** The template message pressed (the inbound message's context.id). */
  contextWamid: text('context_wamid').notNull(),
  templateName: text('template_name').notNull(),
  templateLanguage: text('template_language').notNull(),
  /** The broadcast and recipient the template message was sent to; null for a template sent from a chat. */
  broadcastId: uuid('broadcast_id').references(() => waBroadcasts.id, { onDelete: 'cascade' }),
  recipientId: bigint('recipient_id', { mode: 'number' }).references(() => waBroadcastRecipients.id, { onDelete: 'cascade' }),
  /** The customer's wa_id (digits with the country code). */
  phone: text('phone').notNull(),
  /** The button's text as the customer saw it, and the payload the send gave it (WhatsApp sends the text when none). */
  button: text('button').notNull(),
  payload: text('payload'),
  /** How the press came: a template's quick reply (`button`) or an interactive reply button or list row. */
  replyType: text('reply_type', { enum: CTA_REPLY_TYPES }).notNull(),
  /** When the customer pressed (the webhook's timestamp). */
  pressedAt: at('pressed_at').notNull(),
  createdAt: createdAt(),
}, (table) => [
  index('wa_template_presses_brand_idx').on(table.brandId, table.pressedAt),
  index('wa_template_presses_broadcast_idx').on(table.broadcastId, table.pressedAt),
  index('wa_template_presses_template_idx').on(table.brandId, table.templateName, table.templateLanguage, table.pressedAt),
]);

export type WaTemplatePressRow = typeof waTemplatePresses.$inferSelect;
