/**
 * SQL of the live stats. Every query starts from an index: open chats through chat_sessions_state_idx
 * (chat_state leading), an agent's chats through chat_sessions_agent_idx, a chat's recent messages
 * through chat_messages_session_seq_unique. The time series reads chat_messages by created_at,
 * which has no index of its own yet (see the module's notes): it runs on subscribe and per bucket, cached.
 */
import { sql } from 'drizzle-orm';
import type { AgentRow, BrandLiveStats, GroupRow } from '@switchboard/contracts/analytics/agent-monitoring.events';
import type { TimeSeriesPoint } from '@switchboard/contracts/dashboard/dashboard.events';
import { rowsOf, type Executor } from '@/db/client';

const OPEN = sql`('BotHandling', 'Inqueue', 'Pending', 'AgentHandling')`;
const WAITING = sql`('Inqueue', 'Pending')`;

export interface OpenChatCounts {
  botHandling: number; inQueue: number; agentHandling: number; messagesLastSecond: number; messagesLastMinute: number;
}

/**
 * One aggregate statement: open chats by state, and the messages stored in the last second and
 * minute, counted per open chat on its (session_id, seq) index (chats resolved inside the window drop out).
 */
export async function openChatCounts(db: Executor): Promise<OpenChatCounts> {
  const result = await db.execute(sql`
    select count(*) filter (where s.chat_state = 'BotHandling')::int as "botHandling",
      count(*) filter (where s.chat_state in ${WAITING})::int as "inQueue",
      count(*) filter (where s.chat_state = 'AgentHandling')::int as "agentHandling",
      coalesce(sum(w.second), 0)::int as "messagesLastSecond", coalesce(sum(w.minute), 0)::int as "messagesLastMinute"
    from chat_sessions s
    left join lateral (select count(*) filter (where m.created_at >= now() - interval '1 second') as second, count(*) as minute
      from chat_messages m where m.session_id = s.session_id and m.created_at >= now() - interval '1 minute') w on true
    where s.chat_state in ${OPEN}`);
  const row = rowsOf<OpenChatCounts>(result)[0];
  return {
    botHandling: Number(row?.botHandling ?? 0), inQueue: Number(row?.inQueue ?? 0), agentHandling: Number(row?.agentHandling ?? 0),
    messagesLastSecond: Number(row?.messagesLastSecond ?? 0), messagesLastMinute: Number(row?.messagesLastMinute ?? 0),
  };
}

/** Non-empty buckets since `since`: messages stored and chats with a message, per bucket. */
export async function messageBuckets(db: Executor, since: Date, bucketSeconds: number): Promise<TimeSeriesPoint[]> {
  const result = await db.execute(sql`
    select (floor(extract(epoch from created_at) / ${bucketSeconds}) * ${bucketSeconds})::float8 * 1000 as "t",
      count(distinct session_id)::int as "live", count(*)::int as "messages"
    from chat_messages where created_at >= ${since.toISOString()}::timestamptz group by 1`);
  return rowsOf<TimeSeriesPoint>(result).map((row) => ({ t: Number(row.t), live: Number(row.live), messages: Number(row.messages) }));
}

/** Agents: active members offered chats (group role 'member'). */
const AGENTS = sql`select distinct m.user_id from group_members m join users u on u.id = m.user_id and u.active where m.role = 'member'`;

export async function brandStats(db: Executor): Promise<BrandLiveStats> {
  const result = await db.execute(sql`
    with agents as (${AGENTS})
    select (select count(*) from agents)::int as "totalAgents",
      (select count(*) from agents a join agent_presence p on p.user_id = a.user_id and p.online)::int as "online",
      (select count(*) from agents a join agent_presence p on p.user_id = a.user_id and p.online
        and p.selected_state = 'accept chats')::int as "accepting",
      (select count(*) from chat_sessions where chat_state = 'AgentHandling')::int as "chatsInProgress",
      (select count(*) from chat_sessions where chat_state in ${WAITING})::int as "inQueue",
      (select avg(extract(epoch from now() - coalesce(handover_at, created_at)))::float8
        from chat_sessions where chat_state in ${WAITING}) as "avgWaitSeconds"`);
  const row = rowsOf<BrandLiveStats>(result)[0];
  const wait = row?.avgWaitSeconds;
  return {
    totalAgents: Number(row?.totalAgents ?? 0), online: Number(row?.online ?? 0), accepting: Number(row?.accepting ?? 0),
    chatsInProgress: Number(row?.chatsInProgress ?? 0), inQueue: Number(row?.inQueue ?? 0),
    avgWaitSeconds: wait === null || wait === undefined ? null : Math.max(0, Math.round(Number(wait))),
  };
}

export async function groupRows(db: Executor): Promise<GroupRow[]> {
  const result = await db.execute(sql`
    select g.id as "groupId", g.name,
      (select count(*) from group_members m join agent_presence p on p.user_id = m.user_id and p.online
        where m.group_id = g.id and m.role = 'member')::int as "agentsOnline",
      (select count(*) from chat_sessions s where s.chat_state = 'AgentHandling' and s.group_id = g.id)::int as "chats",
      (select count(*) from chat_sessions s where s.chat_state in ${WAITING} and s.group_id = g.id)::int as "inQueue",
      (select coalesce(sum(p.capacity), 0) from group_members m join agent_presence p on p.user_id = m.user_id and p.online
        where m.group_id = g.id and m.role = 'member')::int as "capacity"
    from groups g order by g.name`);
  return rowsOf<Omit<GroupRow, 'utilisation'>>(result).map((row) => {
    const chats = Number(row.chats);
    const capacity = Number(row.capacity);
    return {
      groupId: row.groupId, name: row.name, agentsOnline: Number(row.agentsOnline), chats, inQueue: Number(row.inQueue),
      capacity, utilisation: capacity > 0 ? Math.round((chats / capacity) * 1000) / 1000 : 0,
    };
  });
}

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
