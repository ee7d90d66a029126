/**
 * Where conversations broke (issue 24, /analytics/fracture), as SQL over conversations' facts rows and their
 * messages. The report aggregates the rows of the range's conversations and history's drill-down runs the same SQL
 * for one conversation (the outer facts row `f`), so a row's count and the conversations listed behind it agree.
 *
 * A step is a bot message told apart by its shown text (no node or bot message id is stored with a sent message):
 * its key is md5 of the text (rich text: tags and repeated spaces removed; plain text as sent, trimmed), or `[type]`
 * for a message without text.
 */
import { sql, type SQL } from 'drizzle-orm';
import { THRESHOLDS } from '@switchboard/contracts/common/constants';
import { FRACTURE_START_STEP } from '@switchboard/contracts/analytics/fracture.schemas';
import { ABANDON_IDLE_MINUTES } from '@switchboard/contracts/analytics/metrics';

export const FRACTURE_KINDS = ['abandoned', 'handover', 'fallback'] as const;
export type FractureKind = (typeof FRACTURE_KINDS)[number];

/** The text a bot message (alias) showed, as the report names the step. */
export const stepText = (alias: string) => sql.raw(`coalesce(nullif(btrim(case when ${alias}.content->>'format' = 'html'
  then regexp_replace(regexp_replace(${alias}.content->>'text', '<[^>]*>', ' ', 'g'), '\\s+', ' ', 'g') else ${alias}.content->>'text' end), ''),
  '[' || ${alias}.type || ']')`);
export const stepKey = (alias: string) => sql`md5(${stepText(alias)})`;

/** A customer message the bot read and did not recognise (the facts' trigger counts recognised ones the same way). */
export const unrecognized = (alias: string) => sql.raw(`(${alias}.sender = 'customer' and jsonb_typeof(${alias}.nlp_snapshot) = 'object' and not (
  coalesce(${alias}.nlp_snapshot->>'intent', 'None') <> 'None'
  and (case when jsonb_typeof(${alias}.nlp_snapshot->'confidence') = 'number' then (${alias}.nlp_snapshot->>'confidence')::float8 else 0 end) >= ${THRESHOLDS.intentScore}))`);

/**
 * Rows (session_id, kind, step) of the conversations `conv` (rows with session_id, handed_over_at, resolved_at,
 * last_message_at): abandoned after the last bot message (never handed over, no customer message after it, resolved
 * or quiet for ABANDON_IDLE_MINUTES); handed over after the last bot message before the customer message that led to
 * the hand-over (the last one written by then; none: the last bot message before it); a fallback after the bot
 * message before each customer message not understood (one row per step). Set-based (windows over the
 * conversations' messages), so the report reads a month in one pass; the drill-down runs it for one conversation.
 */
export function breaksFrom(conv: SQL): SQL {
  // Windows and one grouping only (no join between intermediate results, whose sizes the planner cannot know):
  // bot_ord numbers each message by the bot messages up to it, so a message's partition (session, bot_ord) holds
  // the bot message it came after.
  return sql`(with m1 as (
      select c.session_id, c.handed_over_at, c.resolved_at, c.last_message_at, x.seq, x.sender, x.created_at,
        case when x.sender = 'chatbot' then ${stepKey('x')} end as key, coalesce(${unrecognized('x')}, false) as unrec,
        count(*) filter (where x.sender = 'chatbot') over (partition by c.session_id order by x.seq) as bot_ord
      -- Each conversation's messages through (session_id, seq), never a scan of every message (offset 0 keeps the
      -- planner from flattening the lateral into a hash join over the whole table).
      from ${conv} c left join lateral (select * from chat_messages x where x.session_id = c.session_id and x.sender in ('customer', 'chatbot') offset 0) x on true),
    m as (select m1.*, max(m1.key) over (partition by m1.session_id, m1.bot_ord) as after_key from m1),
    s as (select m.session_id, m.handed_over_at, m.resolved_at, m.last_message_at,
        max(m.seq) filter (where m.sender = 'chatbot') as last_bot, max(m.seq) filter (where m.sender = 'customer') as last_customer,
        (array_agg(m.key order by m.seq desc) filter (where m.sender = 'chatbot'))[1] as last_key,
        count(*) filter (where m.sender = 'customer' and m.created_at <= m.handed_over_at) as asked,
        (array_agg(m.after_key order by m.seq desc) filter (where m.sender = 'customer' and m.created_at <= m.handed_over_at))[1] as asked_after,
        (array_agg(m.key order by m.seq desc) filter (where m.sender = 'chatbot' and m.created_at <= m.handed_over_at))[1] as bot_before
      from m group by 1, 2, 3, 4)
    select s.session_id, 'abandoned'::text as kind, s.last_key as step from s
      where s.handed_over_at is null and s.last_bot is not null and (s.last_customer is null or s.last_customer < s.last_bot)
        and (s.resolved_at is not null or s.last_message_at < now() - make_interval(mins => ${ABANDON_IDLE_MINUTES}))
    union all
    select s.session_id, 'handover'::text, coalesce(case when s.asked > 0 then s.asked_after else s.bot_before end, ${FRACTURE_START_STEP})
      from s where s.handed_over_at is not null
    union
    select m.session_id, 'fallback'::text, coalesce(m.after_key, ${FRACTURE_START_STEP}) from m where m.unrec
  )`;
}

/** One conversation: the outer facts row f. */
const thisConversation = sql`(select f.session_id, f.handed_over_at, f.resolved_at, f.last_message_at)`;

/** f broke in this way (any way when kind is undefined), after this step (after any when step is undefined). */
export function brokeAfter(kind: FractureKind | undefined, step: string | undefined): SQL {
  const parts: SQL[] = [sql`true`];
  if (kind) parts.push(sql`x.kind = ${kind}`);
  if (step) parts.push(sql`x.step = ${step}`);
  return sql`exists (select 1 from ${breaksFrom(thisConversation)} x where ${sql.join(parts, sql` and `)})`;
}

/** The bot sent this step's message in f (every conversation reaches the start). */
export function reachedStep(step: string | undefined): SQL {
  if (!step || step === FRACTURE_START_STEP) return sql`true`;
  return sql`exists (select 1 from chat_messages b where b.session_id = f.session_id and b.sender = 'chatbot' and ${stepKey('b')} = ${step})`;
}
