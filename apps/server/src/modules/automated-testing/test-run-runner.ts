/**
 * The background runner of test runs, one per instance. It claims runs from the queue (the runs table: one running
 * run per brand, so runs of one bot queue and never interleave), runs their pending cases in order against the
 * version each run pinned, and records finished cases in batches (one transaction each), pushing the run's progress
 * to the console after each. It keeps a heartbeat on the runs it holds; a run whose runner died (no heartbeat for a
 * lease) is taken over and resumed from its first pending case, at most MAX_ATTEMPTS times, then ended as error.
 * A cancel is seen between cases. Closing hands the runs back for the next start (or another instance).
 */
import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { TEST_RUN_TEXTS as T } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import type { Database } from '@/db/client';
import { isUniqueViolation } from '@/modules/bot-builder/bot-builder.errors';
import type { BotSandbox } from '@/modules/bot-builder/bot-sandbox';
import { runCase } from './case-runner';
import { ResultWriter } from './result-writer';
import { storedTurn } from './stored-turn';
import { createTestBot, type TestBot } from './test-bot';
import * as queue from './test-run-queue.repository';
import type { RunRow } from './test-runs.repository';

/** Awaited before each case (tests hold a run part-way). */
export type CaseGate = (runId: string, position: number) => Promise<void>;

export interface RunnerOptions {
  db: Database;
  sandbox: BotSandbox;
  logger: FastifyBaseLogger;
  /** Told whenever a run changed (queued, progressed, ended). */
  onChange: (run: RunRow) => void;
  /** PGlite: one process owns the data, so a run left running was this process's before a restart. */
  singleProcess: boolean;
  gate?: CaseGate | undefined;
  leaseMs?: number;
  pollMs?: number;
}

/** A run taken over more often than this (the server died while running it each time) ends as error. */
export const MAX_ATTEMPTS = 3;
const LEASE_MS = 30_000;
const POLL_MS = 2_000;
/** Runs of different brands run side by side, up to this many per instance. */
const PARALLEL_RUNS = 2;
const PAGE = 200;
/** The runner lets the event loop run (requests, sockets, other runs) at least this often. */
const YIELD_MS = 10;

type Stop = 'cancel' | 'shutdown' | 'lost';

export class TestRunRunner {
  readonly id = `test-runner-${randomUUID()}`;
  private readonly active = new Map<string, { stop?: Stop; done: Promise<void> }>();
  private timers: NodeJS.Timeout[] = [];
  private claiming: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(private readonly options: RunnerOptions) {}

  async start(): Promise<void> {
    if (this.options.singleProcess) await queue.expireAllLeases(this.options.db);
    const lease = this.options.leaseMs ?? LEASE_MS;
    this.timers = [
      setInterval(() => this.kick(), this.options.pollMs ?? POLL_MS),
      setInterval(() => void queue.beat(this.options.db, this.id, [...this.active.keys()])
        .catch((err: unknown) => this.options.logger.warn({ err }, 'test run heartbeat failed')), lease / 3),
    ];
    for (const timer of this.timers) timer.unref();
    this.kick();
  }

