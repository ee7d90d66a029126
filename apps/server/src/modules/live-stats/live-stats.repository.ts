/**
 * SQL of the live stats. Every query starts from an index: open chats through chat_sessions_state_idx
 * (chat_state leading), an agent's chats through chat_sessions_agent_idx, a chat's recent messages
 * through chat_messages_session_seq_unique, the time series' messages through chat_messages_created_idx
 * (it runs on subscribe and per bucket, cached). A member's bifurcation scope (issue 21, point 10) is
 * one more condition on the chat's row (s.bifurcation, already read); the time series looks up the chats
 * of its messages by key. Without filters the statements are exactly the unscoped ones.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AgentRow, BrandLiveStats, GroupRow } from '@switchboard/contracts/analytics/agent-monitoring.events';
import type { TimeSeriesPoint } from '@switchboard/contracts/dashboard/dashboard.events';
import { rowsOf, type Executor } from '@/db/client';
import { scopeCondition, type Scope } from '@/lib/bifurcation-scope';

const OPEN = sql`('BotHandling', 'Inqueue', 'Pending', 'AgentHandling')`;
const WAITING = sql`('Inqueue', 'Pending')`;

/** The scope's condition on the chat aliased `s`; undefined without a scope or filters. */
const chatScope = (scope: Scope | undefined): SQL | undefined => scopeCondition(sql`s.bifurcation`, scope);
/** ` and <the scope's condition>`, or nothing. */
const andInScope = (scope: Scope | undefined): SQL => {
  const condition = chatScope(scope);
  return condition ? sql` and ${condition}` : sql``;
};

export interface OpenChatCounts {
  botHandling: number; inQueue: number; agentHandling: number; messagesLastSecond: number; messagesLastMinute: number;
}

/**
 * One aggregate statement: open chats by state, and the messages stored in the last second and
 * minute, counted per open chat on its (session_id, seq) index (chats resolved inside the window drop out).
 */
export async function openChatCounts(db: Executor, scope?: Scope): Promise<OpenChatCounts> {
  const result = await db.execute(sql`
    select count(*) filter (where s.chat_state = 'BotHandling')::int as "botHandling",
      count(*) filter (where s.chat_state in ${WAITING})::int as "inQueue",
      count(*) filter (where s.chat_state = 'AgentHandling')::int as "agentHandling",
      coalesce(sum(w.second), 0)::int as "messagesLastSecond", coalesce(sum(w.minute), 0)::int as "messagesLastMinute"
    from chat_sessions s
    left join lateral (select count(*) filter (where m.created_at >= now() - interval '1 second') as second, count(*) as minute
      from chat_messages m where m.session_id = s.session_id and m.created_at >= now() - interval '1 minute') w on true
    where s.chat_state in ${OPEN}${andInScope(scope)}`);
  const row = rowsOf<OpenChatCounts>(result)[0];
  return {
    botHandling: Number(row?.botHandling ?? 0), inQueue: Number(row?.inQueue ?? 0), agentHandling: Number(row?.agentHandling ?? 0),
    messagesLastSecond: Number(row?.messagesLastSecond ?? 0), messagesLastMinute: Number(row?.messagesLastMinute ?? 0),
  };
}

/**
 * Non-empty buckets since `since`: messages stored and chats with a message, per bucket (of the scope's chats).
 * Scoped, the window's messages are first grouped per bucket and chat (chat_messages_created_idx), then each
 * group's chat is read by its key: the LIMIT keeps the lateral a key lookup, where a plain join let the
 * planner hash the whole chat_sessions table (0.1-0.6 s instead of 0.03 s for 50,000 chats; docs/decisions.md).
 */
export async function messageBuckets(db: Executor, since: Date, bucketSeconds: number, scope?: Scope): Promise<TimeSeriesPoint[]> {
  const bucket = sql`(floor(extract(epoch from m.created_at) / ${bucketSeconds}) * ${bucketSeconds})::float8 * 1000`;
  const window = sql`from chat_messages m where m.created_at >= ${since.toISOString()}::timestamptz`;
  const scoped = scopeCondition(sql`c.bifurcation`, scope);
  const result = await db.execute(scoped
    ? sql`select w.t as "t", count(*)::int as "live", sum(w.n)::int as "messages"
      from (select ${bucket} as t, m.session_id, count(*) as n ${window} group by 1, 2) w
      join lateral (select s.bifurcation from chat_sessions s where s.session_id = w.session_id limit 1) c on true
      where ${scoped} group by 1`
    : sql`select ${bucket} as "t", count(distinct m.session_id)::int as "live", count(*)::int as "messages" ${window} group by 1`);
  return rowsOf<TimeSeriesPoint>(result).map((row) => ({ t: Number(row.t), live: Number(row.live), messages: Number(row.messages) }));
}

/** Agents: active members offered chats (group role 'member'). */
const AGENTS = sql`select distinct m.user_id from group_members m join users u on u.id = m.user_id and u.active where m.role = 'member'`;

