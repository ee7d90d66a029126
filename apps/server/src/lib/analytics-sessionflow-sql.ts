/**
 * The first steps of a conversation (issue 24, /analytics/sessionflow), as SQL over one conversation's facts row
 * `f` (or of a range's conversations): step n is the n-th customer message the bot read, labelled with its intent
 * (below the threshold: not understood, FLOW_LABELS.fallback). The labels of the first SESSION_FLOW_STEPS.max + 1
 * steps are kept at write time in conversation_flow.labels (migration 0030's triggers); the report groups them and
 * history's drill-down tests one conversation's, so both read the same row.
 */
import { sql, type SQL } from 'drizzle-orm';
import { flowPathSchema, type FlowPath } from '@switchboard/contracts/analytics/sessionflow.schemas';

/** Rows (session_id, n, label) of the conversations `conv` (rows with session_id and their flow row's labels): their first `steps` steps. */
export const flowStepsFrom = (conv: SQL, steps: number) => sql`(
  select c.session_id, l.n::int as n, l.label from ${conv} c cross join lateral unnest(c.labels) with ordinality as l(label, n)
  where l.n <= ${steps}
)`;

/** f's label at step n (null: no such step). */
const labelAt = (n: number) => sql`(select w.labels[${n}::int] from conversation_flow w where w.session_id = f.session_id)`;

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
