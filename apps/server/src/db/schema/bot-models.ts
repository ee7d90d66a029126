/**
 * Trained bot versions: each training stores the draft it was trained from (a bundle: intents with
 * answers and blocked sentences, entities) and the classifier, so a published version never changes
 * when the draft does. `bot_published` points each brand at the version customers get.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ModelEvaluation, ModelStatus } from '@switchboard/contracts/models/models.schemas';
import type { BotBundle } from '@/bot/bot-bundle';
import { brands } from './brands';
import { at, createdAt, id, updatedAt } from './columns';
import { users } from './users';

export const botModels = pgTable(
  'bot_models',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… per brand. */
    version: integer('version').notNull(),
    status: text('status', { enum: ['training', 'trained', 'failed'] }).$type<ModelStatus>().notNull().default('training'),
    progress: real('progress').notNull().default(0),
    utteranceCount: integer('utterance_count').notNull().default(0),
    intentCount: integer('intent_count').notNull().default(0),
    bundle: jsonb('bundle').$type<BotBundle>(),
    evaluation: jsonb('evaluation').$type<ModelEvaluation>(),
    logs: jsonb('logs').$type<string[]>().notNull().default([]),
    error: text('error'),
    trainedBy: uuid('trained_by').references(() => users.id, { onDelete: 'set null' }),
    trainedByName: text('trained_by_name').notNull(),
    startedAt: createdAt(),
    /** Bumped with progress: a 'training' row that stops moving was abandoned (a crashed instance). */
    updatedAt: updatedAt(),
    finishedAt: at('finished_at'),
  },
  (table) => [
    uniqueIndex('bot_models_version_idx').on(table.brandId, table.version),
    // One training at a time per brand, whichever instance starts it.
    uniqueIndex('bot_models_one_training_idx').on(table.brandId).where(sql`${table.status} = 'training'`),
  ],
);

export const botPublished = pgTable('bot_published', {
  brandId: uuid('brand_id').primaryKey().references(() => brands.id, { onDelete: 'cascade' }),
  modelId: uuid('model_id').notNull().references(() => botModels.id, { onDelete: 'restrict' }),
  updatedAt: updatedAt(),
});

export const botDeployments = pgTable(
  'bot_deployments',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['publish', 'activate', 'rollback'] }).notNull(),
    modelId: uuid('model_id').notNull().references(() => botModels.id, { onDelete: 'cascade' }),
    previousModelId: uuid('previous_model_id').references(() => botModels.id, { onDelete: 'set null' }),
    byName: text('by_name').notNull(),
    at: createdAt(),
  },
  (table) => [index('bot_deployments_brand_idx').on(table.brandId, table.at)],
);

export type BotModelRow = typeof botModels.$inferSelect;
