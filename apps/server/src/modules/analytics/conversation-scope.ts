/**
 * The conversations a message-level report (fracture, sessionflow) reads: facts `f` started in the range in the
 * member's zone, narrowed by channel, group and agent, and to the member's bifurcation scope through the chat
 * session (as history lists them, so a drill-down lists what was counted).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import { scopeCondition, type Scope } from '@/lib/bifurcation-scope';
import { conversationConditions } from './report-range';

/** `from conversation_facts f join chat_sessions s … where …` for the range. */
export function conversationsFrom(filter: ReportFilter, scope: Scope | undefined): SQL {
  const parts = conversationConditions(filter);
  const scoped = scopeCondition(sql.raw('s.bifurcation'), scope);
  // The session is read only for a scope (and then one primary-key probe per conversation of the range).
  if (!scoped) return sql`from conversation_facts f where ${sql.join(parts, sql` and `)}`;
  return sql`from conversation_facts f cross join lateral (select s.bifurcation from chat_sessions s where s.session_id = f.session_id offset 0) s
    where ${sql.join([...parts, scoped], sql` and `)}`;
}

/**
 * `left join conversation_flow w` for the range's conversations c (rows of conversationsFrom): the range's flow rows
 * read through their start's index and joined at once, not probed one by one (null columns: no customer or bot message).
 */
export function withFlow(filter: ReportFilter): SQL {
  return sql`left join conversation_flow w on w.session_id = c.session_id and ${sql.join(conversationConditions(filter, sql`w.started_at`).slice(0, 2), sql` and `)}`;
}
