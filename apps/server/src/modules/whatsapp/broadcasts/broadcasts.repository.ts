/**
 * The SQL of broadcasts: recipients move between states in one statement together with their broadcast's
 * counts (so counts never drift from the rows), the runner's lease, and the fenced claim of one recipient.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  RETRYABLE_ERROR_CODES, type BroadcastState, type RecipientState,
} from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import { rowsOf, type Database, type Executor } from '@/db/client';
import { waBroadcastRecipients, waBroadcasts, waRunnerLeases, type WaBroadcastRow } from '@/db/schema/whatsapp-broadcasts';

export const BROADCAST_LEASE = 'wa-broadcasts';

/** A status webhook (or the runner's answer) only ever raises a recipient's rank. */
export const RECIPIENT_RANK: Record<RecipientState, number> = { queued: 0, sending: 0, sent: 1, delivered: 2, failed: 3, read: 4, skipped: 5 };

/** States with a count column; queued and sending are the rest of total. */
const COUNTED = ['sent', 'delivered', 'read', 'failed', 'skipped'] as const;

export interface NewRecipient { row: number; phone: string; variables: string[]; idempotencyKey: string }

const INSERT_CHUNK = 1000;

export async function insertBroadcast(db: Database, values: typeof waBroadcasts.$inferInsert, recipients: NewRecipient[]): Promise<WaBroadcastRow> {
  return db.transaction(async (tx) => {
    const [broadcast] = await tx.insert(waBroadcasts).values({ ...values, total: recipients.length }).returning();
    for (let at = 0; at < recipients.length; at += INSERT_CHUNK) {
      await tx.insert(waBroadcastRecipients).values(recipients.slice(at, at + INSERT_CHUNK).map((recipient) => ({
        ...recipient, broadcastId: broadcast!.id, state: 'queued' as const,
      })));
    }
    return broadcast!;
  });
}

export async function findBroadcast(db: Executor, brandId: string | undefined, id: string): Promise<WaBroadcastRow | undefined> {
  const [row] = await db.select().from(waBroadcasts).where(brandId ? and(eq(waBroadcasts.id, id), eq(waBroadcasts.brandId, brandId)) : eq(waBroadcasts.id, id));
  return row;
}

/** Moves the broadcast from one of `from` to `to`; answers the row when it moved. */
export async function setBroadcastState(db: Executor, id: string, from: readonly BroadcastState[], to: BroadcastState): Promise<WaBroadcastRow | undefined> {
  const [row] = await db.update(waBroadcasts)
    .set({ state: to, updatedAt: sql`now()`, ...(to === 'completed' ? { completedAt: sql`now()` } : {}) })
    .where(and(eq(waBroadcasts.id, id), inArray(waBroadcasts.state, [...from]))).returning();
  return row;
}

/**
 * The `counted` step of a recipients move: each broadcast's counts lose the moved rows' previous states and gain
 * `state`'s (the CTE `moved` returns broadcast_id and prev_state), so the counts move in the same statement as the rows.
 */
function countedStep(state: RecipientState): SQL {
  const deltas = COUNTED.map((bucket) => sql.raw(`${bucket}_count = b.${bucket}_count ${state === bucket ? '+ m.n ' : ''}- m.p_${bucket}`));
  const prevCounts = COUNTED.map((bucket) => sql.raw(`count(*) filter (where prev_state = '${bucket}')::int as p_${bucket}`));
  return sql`counted as (
      update wa_broadcasts b set ${sql.join(deltas, sql`, `)}, updated_at = now()
      from (select broadcast_id, count(*)::int as n, ${sql.join(prevCounts, sql`, `)} from moved group by broadcast_id) m
      where b.id = m.broadcast_id
      returning b.id
    )`;
}

/**
 * Moves the recipients `where` selects to `state` when that raises their rank, and their broadcasts' counts
 * with them, in one statement. Answers the moved rows' ids and previous states.
 */
export async function moveRecipients(
  db: Executor, where: SQL, state: RecipientState, extra: { wamid?: string; errorCode?: number | null; reason?: string } = {},
): Promise<{ matched: number; moved: Array<{ id: number; broadcastId: string; prevState: RecipientState }> }> {
  const rank = RECIPIENT_RANK[state];
  const code = extra.errorCode === undefined ? sql`r.error_code` : sql`${extra.errorCode}::int`;
  const result = await db.execute(sql`
    with prev as (
      select id, state from wa_broadcast_recipients where ${where} for update
    ), moved as (
      update wa_broadcast_recipients r set state = ${state}, status_rank = ${rank}, wamid = coalesce(${extra.wamid ?? null}::text, r.wamid),
        error_code = ${code}, reason = coalesce(${extra.reason ?? null}::text, r.reason), updated_at = now()
      from prev where r.id = prev.id and r.status_rank < ${rank}
      returning r.id, r.broadcast_id, prev.state as prev_state
    ), ${countedStep(state)}
    select (select count(*)::int from prev) as "matched", (select count(*) from counted) as "c",
      (select coalesce(json_agg(json_build_object('id', id, 'broadcastId', broadcast_id, 'prevState', prev_state)), '[]'::json) from moved) as "moved"`);
  const [row] = rowsOf<{ matched: number; moved: Array<{ id: number; broadcastId: string; prevState: RecipientState }> | string }>(result);
  // Drivers answer json as parsed or as text.
  const moved = typeof row?.moved === 'string' ? (JSON.parse(row.moved) as Array<{ id: number; broadcastId: string; prevState: RecipientState }>) : row?.moved ?? [];
  return { matched: Number(row?.matched ?? 0), moved };
}

