/**
 * The per-second budget of one phone number, kept so that the provider never sees more than `perSecond` of our
 * messages within any one second of its own clock, whatever the network and event-loop delays. A send holds a
 * slot from its start until `windowMs` after its answer came back: the provider received it before answering,
 * so of any perSecond + 1 messages it received within one second, the last one started would have found the
 * others in flight or answered less than a second before, and waited. (A budget counted at start times, or a
 * token bucket, only holds when every message takes the same time to arrive.) The price: each slot is also
 * held for the call's latency, so the rate reached is perSecond × window / (window + latency).
 */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const PACER_WINDOW_MS = 1000;

export class SendPacer {
  /** When recent sends were answered, oldest first (answers are stamped on arrival, so the list stays sorted). */
  private readonly answered: number[] = [];
  private head = 0;
  private inFlight = 0;
  private wakeOnAnswer: (() => void) | undefined;

  constructor(readonly perSecond: number, private readonly windowMs = PACER_WINDOW_MS, private readonly now = () => performance.now()) {}

  /**
   * Resolves when one more send may start, with the function to call once its call has been answered (or has
   * failed). Callers take turns (the runner awaits each take).
   */
  async take(): Promise<() => void> {
    for (;;) {
      const now = this.now();
      while (this.head < this.answered.length && this.answered[this.head]! <= now - this.windowMs) this.head++;
      if (this.head > 1024) {
        this.answered.splice(0, this.head);
        this.head = 0;
      }
      const recent = this.answered.length - this.head;
      if (this.inFlight + recent < this.perSecond) break;
      if (recent > 0) await sleep(Math.max(1, Math.ceil(this.answered[this.head]! + this.windowMs - now)));
      else await new Promise<void>((resolve) => { this.wakeOnAnswer = resolve; });
    }
    this.inFlight++;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.inFlight--;
      this.answered.push(this.now());
      const wake = this.wakeOnAnswer;
      this.wakeOnAnswer = undefined;
      wake?.();
    };
  }
}
