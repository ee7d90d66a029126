/**
 * The per-second budget of one phone number: at most `perSecond` sends start in any window of `windowMs`
 * (a sliding window over the last sends' start times, not a token bucket, whose burst could put up to twice
 * the limit into one second). The window is a little longer than a second so that network jitter between
 * our start and the provider's receipt cannot squeeze one more into a second there.
 */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const PACER_WINDOW_MS = 1020;

export class SendPacer {
  /** Start times of the last `perSecond` sends, oldest first (a ring). */
  private readonly starts: number[];
  private next = 0;

  constructor(readonly perSecond: number, private readonly windowMs = PACER_WINDOW_MS, private readonly now = () => performance.now()) {
    this.starts = new Array<number>(perSecond).fill(-Infinity);
  }

  /** Resolves when one more send may start, and counts it. Callers take turns (the runner awaits each). */
  async take(): Promise<void> {
    for (;;) {
      const oldest = this.starts[this.next]!;
      const wait = oldest + this.windowMs - this.now();
      if (wait <= 0) break;
      await sleep(Math.ceil(wait));
    }
    this.starts[this.next] = this.now();
    this.next = (this.next + 1) % this.starts.length;
  }
}
