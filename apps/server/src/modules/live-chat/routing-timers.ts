/**
 * Routing's timers in this process, on its clock: one per offer (its time-out) and one per group (the drain due when
 * the first cooldown holding a waiting chat back ends). What they start runs in the background; settled() waits for it.
 */
import type { Clock } from '@/lib/clock';
import type { Offer } from './routing.repository';

export class RoutingTimers {
  private readonly offers = new Map<string, { offer: Offer; timer: unknown }>();
  private readonly wakes = new Map<string, { at: number; timer: unknown }>();
  private readonly background = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(private readonly clock: Clock, private readonly onError: (err: unknown) => void) {}

  /** Runs `expire` at `dueAt` unless the offer's timer is disarmed first (a newer offer of the chat replaces it). */
  armOffer(offer: Offer, dueAt: number, expire: () => Promise<unknown>): void {
    if (this.stopped) return;
    this.disarmOffer(offer.sessionId);
    const timer = this.clock.setTimeout(() => {
      if (this.offers.get(offer.sessionId)?.offer === offer) this.offers.delete(offer.sessionId);
      this.inBackground(expire);
    }, Math.max(0, dueAt - this.clock.now()));
    this.offers.set(offer.sessionId, { offer, timer });
  }

  /** The offer of the chat whose timer runs here, if any. */
  armedOffer(sessionId: string): Offer | undefined {
    return this.offers.get(sessionId)?.offer;
  }

  disarmOffer(sessionId: string): void {
    const armed = this.offers.get(sessionId);
    if (!armed) return;
    this.clock.clearTimeout(armed.timer);
    this.offers.delete(sessionId);
  }

  /** Runs `drain` for the group at `at`; a wake-up already due earlier stays (its drain sets the later one again). */
  wakeAt(groupId: string, at: number, drain: () => Promise<unknown>): void {
    const known = this.wakes.get(groupId);
    if (this.stopped || (known && known.at <= at)) return;
    if (known) this.clock.clearTimeout(known.timer);
    const wake = { at, timer: null as unknown };
    wake.timer = this.clock.setTimeout(() => {
      if (this.wakes.get(groupId) === wake) this.wakes.delete(groupId);
      this.inBackground(drain);
    }, Math.max(0, at - this.clock.now()));
    this.wakes.set(groupId, wake);
  }

  /** Timer-started work has no caller: its failure is reported here. */
  private inBackground(work: () => Promise<unknown>): void {
    const run = work().catch(this.onError);
    this.background.add(run);
    void run.finally(() => this.background.delete(run));
  }

  /** Resolves once the work the timers started is done (work it starts in turn included). */
  async settled(): Promise<void> {
    while (this.background.size > 0) await Promise.allSettled([...this.background]);
  }

  stop(): void {
    this.stopped = true;
    for (const sessionId of [...this.offers.keys()]) this.disarmOffer(sessionId);
    for (const wake of this.wakes.values()) this.clock.clearTimeout(wake.timer);
    this.wakes.clear();
  }
}
