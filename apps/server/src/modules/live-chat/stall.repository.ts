/** Stall counting SQL: one statement finds every silent agent-handled chat and counts it once. */
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '@/db/client';

export interface StalledChat { sessionId: string; stalledBy: 'admin' | 'customer' }

/**
 * Chats in AgentHandling (not on hold) whose latest customer or agent message is older than
 * `before` and not yet counted: the customer's silence bumps customerStallCount, the agent's
 * adminStallCount. stall_seq remembers the counted message so one silence counts once, also when the sweeps of two
 * instances run at the same moment.
 */
export async function countStalls(db: Executor, before: Date): Promise<StalledChat[]> {
  const result = await db.execute(sql`
    with latest as (
      select s.session_id, m.seq, m.sender
      from chat_sessions s
      cross join lateral (
        select seq, sender, created_at from chat_messages
        where session_id = s.session_id and sender in ('customer', 'admin') and type <> 'whisper'
        order by seq desc limit 1
      ) m
      where s.chat_state = 'AgentHandling' and not s.on_hold and m.seq > s.stall_seq and m.created_at < ${before.toISOString()}::timestamptz
    )
    update chat_sessions s set
      admin_stall_count = s.admin_stall_count + (case when latest.sender = 'customer' then 1 else 0 end),
      customer_stall_count = s.customer_stall_count + (case when latest.sender = 'admin' then 1 else 0 end),
      stall_seq = latest.seq
    -- Looked at again on the row itself: a sweep of another instance that counted this silence first (committed while
    -- this statement waited for the row) moved stall_seq, and the CTE's reading of it is older than that.
    from latest where s.session_id = latest.session_id and s.stall_seq < latest.seq and s.chat_state = 'AgentHandling' and not s.on_hold
    returning s.session_id as "sessionId", case when latest.sender = 'customer' then 'admin' else 'customer' end as "stalledBy"`);
  return rowsOf<StalledChat>(result);
}
