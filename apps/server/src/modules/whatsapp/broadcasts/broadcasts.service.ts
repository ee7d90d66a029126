/**
 * Broadcasts: created from an uploaded sheet (every row checked, the report answered), then controlled
 * (pause, resume, cancel, retry failed) while the runner sends them; status webhooks move recipients forward.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  BROADCAST_TEXTS as T, MAX_BROADCAST_ROWS, type Broadcast, type BroadcastState, type BroadcastUploadFields, type UploadResult,
} from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import { WHATSAPP_STATUSES, type InboundStatus, type WhatsAppStatus } from '@switchboard/contracts/whatsapp/whatsapp.webhook';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { waBroadcastRecipients, waBroadcasts, type WaBroadcastRow } from '@/db/schema/whatsapp-broadcasts';
import { badRequest, businessRule, notFound } from '@/plugins/http-errors';
import { readSheet } from '@/modules/bot-builder/spreadsheet';
import type { OptOutCheck } from './broadcast-runner';
import {
  byKeyAttempt, findBroadcast, moveByWamids, RECIPIENT_RANK, insertBroadcast, moveRecipients, queuedOf, requeueFailed, setBroadcastState,
} from './broadcasts.repository';
import { checkRecipients } from './recipient-check';

/** Throws (412) unless the brand's template of that name and language is APPROVED (WhatsAppTemplates.sendable). */
export type TemplateCheck = (brandId: string, name: string, language: string) => Promise<unknown>;

export interface BroadcastServiceDeps {
  db: Database;
  isOptedOut: OptOutCheck;
  /** A broadcast is made, resumed or retried only with a template WhatsApp would send. */
  sendable: TemplateCheck;
  logger: FastifyBaseLogger;
  defaultCountry?: string;
}

export { idempotencyKeyOf } from './recipient-check';

const isStatus = (value: string): value is WhatsAppStatus => (WHATSAPP_STATUSES as readonly string[]).includes(value);

