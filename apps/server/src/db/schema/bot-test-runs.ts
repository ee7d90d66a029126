/**
 * Automated testing's runs (issue 26): a run is a background job over a copy of its cases (taken when it is
 * started, so editing a case never changes a run), one result row per case. The rows are the queue: a partial
 * unique index lets one run per brand be running, whichever instance runs it, and a runner holds a running run by
 * its heartbeat (a run whose heartbeat stopped is taken over and resumed from its first pending case).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StoredTurn, TestResultStatus } from '@switchboard/contracts/automated-testing/test-results.schemas';
import type { TestRunOrigin, TestRunSelection, TestRunState, TestRunTarget } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import type { TestTurn } from '@switchboard/contracts/automated-testing/test-case.schemas';
import { botModels } from './bot-models';
import { botTestCases } from './bot-tests';
import { brands } from './brands';
import { at, id } from './columns';
import { users } from './users';

export const botTestRuns = pgTable(
  'bot_test_runs',
  {
    id: id(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… per brand. */
    number: integer('number').notNull(),
    state: text('state').$type<TestRunState>().notNull().default('queued'),
    target: text('target').$type<TestRunTarget>().notNull(),
    selection: jsonb('selection').$type<TestRunSelection>().notNull(),
    liveBrandFunctions: boolean('live_brand_functions').notNull().default(false),
    origin: text('origin').$type<TestRunOrigin>().notNull().default('console'),
    /** The version it tests, fixed when it is started (null once that version is deleted: the run then errs). */
    modelId: uuid('model_id').references(() => botModels.id, { onDelete: 'set null' }),
    modelVersion: integer('model_version'),
    total: integer('total').notNull().default(0),
    passed: integer('passed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedByName: text('started_by_name').notNull(),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    cancelledByName: text('cancelled_by_name'),
    error: text('error'),
    /** The runner holding a running run, its last sign of life, and how many times a runner took it. */
    runnerId: text('runner_id'),
    heartbeatAt: at('heartbeat_at'),
    attempts: integer('attempts').notNull().default(0),
    queuedAt: at('queued_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (table) => [
    uniqueIndex('bot_test_runs_number_idx').on(table.brandId, table.number),
    // Runs of one bot never interleave: one running run per brand, whichever instance claims it.
    uniqueIndex('bot_test_runs_one_running_idx').on(table.brandId).where(sql`${table.state} = 'running'`),
    index('bot_test_runs_open_idx').on(table.state, table.queuedAt).where(sql`${table.state} in ('queued', 'running')`),
  ],
);

export const botTestResults = pgTable(
  'bot_test_results',
  {
    id: id(),
    runId: uuid('run_id').notNull().references(() => botTestRuns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    testCaseId: uuid('test_case_id').references(() => botTestCases.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** The case's turns as they were when the run was started. */
    input: jsonb('input').$type<TestTurn[]>().notNull(),
    status: text('status').$type<TestResultStatus>().notNull().default('pending'),
    /** What each turn did, as the results page shows it (contracts' StoredTurn; rows of older runs hold more). */
    turns: jsonb('turns').$type<StoredTurn[]>().notNull().default([]),
    error: text('error'),
    durationMs: real('duration_ms'),
    finishedAt: at('finished_at'),
  },
  (table) => [
    uniqueIndex('bot_test_results_position_idx').on(table.runId, table.position),
    index('bot_test_results_status_idx').on(table.runId, table.status, table.position),
    // A case's history across runs (when it started failing).
    index('bot_test_results_case_idx').on(table.testCaseId, table.status),
  ],
);
