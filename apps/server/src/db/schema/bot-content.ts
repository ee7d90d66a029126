/**
 * The bot builder's draft beyond intents and entities (issue 4): workflows, bot messages with their
 * variations, and bot params. Training snapshots these into the model's bundle; customers only ever
 * see what a publish made live.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BotParamType } from '@switchboard/contracts/bot-builder/bot-param.schemas';
import type { Variation } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import type { WorkflowElements } from '@switchboard/contracts/bot-builder/workflow.schemas';
import type { MessageType } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { brands } from './brands';
import { createdAt, id, updatedAt } from './columns';

export const botWorkflows = pgTable(
  'bot_workflows',
  {
    wid: id('wid'),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    triggerIntents: jsonb('trigger_intents').$type<string[]>().notNull().default([]),
    elements: jsonb('elements').$type<WorkflowElements>().notNull(),
    synced: boolean('synced').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('bot_workflows_brand_name_idx').on(table.brandId, sql`lower(${table.name})`),
    index('bot_workflows_list_idx').on(table.brandId, table.updatedAt),
  ],
);

export const botMessages = pgTable(
  'bot_messages',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<MessageType>().notNull(),
    variations: jsonb('variations').$type<Variation[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('bot_messages_brand_name_idx').on(table.brandId, sql`lower(${table.name})`),
    index('bot_messages_list_idx').on(table.brandId, table.updatedAt),
  ],
);

export const botParams = pgTable(
  'bot_params',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<BotParamType>().notNull().default('text'),
    defaultValue: text('default_value').notNull().default(''),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('bot_params_brand_name_idx').on(table.brandId, sql`lower(${table.name})`)],
);
