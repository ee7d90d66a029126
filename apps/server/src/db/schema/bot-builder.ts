/**
 * The bot builder's draft (issue 4): intents with their answer, utterances and blocked sentences
 * (entities marked inside), and list/regex entities. Training snapshots this draft into a model.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MarkedEntity, UtteranceKind } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { brands } from './brands';
import { createdAt, id, updatedAt } from './columns';

export interface QuickReply { label: string; value: string }
export interface EntityValue { value: string; synonyms: string[] }

export const botIntents = pgTable(
  'bot_intents',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    reply: text('reply').notNull(),
    handover: boolean('handover').notNull().default(false),
    quickReplies: jsonb('quick_replies').$type<QuickReply[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Names are unique per brand regardless of case (postbacks and uploads match them that way).
  (table) => [uniqueIndex('bot_intents_brand_name_idx').on(table.brandId, sql`lower(${table.name})`)],
);

export const botUtterances = pgTable(
  'bot_utterances',
  {
    id: id(),
    intentId: uuid('intent_id').notNull().references(() => botIntents.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    kind: text('kind', { enum: ['utterance', 'blocked'] }).$type<UtteranceKind>().notNull().default('utterance'),
    entities: jsonb('entities').$type<MarkedEntity[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('bot_utterances_text_idx').on(table.intentId, table.kind, sql`lower(${table.text})`),
    index('bot_utterances_list_idx').on(table.intentId, table.kind, table.createdAt),
  ],
);

export const botEntities = pgTable(
  'bot_entities',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['list', 'regex'] }).notNull(),
    values: jsonb('values').$type<EntityValue[]>().notNull().default([]),
    pattern: text('pattern'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('bot_entities_brand_name_idx').on(table.brandId, sql`lower(${table.name})`)],
);

export type BotIntentRow = typeof botIntents.$inferSelect;
export type BotUtteranceRow = typeof botUtterances.$inferSelect;
export type BotEntityRow = typeof botEntities.$inferSelect;
