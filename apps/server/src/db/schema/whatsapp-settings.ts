/**
 * A brand's own WhatsApp Business number (issue 25): the Graph API's base URL, the number's id and its credentials.
 * The access token and the app secret are sealed with the server's key, bound to the brand's row (lib/secret-box.ts);
 * a brand without a row uses the deployment's WA_* settings.
 */
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { createdAt, updatedAt } from './columns';

export const waSettings = pgTable('wa_settings', {
  brandId: uuid('brand_id').primaryKey().references(() => brands.id, { onDelete: 'cascade' }),
  /** With the API version, e.g. https://graph.facebook.com/v23.0. */
  graphUrl: text('graph_url').notNull(),
  /** Webhooks name the number a delivery is for: one brand per number. */
  phoneNumberId: text('phone_number_id').notNull().unique(),
  /** The Meta app's id: media-header templates' example files are uploaded to it (Resumable Upload API). */
  appId: text('app_id'),
  accessToken: text('access_token').notNull(),
  appSecret: text('app_secret').notNull(),
  /** Not a credential: the word Meta's subscription check repeats, shown to the admin who types it at Meta. */
  verifyToken: text('verify_token').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type WaSettingsRow = typeof waSettings.$inferSelect;
