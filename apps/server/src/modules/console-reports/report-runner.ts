/**
 * The background loop of every instance: queue the due scheduled runs, then build queued runs one at a time.
 * Any instance may take any run (claimRun is fenced and SKIP LOCKED); a run whose runner died is taken over once
 * its heartbeat is older than the lease. Time comes from `now` (tests pass a controllable clock).
 */
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Database } from '@/db/client';
import type { ReportRunRow } from '@/db/schema/console-reports';
import { claimRun } from './report-runs.repository';
import { queueDueRuns } from './report-scheduler';

export interface RunnerOptions {
  pollMs: number;
  leaseMs: number;
  now: () => number;
}
export const DEFAULT_RUNNER_OPTIONS: RunnerOptions = { pollMs: 10_000, leaseMs: 120_000, now: () => Date.now() };

export type ExecuteRun = (run: ReportRunRow, runnerId: string) => Promise<void>;

export class ReportRunner {
  readonly id = `reports-${randomUUID()}`;
  private readonly options: RunnerOptions;
  private loop: Promise<void> | undefined;
  private stopped = false;
  private wake: (() => void) | undefined;
  private ticking: Promise<void> | undefined;

  constructor(private readonly db: Database, private readonly execute: ExecuteRun, private readonly logger: FastifyBaseLogger, options: Partial<RunnerOptions> = {}) {
    this.options = { ...DEFAULT_RUNNER_OPTIONS, ...options };
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** Runs a pass now (after "Run now", or a test moving the clock); resolves when it is done. */
  poke(): Promise<void> {
    this.wake?.();
    return this.tick();
  }

  async close(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
    await this.ticking;
  }

  /** One pass; a pass already under way is joined rather than started twice. */
  tick(): Promise<void> {
    this.ticking ??= this.pass().finally(() => (this.ticking = undefined));
    return this.ticking;
  }

  private async pass(): Promise<void> {
    try {
      await queueDueRuns(this.db, this.options.now());
      for (let run = await claimRun(this.db, this.id, this.options.leaseMs); run && !this.stopped; run = await claimRun(this.db, this.id, this.options.leaseMs)) {
        await this.execute(run, this.id);
      }
    } catch (err) {
      if (!this.stopped) this.logger.warn({ err }, 'Report runner pass failed');
    }
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      await this.tick();
      // A close that came during the pass already called the previous wake: sleeping now would hold the close for a
      // whole poll interval (app.close() then passed Fastify's 10 s plugin timeout in every test file).
      if (this.stopped) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, this.options.pollMs);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.wake = done;
      });
    }
  }
}
