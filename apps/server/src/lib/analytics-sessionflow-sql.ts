/**
 * The first steps of a conversation (issue 24, /analytics/sessionflow), as SQL over one conversation's facts row
 * `f`: step n is the n-th customer message the bot read, labelled with its intent (below the threshold: not
 * understood). The report groups these labels; history's drill-down tests one conversation with the same SQL.
 */
import { sql, type SQL } from 'drizzle-orm';
import { FLOW_LABELS, flowPathSchema, SESSION_FLOW_STEPS, type FlowPath } from '@switchboard/contracts/analytics/sessionflow.schemas';
import { unrecognized } from '@/lib/analytics-fracture-sql';

/** The label of a read customer message (alias c). */
const labelOf = (alias: string) => sql`case when ${unrecognized(alias)} then ${FLOW_LABELS.fallback} else ${sql.raw(`${alias}.nlp_snapshot->>'intent'`)} end`;

/** Rows (n, label) of f's first `steps` read customer messages. */
export const flowStepsOf = (steps: number) => sql`(
  select row_number() over (order by c.seq)::int as n, ${labelOf('c')} as label
  from (select * from chat_messages c where c.session_id = f.session_id and c.sender = 'customer' and jsonb_typeof(c.nlp_snapshot) = 'object'
    order by c.seq limit ${steps}) c
)`;

const labelAt = (n: number) => sql`(select x.label from ${flowStepsOf(SESSION_FLOW_STEPS.max + 1)} x where x.n = ${n})`;

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
