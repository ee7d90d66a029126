/** Secrets generated once and shared by every instance (e.g. the JWT signing key). */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
