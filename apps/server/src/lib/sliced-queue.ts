/**
 * Runs queued callbacks a few per turn of the event loop, in order. A group commit settles dozens of
 * promises at once, and their continuations (acks, the bot's turn, fan-out) would otherwise run as
 * one long stretch of microtasks while arriving socket messages wait; between slices the loop polls
 * I/O, so a message that arrives meanwhile waits for one slice at most.
 */
/** Under load a slice grows to this share of what is queued, so the queue cannot outgrow the slices. */
const BACKLOG_TURNS = 16;

export class SlicedQueue {
  private queue: Array<() => void> = [];
  private head = 0;
  private scheduled = false;
  private idle: Array<() => void> = [];

  /** sliceSize: callbacks per turn, at least (each one's continuations run as microtasks right after it). */
  constructor(private readonly sliceSize: number) {}

  push(...callbacks: Array<() => void>): void {
    this.queue.push(...callbacks);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.runSlice);
    }
  }

  get size(): number {
    return this.queue.length - this.head;
  }

  /** Resolves once every callback queued so far (and since) has run. */
  whenEmpty(): Promise<void> {
    if (this.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private readonly runSlice = () => {
    // A backlog (more arriving per turn than a slice settles) is worked off in a bounded number of turns.
    const size = Math.max(this.sliceSize, Math.ceil(this.size / BACKLOG_TURNS));
    const end = Math.min(this.queue.length, this.head + size);
    while (this.head < end) {
      const callback = this.queue[this.head]!;
      this.head++;
      try {
        callback();
      } catch (error) {
        // A callback's own bug must not stall the ones after it: rethrown outside the slice.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
    if (this.head < this.queue.length) {
      setImmediate(this.runSlice);
      return;
    }
    this.queue = [];
    this.head = 0;
    this.scheduled = false;
    const idle = this.idle;
    this.idle = [];
    idle.forEach((resolve) => resolve());
  };
}
