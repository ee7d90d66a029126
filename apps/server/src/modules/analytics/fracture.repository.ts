/**
 * SQL of the fracture report: per bot message (step), the conversations that reached it and those that broke
 * right after it, from the range's conversations' fracture rollup rows (lib/analytics-fracture-sql.ts, the drill-down's
 * own conditions): one row per conversation, read through the start's index, so the cost follows the range.
 */
import { sql } from 'drizzle-orm';
import { FRACTURE_START_STEP } from '@switchboard/contracts/analytics/fracture.schemas';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { rowsOf, type Executor } from '@/db/client';
import { breaksFrom, flowColumns, reachedFrom } from '@/lib/analytics-fracture-sql';
import type { Scope } from '@/lib/bifurcation-scope';
import { conversationsFrom, withFlow } from './conversation-scope';

export interface StepCounts { step: string; text: string | null; type: string | null; reached: number; abandoned: number; handover: number; fallback: number; breaks: number }
export interface FractureTotals { conversations: number; abandoned: number; handover: number; fallback: number; breaks: number }

const counts = sql`count(distinct br.session_id) filter (where br.kind = 'abandoned')::int as abandoned,
  count(distinct br.session_id) filter (where br.kind = 'handover')::int as handover,
  count(distinct br.session_id) filter (where br.kind = 'fallback')::int as fallback,
  count(distinct br.session_id)::int as breaks`;

/** Every step with at least one break, and the range's totals (step null). */
export async function fractureCounts(db: Executor, filter: ReportFilter, scope: Scope | undefined): Promise<{ steps: StepCounts[]; totals: FractureTotals }> {
  const result = await db.execute(sql`with conv as (select f.session_id, f.handed_over_at, f.resolved_at, f.last_message_at ${conversationsFrom(filter, scope)}),
    cw as (select c.*, ${flowColumns} from conv c ${withFlow(filter)}),
    br as (select x.session_id, x.kind, x.step from ${breaksFrom(sql`cw`)} x),
    steps as (select br.step, ${counts} from br group by br.step),
    reach as (select r.step, count(*)::int as reached, min(r.type) as type from ${reachedFrom(sql`cw`)} r group by 1)
    select st.step, t.text, r.type, case when st.step = ${FRACTURE_START_STEP} then (select count(*) from conv)::int else coalesce(r.reached, 0) end as reached,
      st.abandoned, st.handover, st.fallback, st.breaks, false as total
    from steps st left join reach r on r.step = st.step left join fracture_step_texts t on t.step = r.step
    union all
    select null, null, null, (select count(*) from conv)::int, ${counts}, true from br`);
  const rows = rowsOf<StepCounts & { total: boolean }>(result).map((row) => ({
    ...row, reached: Number(row.reached), abandoned: Number(row.abandoned), handover: Number(row.handover), fallback: Number(row.fallback), breaks: Number(row.breaks),
  }));
  const total = rows.find((row) => row.total)!;
  return {
    steps: rows.filter((row) => !row.total).map(({ total: _total, ...row }) => row),
    totals: { conversations: total.reached, abandoned: total.abandoned, handover: total.handover, fallback: total.fallback, breaks: total.breaks },
  };
}
