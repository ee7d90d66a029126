/**
 * Records a run's finished cases in batches while the runner goes on, so the bot's work and the database's overlap:
 * the first case at once (the page shows the run moving), then, whenever no write is in flight, what finished
 * meanwhile once BATCH cases or FLUSH_MS have gone by. A slow database gets bigger batches instead of holding the
 * runner up: it waits only past MAX_UNWRITTEN cases, and at flush(). Writes stay in order; a failed write fails the
 * run at the runner's next case (or its flush).
 */
import type { FinishedCase } from './test-run-queue.repository';

const FLUSH_MS = 200;
const BATCH = 50;
const MAX_UNWRITTEN = 500;

export class ResultWriter {
  private batch: FinishedCase[] = [];
  private inFlight: Promise<void> | null = null;
  private failure: { error: unknown } | null = null;
  private flushedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly write: (cases: FinishedCase[]) => Promise<void>) {}

  /** A finished case: written with the next batch; waits only while too many are unwritten. */
  async add(done: FinishedCase): Promise<void> {
    this.check();
    this.batch.push(done);
    if (this.inFlight && this.batch.length >= MAX_UNWRITTEN) await this.written();
    if (!this.inFlight && (this.batch.length >= BATCH || performance.now() - this.flushedAt >= FLUSH_MS)) this.start();
  }

  /** Every case added so far recorded. */
  async flush(): Promise<void> {
    await this.written();
    if (!this.batch.length) return;
    this.start();
    await this.written();
  }

  private async written(): Promise<void> {
    while (this.inFlight) await this.inFlight;
    this.check();
  }

  private start(): void {
    const cases = this.batch;
    this.batch = [];
    this.flushedAt = performance.now();
    this.inFlight = this.write(cases)
      .catch((error: unknown) => { this.failure = { error }; })
      .finally(() => { this.inFlight = null; });
  }

  private check(): void {
    if (this.failure) throw this.failure.error;
  }
}
