/**
 * The broadcast runner: one per deployment (a lease row; every claim is fenced by it), sending the running
 * broadcasts' queued recipients as template messages at the platform's pace. Durable by construction: a
 * recipient is claimed (queued → sending) in the database right before its Graph call, its answer recorded
 * right after; a runner that dies leaves at most its in-flight recipients in sending, which the status
 * webhook (biz_opaque_callback_data) or, after a grace period, the next runner settles (docs/decisions.md).
 */
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { THROUGHPUT_ERROR } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import type { Database } from '@/db/client';
import type { WaBroadcastRow } from '@/db/schema/whatsapp-broadcasts';
import { GraphError } from '../graph-client';
import { findTemplate } from '../templates.repository';
import {
  acquireLease, byId, claimRecipients, moveRecipients, nextBatch, nextRunning, pendingCount, promoteDue, recipientsLastDay,
  recordSent, releaseLease, requeue, requeueStale, setBroadcastState, type QueuedRecipient,
} from './broadcasts.repository';
import { PACER_WINDOW_MS, SendPacer } from './send-pacer';
import { templateContent } from './template-message';
import type { OutboundContent } from '@switchboard/contracts/whatsapp/whatsapp.graph';

/** Sends one message with its opaque callback data from the brand's number; answers the wamid (GraphClient.send). */
export type BroadcastSend = (to: string, content: OutboundContent, opaque: string, brandId: string) => Promise<string>;
/** Whether a number opted out of broadcasts (the opt-out list is kept elsewhere; the lead wires it). */
export type OptOutCheck = (phone: string) => Promise<boolean>;
export const NOBODY_OPTED_OUT: OptOutCheck = async () => false;

export interface RunnerOptions {
  /** Messages per second per phone number (80 by default, up to 1,000). */
  perSecond: number;
  /** The 24-hour messaging limit tier: unique recipients. */
  dailyTier: number;
  /** At most one message to the same customer in this many ms (the pair rate). */
  pairMs: number;
  /** The lease's length; renewed on every batch, so longer than a batch takes (a batch is a second's worth). */
  leaseMs: number;
  /** How long a send may stay unanswered (no answer recorded, no status webhook) before it is sent again. */
  graceMs: number;
  /** Idle poll when nothing is due. */
  pollMs: number;
  /** Graph calls in flight at once. */
  concurrency: number;
}

export const DEFAULT_RUNNER_OPTIONS: RunnerOptions = {
  perSecond: 80, dailyTier: 2000, pairMs: 6_000, leaseMs: 30_000, graceMs: 10 * 60_000, pollMs: 1_000, concurrency: 80,
};

const MAX_BACKOFF_MS = 60_000;
/** The tier's count is re-read this often (plus what this runner sent since). */
const TIER_REFRESH_MS = 60_000;

export interface RunnerDeps {
  db: Database;
  send: BroadcastSend;
  isOptedOut: OptOutCheck;
  logger: FastifyBaseLogger;
  options?: Partial<RunnerOptions>;
  /** Names this runner in the lease (tests start two). */
  holder?: string;
}

export class BroadcastRunner {
  readonly holder: string;
  private readonly options: RunnerOptions;
  private readonly pacer: SendPacer;
  private running: Promise<void> | undefined;
  private stopped = false;
  /** Dropped without clean-up (a test's kill -9): nothing more is written, the lease is left to expire. */
  private killed = false;
  /** Whether the last tick held the lease (a tick that takes it over waits a pacer window before sending). */
  private holding = false;
  private wake: (() => void) | undefined;
  private backoffMs = 0;
  private backoffUntil = 0;
  private tier = { counted: 0, at: -Infinity };
  /** Answers waiting to be recorded, in one statement for all that came while the previous one ran. */
  private answers: Array<{ id: number; wamid: string }> = [];
  /** The statement running (or done), and the one that will take the answers gathered meanwhile. */
  private recorded: Promise<void> = Promise.resolve();
  private nextRecord: Promise<void> | undefined;

  constructor(private readonly deps: RunnerDeps) {
    this.options = { ...DEFAULT_RUNNER_OPTIONS, ...deps.options };
    this.holder = deps.holder ?? `runner-${randomUUID()}`;
    this.pacer = new SendPacer(this.options.perSecond);
  }

  start(): void {
    this.running ??= this.loop();
  }

