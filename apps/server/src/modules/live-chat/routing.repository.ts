/** SQL of routing: groups, presence, agent load, the queue and handling times. */
import { and, asc, eq, isNotNull, isNull, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AgentState } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { rowsOf, type Executor } from '@/db/client';
import { agentPresence } from '@/db/schema/agent-presence';
import { chatSessions, type ChatSessionRow } from '@/db/schema/chat-sessions';
import { groupMembers, groups } from '@/db/schema/groups';
import { users } from '@/db/schema/users';
import { sessionCache } from './chat-session.repository';
import type { BifurcationValues } from '@switchboard/contracts/auth/bifurcation-scope';
import type { BifurcationFilter } from '@switchboard/contracts/auth/bifurcation.schemas';
import { allowsCondition } from '@/lib/bifurcation-scope';

export async function defaultGroupId(db: Executor): Promise<string | null> {
  const [row] = await db.select({ id: groups.id }).from(groups).orderBy(asc(groups.createdAt), asc(groups.name)).limit(1);
  return row?.id ?? null;
}

export async function groupBrandId(db: Executor, groupId: string): Promise<string | null> {
  const [row] = await db.select({ brandId: groups.brandId }).from(groups).where(eq(groups.id, groupId));
  return row?.brandId ?? null;
}

export async function groupExists(db: Executor, groupId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(groupId)) return false;
  const [row] = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId));
  return Boolean(row);
}

export async function groupsOf(db: Executor, userId: string): Promise<string[]> {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return [];
  const rows = await db.select({ groupId: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, userId));
  return rows.map((row) => row.groupId);
}

export async function presenceOf(db: Executor, userId: string) {
  const [row] = await db.select().from(agentPresence).where(eq(agentPresence.userId, userId));
  return row;
}

export async function upsertPresence(db: Executor, userId: string, patch: { online?: boolean; selectedState?: AgentState; capacity?: number }) {
  const [row] = await db
    .insert(agentPresence)
    // A new row starts with the largest capacity default of the agent's groups (groups.max_chats_per_agent).
    .values({ userId, ...patch, capacity: patch.capacity ?? sql`coalesce((select max(g.max_chats_per_agent) from group_members m join groups g on g.id = m.group_id where m.user_id = ${userId} and m.role = 'member'), 3)` })
    .onConflictDoUpdate({ target: agentPresence.userId, set: { ...patch, lastSeenAt: sql`now()` } })
    .returning();
  return row;
}

/** agentWithRoom's `allows`: agents (alias u) whose allow-list admits a chat of these bifurcation values. */
export const agentAllows = (filters: readonly BifurcationFilter[], values: BifurcationValues) =>
  allowsCondition(sql.raw('u.allowed_bifurcation'), filters, values);

/**
 * An agent with room: online, accepting chats, below capacity (least loaded first), not excluded, and
 * (with `allows`, see lib/bifurcation-scope allowsCondition) allowed the chat's bifurcation values.
 */
export async function agentWithRoom(db: Executor, opts: { groupId?: string; userId?: string; exclude: string[]; allows?: SQL | undefined }) {
  const result = await db.execute(sql`
    select p.user_id as "userId", u.first_name as "firstName", u.last_name as "lastName" from agent_presence p
    join users u on u.id = p.user_id and u.active
    where p.online and p.selected_state = 'accept chats'
      and (select count(*) from chat_sessions s where s.agent_id = p.user_id and s.chat_state in ('Pending', 'AgentHandling')) < p.capacity
      ${opts.groupId ? sql`and exists (select 1 from group_members m where m.user_id = p.user_id and m.group_id = ${opts.groupId} and m.role = 'member')` : sql``}
      ${opts.userId ? sql`and p.user_id = ${opts.userId}` : sql``}
      ${opts.allows ? sql`and ${opts.allows}` : sql``}
      ${opts.exclude.length > 0 ? sql`and not (p.user_id::text = any(${`{${opts.exclude.join(',')}}`}::text[]))` : sql``}
    order by (select count(*) from chat_sessions s where s.agent_id = p.user_id and s.chat_state in ('Pending', 'AgentHandling')), p.last_seen_at
    limit 1`);
  return rowsOf<{ userId: string; firstName: string; lastName: string }>(result)[0];
}

