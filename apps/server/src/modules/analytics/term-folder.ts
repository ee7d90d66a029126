/**
 * The job that keeps the term buckets (migration 0031) folded: a vote, edit or removal of a message only marks its
 * conversation (the live path stays O(1)), and this rebuilds the marked ones every `everyMs` so the backlog a report
 * folds before it reads stays small. A sweep over the database like the idle sweeper's, so it holds across restarts
 * and instances (two instances folding at once take the marks in one order and wait for each other).
 */
import type { Executor } from '@/db/client';
import { Ticker } from '@/modules/live-stats/ticker';
import { foldTermBuckets } from './term-buckets';

export const DEFAULT_TERM_FOLD_MS = 10_000;

export class TermFolder {
  private readonly ticker: Ticker;
  /** Conversations rebuilt by the job since it started. */
  folded = 0;

  constructor(private readonly db: Executor, options: { everyMs?: number | undefined; onError: (error: unknown) => void }) {
    this.ticker = new Ticker(options.everyMs ?? DEFAULT_TERM_FOLD_MS, async () => {
      this.folded += await foldTermBuckets(this.db);
    }, options.onError);
  }

  start(): void {
    this.ticker.start();
  }

  /** Folds now (unless a fold is in flight: then waits for it). */
  fold(): Promise<void> {
    return this.ticker.run();
  }

  stop(): Promise<void> {
    return this.ticker.stop();
  }
}
