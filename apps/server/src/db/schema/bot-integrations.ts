/**
 * The bot's links to the brand's world (issue 4): brand functions (HTTP calls to the brand's API),
 * environment variables (a value per Dev/UAT/Prod), events and the product catalogue.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { HTTP_METHODS } from '@switchboard/contracts/bot-builder/brand-function.schemas';
import type { Environment } from '@switchboard/contracts/bot-builder/environment-variable.schemas';
import type { EventType } from '@switchboard/contracts/bot-builder/event.schemas';
import { brands } from './brands';
import { createdAt, id, updatedAt } from './columns';

export interface HeaderRow { key: string; value: string }
export interface ResponseMappingRow { path: string; variable: string }

export const botBrandFunctions = pgTable(
  'bot_brand_functions',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    method: text('method').$type<(typeof HTTP_METHODS)[number]>().notNull().default('GET'),
    url: text('url').notNull(),
    headers: jsonb('headers').$type<HeaderRow[]>().notNull().default([]),
    body: text('body').notNull().default(''),
    timeoutMs: integer('timeout_ms').notNull(),
    responseMapping: jsonb('response_mapping').$type<ResponseMappingRow[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('bot_brand_functions_brand_name_idx').on(table.brandId, sql`lower(${table.name})`)],
);

export const botEnvironmentVariables = pgTable(
  'bot_environment_variables',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    values: jsonb('values').$type<Record<Environment, string>>().notNull(),
    secret: boolean('secret').notNull().default(false),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('bot_environment_variables_brand_name_idx').on(table.brandId, table.name)],
);

export const botEvents = pgTable(
  'bot_events',
  {
    eventId: id('event_id'),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    eventType: text('event_type').$type<EventType>().notNull(),
    eventTags: jsonb('event_tags').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('bot_events_brand_name_idx').on(table.brandId, sql`lower(${table.name})`)],
);

export const botCatalogueProducts = pgTable(
  'bot_catalogue_products',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    pid: text('pid').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    url: text('url').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    inStock: boolean('in_stock').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('bot_catalogue_products_brand_pid_idx').on(table.brandId, sql`lower(${table.pid})`),
    index('bot_catalogue_products_list_idx').on(table.brandId, table.name),
  ],
);

export type BotBrandFunctionRow = typeof botBrandFunctions.$inferSelect;
export type BotEnvironmentVariableRow = typeof botEnvironmentVariables.$inferSelect;
export type BotEventRow = typeof botEvents.$inferSelect;
export type BotCatalogueProductRow = typeof botCatalogueProducts.$inferSelect;