/** The group's waiting chats, oldest hand-over first. */
export async function queueOf(db: Executor, groupId: string) {
  return db
    .select({
      sessionId: chatSessions.sessionId, psid: chatSessions.psid, rejectedBy: chatSessions.rejectedBy, declinedAt: chatSessions.declinedAt,
      bifurcation: chatSessions.bifurcation,
    })
    .from(chatSessions)
    .where(and(eq(chatSessions.groupId, groupId), eq(chatSessions.chatState, 'Inqueue')))
    .orderBy(asc(chatSessions.handoverAt), asc(chatSessions.createdAt));
}

/** Rolling average handling time (accept → resolve) of the group's last 20 resolved chats, in seconds. */
export async function averageHandlingSeconds(db: Executor, groupId: string): Promise<number | null> {
  const result = await db.execute(sql`
    select avg(extract(epoch from (resolved_at - accepted_at)))::float8 as "avg" from (
      select resolved_at, accepted_at from chat_sessions
      where group_id = ${groupId} and resolved_at is not null and accepted_at is not null
      order by resolved_at desc limit 20) recent`);
  const value = rowsOf<{ avg: number | null }>(result)[0]?.avg;
  return value === null || value === undefined ? null : Number(value);
}

/** Agents of the group who could take chats now (online and accepting), for the wait estimate. */
export async function availableAgents(db: Executor, groupId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(groupMembers)
    .innerJoin(agentPresence, eq(agentPresence.userId, groupMembers.userId))
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.role, 'member'), eq(agentPresence.online, true),
      eq(agentPresence.selectedState, 'accept chats'), eq(users.active, true)));
  return Number(row?.count ?? 0);
}

