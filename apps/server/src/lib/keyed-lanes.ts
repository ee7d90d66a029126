/**
 * Work run one after another per key, in the order it was queued, and side by side across keys: a customer's
 * messages (WhatsApp's inbound deliveries, outbound sends) keep their order without holding up other customers.
 */
export class KeyedLanes {
  private readonly lanes = new Map<string, Promise<void>>();

  /** Runs `work` after the key's earlier work; resolves once it has run. `work` must not throw (log inside it). */
  async run(key: string, work: () => Promise<void>): Promise<void> {
    const run = (this.lanes.get(key) ?? Promise.resolve()).then(work);
    this.lanes.set(key, run);
    try {
      await run;
    } finally {
      if (this.lanes.get(key) === run) this.lanes.delete(key);
    }
  }

  /** Resolves when every key's queued work has run. */
  async idle(): Promise<void> {
    while (this.lanes.size > 0) await Promise.allSettled([...this.lanes.values()]);
  }
}
