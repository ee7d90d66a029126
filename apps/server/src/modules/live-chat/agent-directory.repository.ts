/**
 * SQL of the agent directory (transfer and invite pickers): the brand's agents (active members with
 * group role 'member', as routing and live stats count them) with presence and load, and its groups'
 * queues. "Load" and "room" use routing's own rule (routing.repository agentWithRoom): chats Pending
 * or AgentHandling count against capacity; room = online, 'accept chats', below capacity.
 */
import { sql } from 'drizzle-orm';
import { AGENT_STATES } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { rowsOf, type Executor } from '@/db/client';

export interface DirectoryAgentRow {
  agentId: string;
  name: string;
  groupIds: string[];
  online: boolean;
  accepting: boolean;
  chats: number;
  capacity: number;
}

const ACCEPTING = AGENT_STATES[0];

/** json_agg arrives parsed from node-postgres and PGlite alike; a string is read defensively. */
const idsOf = (value: unknown): string[] => {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? list.map(String) : [];
};

/**
 * Every agent of the brand. Without a presence row an agent is offline, accepting by default, with
 * the largest maxChatsPerAgent of their groups as capacity (what the row would start with).
 */
export async function directoryAgents(db: Executor, brandId: string): Promise<DirectoryAgentRow[]> {
  const result = await db.execute(sql`
    with members as (
      select m.user_id, json_agg(m.group_id::text order by g.name, g.id) as group_ids, max(g.max_chats_per_agent) as group_capacity
      from group_members m join groups g on g.id = m.group_id and g.brand_id = ${brandId}
      where m.role = 'member' group by m.user_id
    ), load as (
      select agent_id, count(*)::int as chats from chat_sessions
      where chat_state in ('Pending', 'AgentHandling') and agent_id is not null group by agent_id
    )
    select u.id::text as "agentId", trim(u.first_name || ' ' || u.last_name) as "name", mem.group_ids as "groupIds",
      coalesce(p.online, false) as "online", coalesce(p.selected_state, ${ACCEPTING}) = ${ACCEPTING} as "accepting",
      coalesce(l.chats, 0)::int as "chats", coalesce(p.capacity, mem.group_capacity)::int as "capacity"
    from members mem
    join users u on u.id = mem.user_id and u.active and u.brand_id = ${brandId}
    left join agent_presence p on p.user_id = u.id
    left join load l on l.agent_id = u.id`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    agentId: String(row.agentId),
    name: String(row.name),
    groupIds: idsOf(row.groupIds),
    online: row.online === true,
    accepting: row.accepting === true,
    chats: Number(row.chats ?? 0),
    capacity: Number(row.capacity ?? 0),
  }));
}

/** The brand's groups (by name) with the chats waiting in each queue (Inqueue, as routing's queueOf). */
export async function directoryGroups(db: Executor, brandId: string): Promise<Array<{ groupId: string; name: string; inQueue: number }>> {
  const result = await db.execute(sql`
    select g.id::text as "groupId", g.name,
      (select count(*) from chat_sessions s where s.group_id = g.id and s.chat_state = 'Inqueue')::int as "inQueue"
    from groups g where g.brand_id = ${brandId} order by g.name, g.id`);
  return rowsOf<{ groupId: string; name: string; inQueue: number }>(result)
    .map((row) => ({ groupId: String(row.groupId), name: String(row.name), inQueue: Number(row.inQueue ?? 0) }));
}
