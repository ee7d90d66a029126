/**
 * Scheduled reports (issue 27): a configuration holds its next run time, so whichever instance's scheduler
 * claims it first (FOR UPDATE SKIP LOCKED) makes the run, and a (config, scheduled_for) unique index makes a
 * second run of the same slot impossible. Runs are the queue and the library: a runner holds a running run by
 * its heartbeat; the built file is kept under DATA_DIR until deleted.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BifurcationValues } from '@switchboard/contracts/auth/bifurcation-scope';
import type {
  ReportDataset, ReportFilters, ReportFormat, ReportPeriod, ReportRunStatus, ReportSchedule,
} from '@switchboard/contracts/console/reports.schemas';
import { brands } from './brands';
import { at, createdAt, id, updatedAt } from './columns';
import { users } from './users';

export interface StoredRecipients { memberIds: string[]; emails: string[] }
export type RunTrigger = 'schedule' | 'runNow' | 'onDemand';

export const reportConfigs = pgTable(
  'report_configs',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    dataset: text('dataset').$type<ReportDataset>().notNull(),
    filters: jsonb('filters').$type<ReportFilters>().notNull(),
    granularity: text('granularity').notNull(),
    period: text('period').$type<ReportPeriod>().notNull(),
    schedule: jsonb('schedule').$type<ReportSchedule>().notNull(),
    recipients: jsonb('recipients').$type<StoredRecipients>().notNull(),
    format: text('format').$type<ReportFormat>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The owner's bifurcation values when saved: the rows it reports and who may download them. */
    bifurcation: jsonb('bifurcation').$type<BifurcationValues>().notNull().default({}),
    nextRunAt: at('next_run_at'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('report_configs_brand_idx').on(table.brandId, table.createdAt.desc()),
    index('report_configs_due_idx').on(table.nextRunAt).where(sql`${table.enabled}`),
  ],
);

export const reportRuns = pgTable(
  'report_runs',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    configId: uuid('config_id').references(() => reportConfigs.id, { onDelete: 'set null' }),
    configName: text('config_name').notNull(),
    dataset: text('dataset').$type<ReportDataset>().notNull(),
    format: text('format').$type<ReportFormat>().notNull(),
    trigger: text('trigger').$type<RunTrigger>().notNull(),
    /** The slot of a scheduled run (unique per configuration: one run per slot, whichever instance). */
    scheduledFor: at('scheduled_for'),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    /** The configuration's bifurcation values when the run was made: checked again at download. */
    bifurcation: jsonb('bifurcation').$type<BifurcationValues>().notNull().default({}),
    status: text('status').$type<ReportRunStatus>().notNull().default('queued'),
    reason: text('reason'),
    progress: integer('progress').notNull().default(0),
    rows: integer('rows'),
    sizeBytes: integer('size_bytes'),
    durationMs: integer('duration_ms'),
    /** Relative to DATA_DIR/reports; null until built and after the file is deleted. */
    fileName: text('file_name'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    runnerId: text('runner_id'),
    heartbeatAt: at('heartbeat_at'),
    attempts: integer('attempts').notNull().default(0),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('report_runs_slot_unique').on(table.configId, table.scheduledFor),
    index('report_runs_brand_idx').on(table.brandId, table.createdAt.desc()),
    index('report_runs_queue_idx').on(table.status, table.createdAt).where(sql`${table.status} in ('queued', 'running')`),
  ],
);

export type ReportConfigRow = typeof reportConfigs.$inferSelect;
export type ReportRunRow = typeof reportRuns.$inferSelect;
