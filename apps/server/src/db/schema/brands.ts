/** A brand: the tenant whose chatbot the console runs, with its bifurcation filters (§3). */
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { BifurcationFilter } from '@switchboard/contracts/auth/bifurcation.schemas';
import { createdAt, id, updatedAt } from './columns';

export interface NlpServiceDetails {
  language: string;
  threshold: number;
}

export const brands = pgTable('brands', {
  id: id(),
  name: text('name').notNull().unique(),
  /** The dashboard version answered by GET /check_version. */
  version: text('version').notNull(),
  bifurcationFilters: jsonb('bifurcation_filters').$type<BifurcationFilter[]>().notNull().default([]),
  allowedChannels: jsonb('allowed_channels').$type<string[]>().notNull().default([]),
  nlpServiceDetails: jsonb('nlp_service_details').$type<NlpServiceDetails>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type BrandRow = typeof brands.$inferSelect;
