/**
 * Dialogue management (issue 30): a brand's dialogue domains, their actions and stories (dialog boxes as one jsonb
 * document, always read and written whole after the shared zod schema checked it), and the policy trainings (the
 * training logs; a trained row keeps the policy). One training at a time per brand: a partial unique index.
 */
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ActionConfig, DialogBox, Slot, StoryConflict } from '@switchboard/contracts/dms/dms.schemas';
import type { StoredPolicy } from '@/bot/dialogue-policy/policy';
import { brands } from './brands';
import { at, createdAt, id, updatedAt } from './columns';
import { users } from './users';

export const dmsDomains = pgTable(
  'dms_domains',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    intents: jsonb('intents').$type<string[]>().notNull().default([]),
    entities: jsonb('entities').$type<string[]>().notNull().default([]),
    slots: jsonb('slots').$type<Slot[]>().notNull().default([]),
    /** No foreign key: the action belongs to this domain (checked on save), and deleting it clears this first. */
    fallbackActionId: uuid('fallback_action_id'),
    threshold: doublePrecision('threshold').notNull().default(0.6),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('dms_domains_brand_name_idx').on(table.brandId, sql`lower(${table.name})`)],
);

export const dmsActions = pgTable(
  'dms_actions',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    domainId: uuid('domain_id').notNull().references(() => dmsDomains.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    config: jsonb('config').$type<ActionConfig>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('dms_actions_domain_name_idx').on(table.domainId, sql`lower(${table.name})`)],
);

export const dmsStories = pgTable(
  'dms_stories',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    domainId: uuid('domain_id').notNull().references(() => dmsDomains.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    boxes: jsonb('boxes').$type<DialogBox[]>().notNull(),
    /** The boxes' example texts and names, lower case: what the list's search looks in. */
    searchText: text('search_text').notNull().default(''),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('dms_stories_domain_idx').on(table.brandId, table.domainId, table.updatedAt)],
);

export const dmsTrainings = pgTable(
  'dms_trainings',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    domainId: uuid('domain_id').notNull().references(() => dmsDomains.id, { onDelete: 'cascade' }),
    domainName: text('domain_name').notNull(),
    status: text('status', { enum: ['training', 'trained', 'failed'] }).notNull(),
    progress: doublePrecision('progress').notNull().default(0),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedByName: text('started_by_name').notNull(),
    startedAt: at('started_at').notNull().defaultNow(),
    /** Moved by every progress write: a training that has not moved for long was left by a dead instance. */
    heartbeatAt: at('heartbeat_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    stories: integer('stories').notNull().default(0),
    examples: integer('examples').notNull().default(0),
    accuracy: doublePrecision('accuracy'),
    dialogueAccuracy: doublePrecision('dialogue_accuracy'),
    conflicts: jsonb('conflicts').$type<StoryConflict[]>().notNull().default([]),
    policy: jsonb('policy').$type<StoredPolicy>(),
    error: text('error'),
  },
  (table) => [
    index('dms_trainings_brand_idx').on(table.brandId, table.startedAt),
    uniqueIndex('dms_trainings_one_running_idx').on(table.brandId).where(sql`${table.status} = 'training'`),
  ],
);