export async function memberName(db: Executor, userId: string): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}` : null;
}

/** One offer: a chat in state Pending with its agent and when it was offered (null: made before offers were timed). */
export interface Offer { sessionId: string; agentId: string; offeredAt: Date | null }

const offerColumns = { sessionId: chatSessions.sessionId, agentId: chatSessions.agentId, offeredAt: chatSessions.offeredAt };
const asOffers = (rows: Array<{ sessionId: string; agentId: string | null; offeredAt: Date | null }>): Offer[] =>
  rows.flatMap((row) => (row.agentId ? [{ sessionId: row.sessionId, agentId: row.agentId, offeredAt: row.offeredAt }] : []));

/** The member's pending offers. */
export async function offersOf(db: Executor, agentId: string): Promise<Offer[]> {
  return asOffers(await db.select(offerColumns).from(chatSessions)
    .where(and(eq(chatSessions.chatState, 'Pending'), eq(chatSessions.agentId, agentId))));
}

/** Pending offers made at or before `cutoff`. */
export async function offersMadeBy(db: Executor, cutoff: Date): Promise<Offer[]> {
  return asOffers(await db.select(offerColumns).from(chatSessions)
    .where(and(eq(chatSessions.chatState, 'Pending'), lte(chatSessions.offeredAt, cutoff))));
}

/** Starts the clock of offers without one (made before offers were timed). */
export async function stampUntimedOffers(db: Executor, at: Date): Promise<void> {
  await db.update(chatSessions).set({ offeredAt: at }).where(and(eq(chatSessions.chatState, 'Pending'), isNull(chatSessions.offeredAt)));
}

/** Appends `agentId` to the round's list (and, with `at`, stamps their decline: the start of their cooldown). */
const declined = (agentId: string, at?: number) => ({
  rejectedBy: sql`${chatSessions.rejectedBy} || ${JSON.stringify([agentId])}::jsonb`,
  ...(at === undefined ? {} : { declinedAt: sql`${chatSessions.declinedAt} || ${JSON.stringify({ [agentId]: at })}::jsonb` }),
});

/**
 * Takes the offer back as if its agent rejected it: the chat waits in its queue again (its hand-over time, so
 * its place, unchanged) and the agent is not offered it again this round; `declinedAt` (a time-out) also starts
 * their cooldown for this chat. A compare-and-set on state, agent and offer time: undefined when the offer was
 * accepted, rejected, released, taken or made anew meanwhile.
 */
export async function releaseOffer(db: Executor, offer: Offer, declinedAt?: number): Promise<ChatSessionRow | undefined> {
  const [row] = await db.update(chatSessions)
    .set({ chatState: 'Inqueue', agentId: null, offeredAt: null, ...declined(offer.agentId, declinedAt) })
    .where(and(
      eq(chatSessions.sessionId, offer.sessionId), eq(chatSessions.chatState, 'Pending'), eq(chatSessions.agentId, offer.agentId),
      offer.offeredAt ? eq(chatSessions.offeredAt, offer.offeredAt) : isNull(chatSessions.offeredAt),
    ))
    .returning();
  if (row) sessionCache.remember(row);
  return row;
}

/** The agent rejects the chat offered to them (compare-and-set on state and agent): back in the queue, their cooldown starts. */
export async function rejectOffer(db: Executor, sessionId: string, agentId: string, at: number): Promise<ChatSessionRow | undefined> {
  const [row] = await db.update(chatSessions)
    .set({ chatState: 'Inqueue', agentId: null, offeredAt: null, ...declined(agentId, at) })
    .where(and(eq(chatSessions.sessionId, sessionId), eq(chatSessions.chatState, 'Pending'), eq(chatSessions.agentId, agentId)))
    .returning();
  if (row) sessionCache.remember(row);
  return row;
}

/**
 * The member takes the waiting chat themselves, provided it is still as they saw it (state and agent: in the
 * queue, or offered to the same agent and not accepted); undefined when it changed meanwhile.
 */
export async function takeWaitingChat(
  db: Executor, sessionId: string, seen: { chatState: 'Inqueue' | 'Pending'; agentId: string | null }, agentId: string, at: Date,
): Promise<ChatSessionRow | undefined> {
  const [row] = await db.update(chatSessions)
    .set({ chatState: 'AgentHandling', agentId, acceptedAt: at, offeredAt: null, rejectedBy: [], declinedAt: {} })
    .where(and(
      eq(chatSessions.sessionId, sessionId), eq(chatSessions.chatState, seen.chatState),
      seen.agentId ? eq(chatSessions.agentId, seen.agentId) : isNull(chatSessions.agentId),
    ))
    .returning();
  if (row) sessionCache.remember(row);
  return row;
}

/** Groups with chats waiting in their queue (the sweep drains them, a safety net against a missed drain). */
export async function groupsWithQueue(db: Executor): Promise<string[]> {
  const rows = await db.selectDistinct({ groupId: chatSessions.groupId }).from(chatSessions)
    .where(and(eq(chatSessions.chatState, 'Inqueue'), isNotNull(chatSessions.groupId)));
  return rows.flatMap((row) => (row.groupId ? [row.groupId] : []));
}

/**
 * Puts the member's handled chats back in their queues (the member was deactivated): each keeps its hand-over
 * time, so its place, and the member is never offered it again. Compare-and-set per chat.
 */
export async function requeueChatsOf(db: Executor, agentId: string): Promise<ChatSessionRow[]> {
  const rows = await db.update(chatSessions)
    .set({ chatState: 'Inqueue', agentId: null, offeredAt: null, ...declined(agentId) })
    .where(and(eq(chatSessions.chatState, 'AgentHandling'), eq(chatSessions.agentId, agentId)))
    .returning();
  for (const row of rows) sessionCache.remember(row);
  return rows;
}

/** Marks every member offline (at start: sockets of a previous process are gone). */
export async function markEveryoneOffline(db: Executor): Promise<void> {
  await db.update(agentPresence).set({ online: false }).where(eq(agentPresence.online, true));
}

/**
 * Marks offline the members online in the database, seen (connected, state changed) more than `graceMs` ago, who are
 * not among `connected` (the members with a console on some instance); returns them. Someone connecting meanwhile
 * has just been seen, so is left alone.
 */
export async function markOfflineUnless(db: Executor, connected: readonly string[], graceMs: number): Promise<string[]> {
  const rows = await db.update(agentPresence).set({ online: false })
    .where(and(
      eq(agentPresence.online, true),
      sql`${agentPresence.lastSeenAt} < clock_timestamp() - make_interval(secs => ${graceMs / 1000})`,
      connected.length > 0 ? notInArray(agentPresence.userId, [...connected]) : undefined,
    ))
    .returning({ userId: agentPresence.userId });
  return rows.map((row) => row.userId);
}
