/** SQL of the agent's live KPIs (live-kpi.api.ts): one pass over the agent's chats taken since `from`. */
import { sql } from 'drizzle-orm';
import type { AgentKpis } from '@switchboard/contracts/live-chat/live-kpi.api';
import { rowsOf, type Executor } from '@/db/client';

interface KpiRow { handled: number; resolved: number; handling: number | null; firstResponse: number | null }

export async function agentKpis(db: Executor, agentId: string, from: Date): Promise<Omit<AgentKpis, 'from'>> {
  // chat_sessions_agent_idx (agent_id, chat_state) narrows to the agent's chats; the first reply is looked up per chat
  // through chat_messages' (session_id, seq) key.
  const result = await db.execute(sql`
    select count(*)::int as "handled",
      count(s.resolved_at)::int as "resolved",
      (avg(extract(epoch from (s.resolved_at - s.accepted_at))) filter (where s.resolved_at is not null) * 1000)::float8 as "handling",
      (avg(extract(epoch from (first_reply.at - s.handover_at))) filter (where s.handover_at is not null and first_reply.at is not null) * 1000)::float8
        as "firstResponse"
    from chat_sessions s
    left join lateral (
      select min(m.created_at) as at from chat_messages m
      where m.session_id = s.session_id and m.sender = 'admin' and m.admin_id = ${agentId} and m.created_at >= s.accepted_at
    ) first_reply on true
    where s.agent_id = ${agentId}::uuid and s.accepted_at >= ${from.toISOString()}::timestamptz`);
  const row = rowsOf<KpiRow>(result)[0];
  const ms = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.max(0, Math.round(Number(value))));
  return {
    chatsHandled: Number(row?.handled ?? 0),
    chatsResolved: Number(row?.resolved ?? 0),
    averageHandlingMs: ms(row?.handling),
    averageFirstResponseMs: ms(row?.firstResponse),
  };
}
