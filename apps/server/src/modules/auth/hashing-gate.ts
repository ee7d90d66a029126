/**
 * Bounded concurrency for password hashing. argon2 runs on libuv's thread pool (4 threads unless
 * UV_THREADPOOL_SIZE says otherwise), which fs, dns and zlib share; each hash is also a core's worth
 * of CPU for a tenth of a second or more. A burst of sign-ins would otherwise fill the pool and the
 * cores, and every staff request waits behind them. So at most `slots` hashes run at once (half the
 * cores, at most pool − 1 so one thread stays free), the rest wait in order, and once the queue
 * holds more than `maxWaitMs` of work the next caller is refused with 503 and when to retry.
 */
import { availableParallelism } from 'node:os';
import { RetryLater, waitText } from './retry-later';

export const serverBusy = (ms: number) => `The server is busy signing members in. Try again in ${waitText(ms)}.`;

const DEFAULT_POOL = 4;

export function defaultSlots(cores = availableParallelism(), pool = DEFAULT_POOL): number {
  return Math.max(1, Math.min(Math.floor(cores / 2), pool - 1));
}

export class HashingGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Moving average of one hash's duration, for the queue's length in time. */
  private averageMs = 250;

  constructor(
    readonly slots = defaultSlots(),
    private readonly maxWaitMs = 10_000,
  ) {}

  /** Runs `task` when a slot is free; throws 503 when the wait would exceed maxWaitMs. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) {
      const waitMs = ((this.waiting.length + 1) * this.averageMs) / this.slots;
      if (waitMs > this.maxWaitMs) throw new RetryLater(503, serverBusy(waitMs), waitMs);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      const next = this.waiting.shift();
      // The slot passes straight to the next caller; `running` only drops when nobody waits.
      if (next) next();
      else this.running--;
    }
  }

  get queued(): number {
    return this.waiting.length;
  }
}