/**
 * The provider's answers for many sends in one statement (sending → sent with their wamids, counts moved), where a
 * status webhook has not already moved them further. Answers how many moved.
 */
export async function recordSent(db: Executor, sent: Array<{ id: number; wamid: string }>): Promise<number> {
  if (!sent.length) return 0;
  const values = sql.join(sent.map(({ id, wamid }) => sql`(${id}::bigint, ${wamid}::text)`), sql`, `);
  const result = await db.execute(sql`
    with v(id, wamid) as (values ${values}), prev as (
      select r.id, r.state from wa_broadcast_recipients r join v on v.id = r.id where r.status_rank < 1 order by r.id for update of r
    ), moved as (
      update wa_broadcast_recipients r set state = 'sent', status_rank = 1, wamid = v.wamid, error_code = null, updated_at = now()
      from prev, v where r.id = prev.id and v.id = r.id and r.status_rank < 1
      returning r.id, r.broadcast_id, prev.state as prev_state
    ), ${countedStep('sent')}
    select (select count(*)::int from moved) as n, (select count(*) from counted) as c`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/**
 * Status webhooks for many wamids in one statement: each recipient moves to its status when that raises its
 * rank, counts with them. Answers the wamids that name a broadcast recipient (moved or not).
 */
export async function moveByWamids(db: Executor, statuses: Array<{ wamid: string; state: RecipientState; errorCode: number | null }>): Promise<Set<string>> {
  if (!statuses.length) return new Set();
  const values = sql.join(statuses.map(({ wamid, state, errorCode }) => sql`(${wamid}::text, ${state}::text, ${RECIPIENT_RANK[state]}::int, ${errorCode}::int)`), sql`, `);
  const counts = COUNTED.map((bucket) => sql.raw(
    `count(*) filter (where new_state = '${bucket}')::int as n_${bucket}, count(*) filter (where prev_state = '${bucket}')::int as p_${bucket}`,
  ));
  const deltas = COUNTED.map((bucket) => sql.raw(`${bucket}_count = b.${bucket}_count + m.n_${bucket} - m.p_${bucket}`));
  const result = await db.execute(sql`
    with v(wamid, state, rank, code) as (values ${values}), prev as (
      select r.id, r.state, r.wamid from wa_broadcast_recipients r join v on v.wamid = r.wamid order by r.id for update of r
    ), moved as (
      update wa_broadcast_recipients r set state = v.state, status_rank = v.rank,
        error_code = case when v.state = 'failed' then v.code else r.error_code end, updated_at = now()
      from prev join v on v.wamid = prev.wamid where r.id = prev.id and r.status_rank < v.rank
      returning r.id, r.broadcast_id, prev.state as prev_state, v.state as new_state
    ), counted as (
      update wa_broadcasts b set ${sql.join(deltas, sql`, `)}, updated_at = now()
      from (select broadcast_id, ${sql.join(counts, sql`, `)} from moved group by broadcast_id) m
      where b.id = m.broadcast_id
      returning b.id
    )
    select (select coalesce(json_agg(wamid), '[]'::json) from prev) as "matched", (select count(*) from counted) as "c"`);
  const matched = rowsOf<{ matched: string[] | string }>(result)[0]?.matched ?? [];
  return new Set(typeof matched === 'string' ? (JSON.parse(matched) as string[]) : matched);
}

export const byId = (id: number) => sql`id = ${id}`;
export const byWamid = (wamid: string) => sql`wamid = ${wamid}`;
/** A status whose send's answer was never recorded: its opaque data names the recipient and the attempt. */
export const byKeyAttempt = (key: string, attempt: number) => sql`idempotency_key = ${key} and attempts = ${attempt} and state = 'sending'`;
export const queuedOf = (broadcastId: string) => sql`broadcast_id = ${broadcastId} and state = 'queued'`;

/** The runner's lease: taken when free or expired, renewed by its holder. Answers whether `holder` holds it. */
export async function acquireLease(db: Executor, holder: string, ttlMs: number): Promise<boolean> {
  const expires = sql`now() + make_interval(secs => ${ttlMs / 1000})`;
  const [row] = await db.insert(waRunnerLeases).values({ name: BROADCAST_LEASE, holder, expiresAt: expires })
    .onConflictDoUpdate({
      target: waRunnerLeases.name,
      set: { holder, expiresAt: expires },
      setWhere: sql`${waRunnerLeases.expiresAt} < now() or ${waRunnerLeases.holder} = ${holder}`,
    })
    .returning({ holder: waRunnerLeases.holder });
  return row?.holder === holder;
}

export async function releaseLease(db: Executor, holder: string): Promise<void> {
  await db.delete(waRunnerLeases).where(and(eq(waRunnerLeases.name, BROADCAST_LEASE), eq(waRunnerLeases.holder, holder)));
}

/** Scheduled broadcasts whose time has come start running. */
export async function promoteDue(db: Executor): Promise<void> {
  await db.update(waBroadcasts).set({ state: 'running', updatedAt: sql`now()` })
    .where(and(eq(waBroadcasts.state, 'scheduled'), sql`${waBroadcasts.scheduledAt} <= now()`));
}

export async function nextRunning(db: Executor): Promise<WaBroadcastRow | undefined> {
  const [row] = await db.select().from(waBroadcasts).where(eq(waBroadcasts.state, 'running'))
    .orderBy(asc(waBroadcasts.scheduledAt), asc(waBroadcasts.createdAt)).limit(1);
  return row;
}

export interface QueuedRecipient { id: number; phone: string; variables: string[]; idempotencyKey: string }

/**
 * The next queued recipients in upload order, leaving out those in backoff and those whose number had a
 * message from us within the pair-rate interval (another broadcast may have just written to them).
 */
export async function nextBatch(db: Executor, broadcastId: string, limit: number, pairMs: number): Promise<QueuedRecipient[]> {
  const result = await db.execute(sql`
    select r.id::int as "id", r.phone, r.variables, r.idempotency_key as "idempotencyKey" from wa_broadcast_recipients r
    where r.broadcast_id = ${broadcastId} and r.state = 'queued' and (r.not_before is null or r.not_before <= now())
      and not exists (select 1 from wa_broadcast_recipients o where o.phone = r.phone and o.id <> r.id
        and o.sending_at > now() - make_interval(secs => ${pairMs / 1000}))
    order by r.id limit ${limit}`);
  return rowsOf<QueuedRecipient>(result);
}

/**
 * Claims recipients for sending: queued → sending with the attempt counted, only while their broadcast runs
 * and `holder` still holds an unexpired lease (a runner that lost its lease cannot send). Answers each
 * claimed id's attempt. A claimed recipient its runner never handed over is sent after the grace period.
 */
export async function claimRecipients(db: Executor, ids: number[], holder: string): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const result = await db.execute(sql`
    update wa_broadcast_recipients r set state = 'sending', attempts = r.attempts + 1, sending_at = now(), updated_at = now()
    where r.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and r.state = 'queued'
      and exists (select 1 from wa_broadcasts b where b.id = r.broadcast_id and b.state = 'running')
      and exists (select 1 from wa_runner_leases l where l.name = ${BROADCAST_LEASE} and l.holder = ${holder} and l.expires_at > now())
    returning r.id::int as "id", r.attempts`);
  return new Map(rowsOf<{ id: number; attempts: number }>(result).map((row) => [row.id, row.attempts]));
}

/** A send the provider refused for throughput: back to the queue, not before `delayMs`. */
export async function requeue(db: Executor, id: number, delayMs: number): Promise<void> {
  await db.execute(sql`update wa_broadcast_recipients set state = 'queued', not_before = now() + make_interval(secs => ${delayMs / 1000}), updated_at = now()
    where id = ${id} and state = 'sending'`);
}

/**
 * Recipients left in sending longer than `graceMs` (their runner died, or the call's answer was lost) with no
 * status webhook naming them: back to the queue for another attempt (docs/decisions.md: broadcast sends).
 */
export async function requeueStale(db: Executor, graceMs: number): Promise<number> {
  const result = await db.execute(sql`update wa_broadcast_recipients set state = 'queued', updated_at = now()
    where state = 'sending' and sending_at < now() - make_interval(secs => ${graceMs / 1000}) returning id`);
  return rowsOf(result).length;
}

export async function pendingCount(db: Executor, broadcastId: string): Promise<number> {
  return db.$count(waBroadcastRecipients, and(eq(waBroadcastRecipients.broadcastId, broadcastId), inArray(waBroadcastRecipients.state, ['queued', 'sending'])));
}

/** Distinct numbers messaged in the last 24 hours (the portfolio's messaging limit counts these). */
export async function recipientsLastDay(db: Executor): Promise<number> {
  const result = await db.execute(sql`select count(distinct phone)::int as n from wa_broadcast_recipients where sending_at > now() - interval '24 hours'`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** Failed recipients with a retryable code go back to the queue (their old wamid forgotten); answers how many. */
export async function requeueFailed(db: Executor, broadcastId: string): Promise<number> {
  const result = await db.execute(sql`
    with moved as (
      update wa_broadcast_recipients set state = 'queued', status_rank = 0, wamid = null, error_code = null, not_before = null, updated_at = now()
      where broadcast_id = ${broadcastId} and state = 'failed' and error_code in (${sql.join(RETRYABLE_ERROR_CODES.map((code) => sql`${code}`), sql`, `)})
      returning id
    ), counted as (
      update wa_broadcasts set failed_count = failed_count - (select count(*)::int from moved), updated_at = now() where id = ${broadcastId} returning id
    )
    select (select count(*)::int from moved) as n, (select count(*) from counted) as c`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
