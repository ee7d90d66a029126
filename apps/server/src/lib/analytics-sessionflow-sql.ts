/**
 * The first steps of a conversation (issue 24, /analytics/sessionflow), as SQL over one conversation's facts row
 * `f` (or of a range's conversations): step n is the n-th customer message the bot read, labelled with its intent (below the threshold: not
 * understood). The report groups these labels; history's drill-down tests one conversation with the same SQL.
 */
import { sql, type SQL } from 'drizzle-orm';
import { FLOW_LABELS, flowPathSchema, SESSION_FLOW_STEPS, type FlowPath } from '@switchboard/contracts/analytics/sessionflow.schemas';
import { unrecognized } from '@/lib/analytics-fracture-sql';

/** The label of a read customer message (alias c). */
const labelOf = (alias: string) => sql`case when ${unrecognized(alias)} then ${FLOW_LABELS.fallback} else ${sql.raw(`${alias}.nlp_snapshot->>'intent'`)} end`;

/**
 * Rows (session_id, n, label) of the conversations `conv` (rows with session_id): their first `steps` read customer
 * messages. Set-based (one window over the conversations' messages), so the report reads a month in one pass.
 */
export const flowStepsFrom = (conv: SQL, steps: number) => sql`(
  select q.session_id, q.n, q.label from (
    select c.session_id, row_number() over (partition by c.session_id order by x.seq)::int as n, ${labelOf('x')} as label
    from ${conv} c cross join lateral (select * from chat_messages x
      where x.session_id = c.session_id and x.sender = 'customer' and jsonb_typeof(x.nlp_snapshot) = 'object' offset 0) x
  ) q where q.n <= ${steps}
)`;

const thisConversation = sql`(select f.session_id)`;
const labelAt = (n: number) => sql`(select x.label from ${flowStepsFrom(thisConversation, SESSION_FLOW_STEPS.max + 1)} x where x.n = ${n})`;

function matches(path: FlowPath): SQL {
  return sql.join(path.nodes.map((matcher, index) => {
    const n = path.from + index;
    if ('is' in matcher) return sql`${labelAt(n)} = ${matcher.is}`;
    if ('not' in matcher) {
      if (matcher.not.length === 0) return sql`${labelAt(n)} is not null`;
      return sql`${labelAt(n)} <> all(array[${sql.join(matcher.not.map((label) => sql`${label}`), sql`, `)}]::text[])`;
    }
    return n <= 1 ? sql`false` : sql`(${labelAt(n)} is null and ${labelAt(n - 1)} is not null)`;
  }), sql` and `);
}

/** f is on the node or link a drill step names (a step that does not parse lists nothing). */
export function onFlowPath(step: string | undefined): SQL {
  if (!step) return sql`false`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(step);
  } catch {
    return sql`false`;
  }
  const path = flowPathSchema.safeParse(parsed);
  return path.success ? matches(path.data) : sql`false`;
}