  /** Finishes the batch in flight, then gives the lease up. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.running;
    if (!this.killed) await releaseLease(this.deps.db, this.holder);
  }

  /** As a kill -9 would: stops at once, records nothing more (answers already on the way are lost), keeps the lease. */
  kill(): void {
    this.killed = true;
    this.stopped = true;
    this.wake?.();
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let worked = false;
      try {
        worked = await this.tick();
      } catch (err) {
        if (!this.killed) this.deps.logger.warn({ err }, 'Broadcast runner batch failed');
      }
      if (!worked) await this.sleep(this.options.pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  /** One batch of the first running broadcast; false when there was nothing to do. */
  private async tick(): Promise<boolean> {
    const { db } = this.deps;
    if (!(await acquireLease(db, this.holder, this.options.leaseMs))) {
      this.holding = false;
      return false;
    }
    if (!this.holding) {
      // Taking over: the previous holder's last sends (claimed under its lease) may still fall in the provider's
      // current second, and this runner's pacer knows nothing of them. One pacer window first, and the two never add up.
      this.holding = true;
      this.backoffUntil = Math.max(this.backoffUntil, performance.now() + PACER_WINDOW_MS);
    }
    const stale = await requeueStale(db, this.options.graceMs);
    if (stale) this.deps.logger.warn({ stale }, 'Broadcast sends left unanswered are queued again');
    await promoteDue(db);
    const broadcast = await nextRunning(db);
    if (!broadcast) return false;
    if (!(await this.templateSendable(broadcast))) return false;
    const budget = await this.tierBudget();
    if (budget <= 0) return false;
    const batch = await nextBatch(db, broadcast.id, Math.min(this.options.perSecond, budget), this.options.pairMs);
    if (!batch.length) {
      if ((await pendingCount(db, broadcast.id)) === 0) await setBroadcastState(db, broadcast.id, ['running'], 'completed');
      return false;
    }
    await this.sendBatch(broadcast, batch);
    return true;
  }

  /**
   * The broadcast's template is still one WhatsApp sends (APPROVED in the console): otherwise the broadcast pauses
   * before anything is sent (staff resume it once the template is approved again; resume checks it too).
   */
  private async templateSendable(broadcast: WaBroadcastRow): Promise<boolean> {
    const template = await findTemplate(this.deps.db, broadcast.brandId, broadcast.templateName, broadcast.templateLanguage);
    if (template?.status === 'APPROVED') return true;
    await setBroadcastState(this.deps.db, broadcast.id, ['running'], 'paused');
    this.deps.logger.warn({ broadcast: broadcast.id, template: broadcast.templateName, status: template?.status ?? 'unknown' }, 'Broadcast paused: its template is not approved');
    return false;
  }

  private async tierBudget(): Promise<number> {
    if (performance.now() - this.tier.at > TIER_REFRESH_MS) this.tier = { counted: await recipientsLastDay(this.deps.db), at: performance.now() };
    return this.options.dailyTier - this.tier.counted;
  }

  /**
   * Claims the batch a few at a time (one statement each: a claim per message would cap the rate at one
   * round trip per send) and sends each claimed recipient when the pacer allows.
   */
  private async sendBatch(broadcast: WaBroadcastRow, batch: QueuedRecipient[]): Promise<void> {
    const inFlight = new Set<Promise<void>>();
    const chunkSize = Math.min(40, Math.max(1, Math.ceil(this.options.perSecond / 25)));
    for (let at = 0; at < batch.length && !this.stopped; at += chunkSize) {
      const chunk: QueuedRecipient[] = [];
      for (const recipient of batch.slice(at, at + chunkSize)) {
        if (await this.deps.isOptedOut(recipient.phone)) await moveRecipients(this.deps.db, byId(recipient.id), 'skipped', { reason: 'optedOut' });
        else chunk.push(recipient);
      }
      const claimed = await claimRecipients(this.deps.db, chunk.map((recipient) => recipient.id), this.holder);
      for (const recipient of chunk) {
        const attempt = claimed.get(recipient.id);
        if (attempt === undefined) continue;
        const wait = this.backoffUntil - performance.now();
        if (wait > 0) await this.sleep(wait);
        const answered = await this.pacer.take();
        this.tier.counted++;
        const sending = this.sendOne(broadcast, recipient, attempt, answered).finally(() => inFlight.delete(sending));
        inFlight.add(sending);
        if (inFlight.size >= this.options.concurrency) await Promise.race(inFlight);
      }
      // Paused, cancelled, or the lease was lost: the rest of the batch waits for the next tick.
      if (claimed.size < chunk.length) break;
    }
    await Promise.all(inFlight);
  }

  private async sendOne(broadcast: WaBroadcastRow, recipient: QueuedRecipient, attempt: number, answered: () => void): Promise<void> {
    if (this.killed) return answered();
    const { db, logger } = this.deps;
    let wamid: string;
    try {
      wamid = await this.deps.send(recipient.phone, templateContent(broadcast, recipient.variables), `${recipient.idempotencyKey}:${attempt}`, broadcast.brandId);
      answered();
    } catch (err) {
      answered();
      if (this.killed) return;
      if (err instanceof GraphError && err.code === THROUGHPUT_ERROR) {
        this.backoffMs = Math.min(Math.max(1_000, this.backoffMs * 2), MAX_BACKOFF_MS);
        this.backoffUntil = performance.now() + this.backoffMs;
        this.tier.counted--;
        await requeue(db, recipient.id, this.backoffMs);
        logger.warn({ backoffMs: this.backoffMs }, 'Graph API throughput limit (130429): backing off');
      } else if (err instanceof GraphError) {
        // The provider answered and refused: not sent.
        await moveRecipients(db, byId(recipient.id), 'failed', { errorCode: err.code ?? err.status });
      } else {
        // No answer (timeout, connection lost): it may have been accepted. Left in sending for the status webhook or the grace period.
        logger.warn({ err, recipient: recipient.id }, 'Broadcast send unanswered');
      }
      return;
    }
    if (this.killed) return;
    this.backoffMs = 0;
    await this.record({ id: recipient.id, wamid });
  }

  /** Records an answer with the others that came while the previous statement ran; resolves once it is recorded. */
  private record(answer: { id: number; wamid: string }): Promise<void> {
    this.answers.push(answer);
    if (!this.nextRecord) {
      const run = this.recorded.then(async () => {
        this.nextRecord = undefined;
        const batch = this.answers.splice(0);
        if (batch.length && !this.killed) await recordSent(this.deps.db, batch);
      });
      this.nextRecord = run;
      this.recorded = run.catch(() => undefined);
    }
    return this.nextRecord;
  }
}
