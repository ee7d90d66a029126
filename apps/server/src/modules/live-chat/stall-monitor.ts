/**
 * Counts stalls (§3 adminStallCount, customerStallCount): every sweepMs the database is asked for
 * agent-handled chats silent for longer than stallMs, each silence counted once, and the staff who
 * see the chat get an `updation` with the new counts (the console turns the rise into its unseen
 * stall badge). A sweep over the database, not per-chat timers, so it holds across restarts and
 * instances.
 */
import { TIMING } from '@switchboard/contracts/common/constants';
import type { Database } from '@/db/client';
import type { ChatEvents } from './chat-events';
import { findSession } from './chat-session.repository';
import { countStalls } from './stall.repository';

export interface StallMonitorOptions {
  stallMs?: number;
  sweepMs?: number;
  onError: (err: unknown) => void;
}

export class StallMonitor {
  private readonly stallMs: number;
  private readonly timer: NodeJS.Timeout;
  private sweeping = false;

  constructor(private readonly db: Database, private readonly events: ChatEvents, private readonly options: StallMonitorOptions) {
    this.stallMs = options.stallMs ?? TIMING.chatStallMs;
    this.timer = setInterval(() => void this.sweep().catch(options.onError), options.sweepMs ?? 5_000);
    this.timer.unref();
  }

  /** Counts the stalls as of `now` and publishes the changed chats; returns how many were counted. */
  async sweep(now = Date.now()): Promise<number> {
    if (this.sweeping) return 0;
    this.sweeping = true;
    try {
      const stalled = await countStalls(this.db, new Date(now - this.stallMs));
      for (const { sessionId } of stalled) {
        const row = await findSession(this.db, sessionId);
        if (row) await this.events.chatChanged(row);
      }
      return stalled.length;
    } finally {
      this.sweeping = false;
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
