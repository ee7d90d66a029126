/**
 * SQL of the session-flow report: for each step n of the range's conversations, how many went from a label to
 * each next label (null: no step n+1). The steps are the range's conversations' flow rows' labels
 * (lib/analytics-sessionflow-sql.ts), the row the drill-down reads.
 */
import { sql } from 'drizzle-orm';
import type { SessionFlowFilter } from '@switchboard/contracts/analytics/sessionflow.schemas';
import { rowsOf, type Executor } from '@/db/client';
import { flowStepsFrom } from '@/lib/analytics-sessionflow-sql';
import type { Scope } from '@/lib/bifurcation-scope';
import { conversationsFrom, withFlow } from './conversation-scope';

export interface FlowTransition { n: number; label: string; next: string | null; conversations: number }

export async function flowTransitions(db: Executor, filter: SessionFlowFilter, scope: Scope | undefined): Promise<FlowTransition[]> {
  const result = await db.execute(sql`with conv as (select f.session_id ${conversationsFrom(filter, scope)}),
    cw as (select c.session_id, w.labels from conv c ${withFlow(filter)}),
    p as (select x.session_id, x.n, x.label from ${flowStepsFrom(sql`cw`, filter.steps)} x),
    t as (select p.n, p.label, lead(p.label) over (partition by p.session_id order by p.n) as next from p)
    select t.n, t.label, t.next, count(*)::int as conversations from t group by 1, 2, 3 order by 1, 2, 3`);
  return rowsOf<FlowTransition>(result).map((row) => ({ n: Number(row.n), label: row.label, next: row.next ?? null, conversations: Number(row.conversations) }));
}
