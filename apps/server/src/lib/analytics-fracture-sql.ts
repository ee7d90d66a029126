/**
 * Where conversations broke (issue 24, /analytics/fracture), as SQL over conversations' facts rows and their
 * fracture rollup (conversation_flow, one row each, kept at write time by migration 0030's triggers). The
 * report aggregates the rows of the range's conversations and history's drill-down runs the same SQL for one
 * conversation (the outer facts row `f`), so a row's count and the conversations listed behind it agree.
 *
 * A step is a bot message told apart by its shown text (no node or bot message id is stored with a sent message):
 * its key is md5 of the text (rich text: tags and repeated spaces removed; plain text as sent, trimmed), or `[type]`
 * for a message without text (the migration's analytics_step_text; fracture_step_texts keeps each key's text).
 */
import { sql, type SQL } from 'drizzle-orm';
import { FRACTURE_START_STEP } from '@switchboard/contracts/analytics/fracture.schemas';
import { ABANDON_IDLE_MINUTES } from '@switchboard/contracts/analytics/metrics';

export const FRACTURE_KINDS = ['abandoned', 'handover', 'fallback'] as const;
export type FractureKind = (typeof FRACTURE_KINDS)[number];

/**
 * The flow columns breaksFrom and reachedFrom read, from the conversation's conversation_flow row w (null when it has
 * no customer or bot message).
 */
export const flowColumns = sql.raw(`w.last_bot_seq, w.last_bot_key, w.last_customer_seq, w.handover_asked, w.handover_after_key,
  w.handover_bot_key, w.reached, w.reached_types, w.fallbacks`);

/**
 * Rows (session_id, kind, step) of the conversations `conv` (rows with session_id, handed_over_at, resolved_at,
 * last_message_at and the flowColumns): abandoned after the last bot message (never handed over, no customer message
 * after it, resolved or quiet for ABANDON_IDLE_MINUTES: the clock's part, decided here); handed over after the last
 * bot message before the customer message that led to the hand-over (the last one written by then; none: the last
 * bot message before it); a fallback after the bot message before each customer message not understood (one row
 * per step).
 */
export function breaksFrom(conv: SQL): SQL {
  return sql`(select c.session_id, 'abandoned'::text as kind, c.last_bot_key as step from ${conv} c
      where c.handed_over_at is null and c.last_bot_seq is not null and (c.last_customer_seq is null or c.last_customer_seq < c.last_bot_seq)
        and (c.resolved_at is not null or c.last_message_at < now() - make_interval(mins => ${ABANDON_IDLE_MINUTES}))
    union all
    select c.session_id, 'handover'::text, coalesce(case when c.handover_asked then c.handover_after_key else c.handover_bot_key end, ${FRACTURE_START_STEP})
      from ${conv} c where c.handed_over_at is not null
    union all
    select c.session_id, 'fallback'::text, b.step from ${conv} c cross join lateral unnest(c.fallbacks) as b(step)
  )`;
}

/** One conversation: the outer facts row f with its flow row. */
const thisConversation = sql`(select f.session_id, f.handed_over_at, f.resolved_at, f.last_message_at, ${flowColumns}
  from (select 1) one left join conversation_flow w on w.session_id = f.session_id)`;

/** f broke in this way (any way when kind is undefined), after this step (after any when step is undefined). */
export function brokeAfter(kind: FractureKind | undefined, step: string | undefined): SQL {
  const parts: SQL[] = [sql`true`];
  if (kind) parts.push(sql`x.kind = ${kind}`);
  if (step) parts.push(sql`x.step = ${step}`);
  return sql`exists (select 1 from ${breaksFrom(thisConversation)} x where ${sql.join(parts, sql` and `)})`;
}

/** Rows (session_id, step, type) of the steps the conversations `conv` (as for breaksFrom) reached: the bot sent the step's message. */
export const reachedFrom = (conv: SQL) => sql`(select c.session_id, r.step, r.type from ${conv} c
  cross join lateral unnest(c.reached, c.reached_types) as r(step, type))`;

/** The bot sent this step's message in f (every conversation reaches the start). */
export function reachedStep(step: string | undefined): SQL {
  if (!step || step === FRACTURE_START_STEP) return sql`true`;
  return sql`exists (select 1 from conversation_flow w where w.session_id = f.session_id and ${step} = any(w.reached))`;
}
