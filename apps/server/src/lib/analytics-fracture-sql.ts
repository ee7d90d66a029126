/**
 * Where a conversation broke (issue 24, /analytics/fracture), as SQL over one conversation's facts row `f` and its
 * messages. The report aggregates these rows and history's drill-down tests them for one conversation, so a row's
 * count and the conversations listed behind it come from the same condition.
 *
 * A step is a bot message told apart by its shown text (no node or bot message id is stored with a sent message):
 * its key is md5 of the text with rich-text tags and repeated spaces removed, or `[type]` for a message without text.
 */
import { sql, type SQL } from 'drizzle-orm';
import { THRESHOLDS } from '@switchboard/contracts/common/constants';
import { FRACTURE_START_STEP } from '@switchboard/contracts/analytics/fracture.schemas';
import { ABANDON_IDLE_MINUTES } from '@switchboard/contracts/analytics/metrics';

export const FRACTURE_KINDS = ['abandoned', 'handover', 'fallback'] as const;
export type FractureKind = (typeof FRACTURE_KINDS)[number];

/** The text a bot message (alias) showed, as the report names the step. */
export const stepText = (alias: string) => sql.raw(`coalesce(nullif(btrim(regexp_replace(case when ${alias}.content->>'format' = 'html'
  then regexp_replace(coalesce(${alias}.content->>'text', ''), '<[^>]*>', ' ', 'g') else coalesce(${alias}.content->>'text', '') end,
  '\\s+', ' ', 'g')), ''), '[' || ${alias}.type || ']')`);
export const stepKey = (alias: string) => sql`md5(${stepText(alias)})`;

/** A customer message the bot read and did not recognise (the facts' trigger counts recognised ones the same way). */
export const unrecognized = (alias: string) => sql.raw(`(${alias}.sender = 'customer' and jsonb_typeof(${alias}.nlp_snapshot) = 'object' and not (
  coalesce(${alias}.nlp_snapshot->>'intent', 'None') <> 'None'
  and (case when jsonb_typeof(${alias}.nlp_snapshot->'confidence') = 'number' then (${alias}.nlp_snapshot->>'confidence')::float8 else 0 end) >= ${THRESHOLDS.intentScore}))`);

/** The key of f's last bot message before seq `before` (null: none; the start step). */
const stepBefore = (before: SQL) => sql`coalesce((select ${stepKey('b')} from chat_messages b
  where b.session_id = f.session_id and b.sender = 'chatbot' and b.seq < ${before} order by b.seq desc limit 1), ${FRACTURE_START_STEP})`;

/**
 * Rows (kind, step) of conversation f: abandoned after its last bot message (never handed over, no customer message
 * after it, resolved or quiet for ABANDON_IDLE_MINUTES); handed over after the last bot message before the customer
 * message that led to the hand-over (the last one written by then; none: the last bot message before it); a
 * fallback after the bot message before each customer message not understood (one row per step).
 */
export const breaksOf = sql`(
  select 'abandoned'::text as kind, ${stepKey('b')} as step
    from (select * from chat_messages lb where lb.session_id = f.session_id and lb.sender = 'chatbot' order by lb.seq desc limit 1) b
    where f.handed_over_at is null
      and (f.resolved_at is not null or f.last_message_at < now() - make_interval(mins => ${ABANDON_IDLE_MINUTES}))
      and not exists (select 1 from chat_messages c where c.session_id = f.session_id and c.sender = 'customer' and c.seq > b.seq)
  union all
  select 'handover'::text, ${stepBefore(sql`t.seq`)}
    from (select coalesce(max(c.seq) filter (where c.sender = 'customer'), max(c.seq) + 1) as seq
      from chat_messages c where c.session_id = f.session_id and c.created_at <= f.handed_over_at) t
    where f.handed_over_at is not null
  union
  select 'fallback'::text, ${stepBefore(sql`c.seq`)}
    from chat_messages c where c.session_id = f.session_id and ${unrecognized('c')}
)`;

/** f broke in this way (any way when kind is undefined), after this step (after any when step is undefined). */
export function brokeAfter(kind: FractureKind | undefined, step: string | undefined): SQL {
  const parts: SQL[] = [sql`true`];
  if (kind) parts.push(sql`x.kind = ${kind}`);
  if (step) parts.push(sql`x.step = ${step}`);
  return sql`exists (select 1 from ${breaksOf} x where ${sql.join(parts, sql` and `)})`;
}

/** The bot sent this step's message in f (every conversation reaches the start). */
export function reachedStep(step: string | undefined): SQL {
  if (!step || step === FRACTURE_START_STEP) return sql`true`;
  return sql`exists (select 1 from chat_messages b where b.session_id = f.session_id and b.sender = 'chatbot' and ${stepKey('b')} = ${step})`;
}