export function toBroadcast(row: WaBroadcastRow): Broadcast {
  const read = row.readCount;
  const delivered = row.deliveredCount + read;
  const sent = row.sentCount + delivered;
  return {
    _id: row.id,
    name: row.name,
    template: { name: row.templateName, language: row.templateLanguage, category: row.templateCategory },
    variables: row.variables,
    parameters: row.parameters,
    scheduledAt: row.scheduledAt.toISOString(),
    timeZone: row.timeZone,
    state: row.state,
    counts: {
      total: row.total, queued: row.total - sent - row.failedCount - row.skippedCount, sent, delivered, read, failed: row.failedCount, skipped: row.skippedCount,
    },
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

interface GatheredStatus {
  status: InboundStatus & { status: WhatsAppStatus };
  resolve: (matched: boolean) => void;
  reject: (err: unknown) => void;
}

export class BroadcastService {
  private statuses: GatheredStatus[] = [];
  private appliedStatuses: Promise<void> = Promise.resolve();
  private nextStatuses: Promise<void> | undefined;

  constructor(private readonly deps: BroadcastServiceDeps) {}

  /** Reads and checks the sheet; unless validateOnly, creates the broadcast of its good rows (all or nothing). */
  async upload(brandId: string, userId: string | null, fields: BroadcastUploadFields, filename: string, file: Buffer): Promise<UploadResult> {
    await this.deps.sendable(brandId, fields.templateName, fields.templateLanguage);
    const phone = fields.phoneColumn.toLowerCase();
    const variables = fields.variables.map((name) => name.toLowerCase());
    const records = await readSheet(filename, file, [phone, ...variables], [phone], MAX_BROADCAST_ROWS);
    const id = randomUUID();
    const { accepted, report } = await checkRecipients(records, { phone, variables, labels: fields.variables }, id, this.deps);
    if (fields.validateOnly) return { broadcast: null, report };
    if (!accepted.length) throw badRequest(T.noRecipients, 'file');
    const row = await insertBroadcast(this.deps.db, {
      id, brandId, name: fields.name, templateName: fields.templateName, templateLanguage: fields.templateLanguage,
      templateCategory: fields.templateCategory, variables: fields.variables,
      scheduledAt: fields.scheduledAt ? new Date(fields.scheduledAt) : new Date(), timeZone: fields.timeZone, state: 'scheduled', createdBy: userId,
    }, accepted);
    return { broadcast: toBroadcast(row), report };
  }

  async get(brandId: string, id: string): Promise<Broadcast> {
    return toBroadcast(await this.find(brandId, id));
  }

  async pause(brandId: string, id: string): Promise<Broadcast> {
    return this.transition(brandId, id, ['scheduled', 'running'], 'paused', 'paused');
  }

  /** A paused broadcast runs again (the runner picks it up on its next batch; a future schedule still waits). */
  async resume(brandId: string, id: string): Promise<Broadcast> {
    const row = await this.find(brandId, id);
    if (row.state === 'paused') await this.deps.sendable(brandId, row.templateName, row.templateLanguage);
    const to: BroadcastState = row.scheduledAt > new Date() ? 'scheduled' : 'running';
    return this.transition(brandId, id, ['paused'], to, 'resumed');
  }

  /** Stops for good: recipients not yet sent are skipped (those in flight finish). */
  async cancel(brandId: string, id: string): Promise<Broadcast> {
    await this.find(brandId, id);
    return this.deps.db.transaction(async (tx) => {
      const row = await setBroadcastState(tx, id, ['scheduled', 'running', 'paused'], 'cancelled');
      if (!row) throw businessRule(T.cannot('cancelled', (await findBroadcast(tx, brandId, id))!.state));
      await moveRecipients(tx, queuedOf(id), 'skipped', { reason: 'cancelled' });
      return toBroadcast((await findBroadcast(tx, brandId, id))!);
    });
  }

  /** Failed recipients with a retryable error code are queued again; a completed broadcast runs again for them. */
  async retryFailed(brandId: string, id: string): Promise<Broadcast> {
    const current = await this.find(brandId, id);
    if (current.state === 'cancelled') throw businessRule(T.cannot('retried', current.state));
    await this.deps.sendable(brandId, current.templateName, current.templateLanguage);
    return this.deps.db.transaction(async (tx) => {
      const queued = await requeueFailed(tx, id);
      if (queued && current.state === 'completed') {
        await tx.update(waBroadcasts).set({ state: 'running', completedAt: null, updatedAt: sql`now()` }).where(eq(waBroadcasts.id, id));
      }
      return toBroadcast((await findBroadcast(tx, brandId, id))!);
    });
  }

  /** The template was paused by the provider (message_template_status_update PAUSED): its broadcasts pause. */
  async pauseTemplate(name: string, language: string): Promise<number> {
    const rows = await this.deps.db.update(waBroadcasts).set({ state: 'paused', updatedAt: sql`now()` })
      .where(and(eq(waBroadcasts.templateName, name), eq(waBroadcasts.templateLanguage, language), sql`${waBroadcasts.state} in ('scheduled', 'running')`))
      .returning({ id: waBroadcasts.id });
    return rows.length;
  }

  /**
   * A status webhook: moves the broadcast recipient it names forward (by wamid, or by the opaque data when the
   * send's answer was never recorded). Answers false when it is not about a broadcast message. Statuses arriving
   * together are applied in one statement (Meta sends about three per message: at 1,000 messages a second, a
   * statement per status was what limited the rate); each webhook is answered once its own is stored.
   */
  applyStatus(status: InboundStatus): Promise<boolean> {
    const state = status.status;
    if (!isStatus(state)) return Promise.resolve(false);
    return new Promise<boolean>((resolve, reject) => {
      this.statuses.push({ status: { ...status, status: state }, resolve, reject });
      if (this.nextStatuses) return;
      const run = this.appliedStatuses.then(() => this.applyGathered());
      this.nextStatuses = run;
      this.appliedStatuses = run.catch(() => undefined);
    });
  }

  private async applyGathered(): Promise<void> {
    this.nextStatuses = undefined;
    const batch = this.statuses.splice(0);
    try {
      // One move per wamid in a statement: the furthest status given for it.
      const furthest = new Map<string, { wamid: string; state: WhatsAppStatus; errorCode: number | null }>();
      for (const { status } of batch) {
        const known = furthest.get(status.id);
        if (!known || RECIPIENT_RANK[known.state] < RECIPIENT_RANK[status.status]) {
          furthest.set(status.id, { wamid: status.id, state: status.status, errorCode: status.errors?.[0]?.code ?? null });
        }
      }
      const matched = await moveByWamids(this.deps.db, [...furthest.values()]);
      for (const item of batch) item.resolve(matched.has(item.status.id) || (await this.applyByOpaque(item.status)));
    } catch (err) {
      for (const item of batch) item.reject(err);
    }
  }

  /** A status whose wamid names no recipient yet: the send's answer may not be recorded; its opaque data says whose it is. */
  private async applyByOpaque(status: InboundStatus & { status: WhatsAppStatus }): Promise<boolean> {
    const opaque = /^(.+):(\d+)$/.exec(status.biz_opaque_callback_data ?? '');
    if (!opaque) return false;
    const [, key, attempt] = opaque;
    const errorCode = status.status === 'failed' ? (status.errors?.[0]?.code ?? null) : undefined;
    const { db } = this.deps;
    if ((await moveRecipients(db, byKeyAttempt(key!, Number(attempt)), status.status, { wamid: status.id, errorCode })).matched) return true;
    if (await db.$count(waBroadcastRecipients, eq(waBroadcastRecipients.idempotencyKey, key!))) {
      // An earlier attempt was accepted after all, later than the grace period: the customer may have it twice.
      this.deps.logger.warn({ wamid: status.id, key, attempt }, 'Status of an earlier broadcast attempt: possibly sent twice');
      return true;
    }
    return false;
  }

  private async find(brandId: string, id: string): Promise<WaBroadcastRow> {
    const row = await findBroadcast(this.deps.db, brandId, id);
    if (!row) throw notFound(T.notFound);
    return row;
  }

  private async transition(brandId: string, id: string, from: BroadcastState[], to: BroadcastState, verb: string): Promise<Broadcast> {
    const current = await this.find(brandId, id);
    const row = await setBroadcastState(this.deps.db, id, from, to);
    if (!row) throw businessRule(T.cannot(verb, current.state));
    return toBroadcast(row);
  }
}
