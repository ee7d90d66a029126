/**
 * How long the API log writer rests between two batches (issue 27: "logging must not slow the API").
 *
 * With the embedded database the writer's inserts run on the server's own thread (PGlite is WebAssembly in this
 * process), so a writer running flat out behind a saturated API took half of it (bench/console/api-logging: 0.49× on a
 * quiet machine, and it still could not keep up). So the writer takes turns: after a batch that took `batchMs` it
 * rests, and meanwhile watches the event loop without itself on it. While the API alone keeps the loop busier than
 * `busyUtilization`, the writer keeps to `busyShare` of the time (and its bounded buffer drops what it cannot write,
 * counted and reported: a complete log of a saturated server would cost the calls it logs); otherwise it takes up to
 * `idleShare`. On PostgreSQL an insert's time is mostly waiting, so the same rests cost the API nothing and the writer
 * still writes thousands of rows a second.
 */
import { performance, type EventLoopUtilization } from 'node:perf_hooks';

export interface PacerOptions {
  /** Event-loop utilization, measured while the writer rests, above which the API counts as busy. */
  busyUtilization: number;
  /** The writer's share of the time while the API is busy. */
  busyShare: number;
  /** Its share otherwise (a backlog drains fast, yet the API still gets turns between batches). */
  idleShare: number;
}

export const DEFAULT_PACER_OPTIONS: PacerOptions = { busyUtilization: 0.8, busyShare: 0.05, idleShare: 0.5 };

/** What the pacer reads and waits with (the process's own by default; tests give their own). */
export interface PacerClock {
  utilization: (since?: EventLoopUtilization) => EventLoopUtilization;
  sleep: (ms: number) => Promise<void>;
}

const processClock: PacerClock = {
  utilization: (since) => performance.eventLoopUtilization(since),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref()),
};

export class ApiLogPacer {
  private busy = false;

  constructor(private readonly options: PacerOptions = DEFAULT_PACER_OPTIONS, private readonly clock: PacerClock = processClock) {}

  /** Whether the API kept the loop busy during the last rest. */
  get apiBusy(): boolean {
    return this.busy;
  }

  /** Rests after a batch that took `batchMs`, long enough to keep the writer to its share of the time. */
  async rest(batchMs: number): Promise<void> {
    const share = this.busy ? this.options.busyShare : this.options.idleShare;
    const start = this.clock.utilization();
    await this.clock.sleep(Math.max(0, batchMs) * (1 / share - 1));
    this.busy = this.clock.utilization(start).utilization > this.options.busyUtilization;
  }
}
