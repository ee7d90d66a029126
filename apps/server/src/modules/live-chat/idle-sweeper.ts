/**
 * Closes bot-handled chats after BOT_CHAT_IDLE_MINUTES without a message (default 30): a visitor who
 * asked the bot something and left no longer sits in every agent's live list. Staff who saw the chat
 * get `deletion` (reason 'disconnected'), the customer `chatState` Resolved (the widget then says the
 * chat has ended; writing again starts a new one). A sweep over the database every sweepMs, like the
 * stall monitor, so it holds across restarts and instances.
 */
import type { Database } from '@/db/client';
import type { ChatEvents } from './chat-events';
import { resolveIdleBotChats } from './idle-chat.repository';
import type { MessageStore } from './message-store';

export const DEFAULT_BOT_CHAT_IDLE_MS = 30 * 60_000;
/** Chats closed per statement: a backlog (say after a flood) is worked off in bounded steps. */
const BATCH = 500;

export interface IdleSweeperOptions {
  idleMs?: number | undefined;
  sweepMs?: number | undefined;
  onError: (err: unknown) => void;
}

export class IdleSweeper {
  readonly idleMs: number;
  private readonly timer: NodeJS.Timeout;
  private sweeping = false;

  constructor(private readonly db: Database, private readonly events: ChatEvents, private readonly store: MessageStore, options: IdleSweeperOptions) {
    this.idleMs = options.idleMs ?? DEFAULT_BOT_CHAT_IDLE_MS;
    const sweepMs = options.sweepMs ?? Math.min(60_000, Math.max(1_000, this.idleMs / 10));
    this.timer = setInterval(() => void this.sweep().catch(options.onError), sweepMs);
    this.timer.unref();
  }

  /** Closes the chats idle as of `now`; returns how many were closed. */
  async sweep(now = Date.now()): Promise<number> {
    if (this.sweeping) return 0;
    this.sweeping = true;
    try {
      let closed = 0;
      for (;;) {
        const rows = await resolveIdleBotChats(this.db, new Date(now - this.idleMs), BATCH);
        for (const row of rows) {
          this.store.forgetSession(row.sessionId);
          // Who saw it while the bot had it: supervisors, its room and its group.
          this.events.chatRemoved(row, this.events.staffRooms({ ...row, chatState: 'BotHandling' }), 'disconnected');
          this.events.chatState(row);
        }
        closed += rows.length;
        if (rows.length < BATCH) return closed;
      }
    } finally {
      this.sweeping = false;
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