/**
 * The agents' numbers (total, online, accepting) are brand-wide: members are not records of a region,
 * and whether agents are there is the same for every scope. The chat numbers are the scope's.
 */
export async function brandStats(db: Executor, scope?: Scope): Promise<BrandLiveStats> {
  const result = await db.execute(sql`
    with agents as (${AGENTS})
    select (select count(*) from agents)::int as "totalAgents",
      (select count(*) from agents a join agent_presence p on p.user_id = a.user_id and p.online)::int as "online",
      (select count(*) from agents a join agent_presence p on p.user_id = a.user_id and p.online
        and p.selected_state = 'accept chats')::int as "accepting",
      (select count(*) from chat_sessions s where s.chat_state = 'AgentHandling'${andInScope(scope)})::int as "chatsInProgress",
      (select count(*) from chat_sessions s where s.chat_state in ${WAITING}${andInScope(scope)})::int as "inQueue",
      (select avg(extract(epoch from now() - coalesce(s.handover_at, s.created_at)))::float8
        from chat_sessions s where s.chat_state in ${WAITING}${andInScope(scope)}) as "avgWaitSeconds"`);
  const row = rowsOf<BrandLiveStats>(result)[0];
  const wait = row?.avgWaitSeconds;
  return {
    totalAgents: Number(row?.totalAgents ?? 0), online: Number(row?.online ?? 0), accepting: Number(row?.accepting ?? 0),
    chatsInProgress: Number(row?.chatsInProgress ?? 0), inQueue: Number(row?.inQueue ?? 0),
    avgWaitSeconds: wait === null || wait === undefined ? null : Math.max(0, Math.round(Number(wait))),
  };
}

/**
 * A group's chats and queue are the scope's. Its agents online, their capacity and the utilisation (every
 * chat its agents handle over that capacity) are brand-wide: an agent's load is the same whoever watches,
 * and a scoped share of it would show room the agents do not have.
 */
export async function groupRows(db: Executor, scope?: Scope): Promise<GroupRow[]> {
  const scoped = chatScope(scope) ?? sql`true`;
  const result = await db.execute(sql`
    select g.id as "groupId", g.name,
      (select count(*) from group_members m join agent_presence p on p.user_id = m.user_id and p.online
        where m.group_id = g.id and m.role = 'member')::int as "agentsOnline",
      c.chats, c."inQueue", c.handling,
      (select coalesce(sum(p.capacity), 0) from group_members m join agent_presence p on p.user_id = m.user_id and p.online
        where m.group_id = g.id and m.role = 'member')::int as "capacity"
    from groups g left join lateral (
      select count(*) filter (where s.chat_state = 'AgentHandling' and ${scoped})::int as chats,
        count(*) filter (where s.chat_state in ${WAITING} and ${scoped})::int as "inQueue",
        count(*) filter (where s.chat_state = 'AgentHandling')::int as handling
      from chat_sessions s where s.chat_state in ('Inqueue', 'Pending', 'AgentHandling') and s.group_id = g.id) c on true
    order by g.name`);
  return rowsOf<Omit<GroupRow, 'utilisation'> & { handling: number }>(result).map((row) => {
    const capacity = Number(row.capacity);
    return {
      groupId: row.groupId, name: row.name, agentsOnline: Number(row.agentsOnline), chats: Number(row.chats), inQueue: Number(row.inQueue),
      capacity, utilisation: capacity > 0 ? Math.round((Number(row.handling) / capacity) * 1000) / 1000 : 0,
    };
  });
}

/** Each agent's chats and longest chat are brand-wide, like their capacity: they describe the agent, not a scope. */
export async function agentRows(db: Executor): Promise<AgentRow[]> {
  const result = await db.execute(sql`
    select u.id as "agentId", u.first_name || ' ' || u.last_name as "name",
      coalesce(p.selected_state, 'accept chats') as "state", coalesce(p.online, false) as "online",
      (select count(*) from chat_sessions s where s.agent_id = u.id and s.chat_state in ('Pending', 'AgentHandling'))::int as "chats",
      coalesce(p.capacity, 0)::int as "capacity",
      (select extract(epoch from now() - min(s.accepted_at))::float8 from chat_sessions s
        where s.agent_id = u.id and s.chat_state = 'AgentHandling') as "longestChatSeconds"
    from users u left join agent_presence p on p.user_id = u.id
    where u.id in (${AGENTS}) order by 2`);
  return rowsOf<AgentRow>(result).map((row) => ({
    agentId: row.agentId, name: row.name, state: row.state, online: Boolean(row.online), chats: Number(row.chats),
    capacity: Number(row.capacity),
    longestChatSeconds: row.longestChatSeconds === null || row.longestChatSeconds === undefined ? null : Math.max(0, Math.round(Number(row.longestChatSeconds))),
  }));
}
