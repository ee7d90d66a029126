/**
 * A task run every `everyMs` while started. A tick is skipped while the previous run is still
 * going (a slow database never piles up queries); stop() clears the timer and waits for a run in flight.
 */
export class Ticker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly everyMs: number,
    private readonly task: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  get started(): boolean {
    return this.timer !== undefined;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.run(), this.everyMs);
    this.timer.unref();
  }

  /** Runs the task now unless a run is in flight; resolves when that run ends. */
  run(): Promise<void> {
    if (!this.running) {
      this.running = this.task()
        .catch(this.onError)
        .finally(() => (this.running = undefined));
    }
    return this.running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