  /** Looks for runs to take now (after a start, a cancel, a run's end; and on a timer for other instances' runs). */
  kick(): void {
    if (this.closed) return;
    if (this.claiming) {
      this.again = true;
      return;
    }
    this.claiming = this.claimAll().catch((err: unknown) => this.options.logger.warn({ err }, 'test runs not claimed'))
      .finally(() => {
        this.claiming = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Stops a run this instance is running after its current case; false when another instance runs it. */
  async cancel(runId: string): Promise<boolean> {
    const running = this.active.get(runId);
    if (!running) return false;
    running.stop ??= 'cancel';
    await running.done;
    return true;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    await this.claiming;
    for (const running of this.active.values()) running.stop ??= 'shutdown';
    await Promise.all([...this.active.values()].map((running) => running.done));
    await queue.releaseRuns(this.options.db, this.id).catch((err: unknown) => this.options.logger.warn({ err }, 'test runs not handed back'));
  }

  private async claimAll(): Promise<void> {
    while (!this.closed && this.active.size < PARALLEL_RUNS) {
      let row: RunRow | null;
      try {
        row = await queue.claimNext(this.options.db, this.id, this.options.leaseMs ?? LEASE_MS);
      } catch (error) {
        // Another instance started a run of the same brand in the same moment: that one runs, this one waits.
        if (isUniqueViolation(error)) return;
        throw error;
      }
      if (!row) return;
      const claimed = row;
      const entry: { stop?: Stop; done: Promise<void> } = { done: Promise.resolve() };
      this.active.set(claimed.id, entry);
      entry.done = this.execute(claimed, entry).catch(async (err: unknown) => {
        this.options.logger.error({ err, runId: claimed.id }, 'test run failed');
        await this.end(claimed, 'error', `The run stopped: ${err instanceof Error ? err.message : String(err)}`).catch(() => undefined);
      }).finally(() => {
        this.active.delete(claimed.id);
        this.kick();
      });
    }
  }

  private async execute(row: RunRow, entry: { stop?: Stop }): Promise<void> {
    const { db, sandbox } = this.options;
    if (row.cancelRequested) return void (await this.end(row, 'cancelled'));
    if (row.attempts > MAX_ATTEMPTS) return void (await this.end(row, 'error', T.interrupted));
    const live = row.modelId ? await sandbox.version(row.brandId, row.target, row.modelId) : null;
    if (!live) return void (await this.end(row, 'error', T.versionGone));
    const bot = createTestBot(sandbox, live, { brandId: row.brandId, customerName: row.startedByName }, { liveBrandFunctions: row.liveBrandFunctions });
    this.options.onChange(row);
    let current = row;
    const writer = new ResultWriter(async (cases) => {
      const recorded = await queue.recordCases(db, row.id, this.id, cases);
      if (!recorded) entry.stop = 'lost';
      else {
        current = recorded;
        if (recorded.cancelRequested) entry.stop ??= 'cancel';
        this.options.onChange(recorded);
      }
    });
    // Pages follow the position of the last case handed out, so the next page is read while this one runs (the
    // cases still being recorded are behind it).
    const page = (after: number) => {
      const read = queue.pendingCases(db, row.id, PAGE, after);
      // Handled where it is awaited, not as an unhandled rejection when the run stops first.
      read.catch(() => undefined);
      return read;
    };
    let next = page(0);
    let yieldedAt = performance.now();
    for (let cases = await next; cases.length && !entry.stop; cases = await next) {
      next = page(cases.at(-1)!.position);
      for (const testCase of cases) {
        if (entry.stop) break;
        if (this.options.gate) {
          // A held case waits for the cases before it to be recorded, so a test reads them.
          await writer.flush();
          await this.options.gate(row.id, testCase.position);
        }
        await writer.add(await this.runOne(bot, testCase));
        // Requests, sockets and other runs get their turn between cases, at least every YIELD_MS.
        if (performance.now() - yieldedAt >= YIELD_MS) {
          await yieldToLoop();
          yieldedAt = performance.now();
        }
      }
    }
    await writer.flush();
    if (entry.stop === 'lost' || entry.stop === 'shutdown') return;
    await this.end(current, entry.stop === 'cancel' ? 'cancelled' : current.failed > 0 ? 'failed' : 'passed');
  }

  private async runOne(bot: TestBot, testCase: Awaited<ReturnType<typeof queue.pendingCases>>[number]): Promise<queue.FinishedCase> {
    const run = await runCase(bot, { id: testCase.testCaseId ?? testCase.id, turns: testCase.input });
    return {
      id: testCase.id, status: run.error ? 'error' : run.passed ? 'passed' : 'failed', turns: run.turns.map(storedTurn), error: run.error,
      durationMs: run.durationMs, finishedAt: new Date().toISOString(),
    };
  }

  private async end(row: RunRow, state: 'passed' | 'failed' | 'cancelled' | 'error', error: string | null = null): Promise<void> {
    const ended = await queue.finishRun(this.options.db, row.id, this.id, state, error);
    if (ended) this.options.onChange(ended);
  }
}
