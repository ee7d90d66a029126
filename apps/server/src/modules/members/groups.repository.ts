/** SQL of groups: the group rows, their members with each agent's capacity, waiting chats. */
import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { GroupRole } from '@/db/schema/groups';
import type { Executor } from '@/db/client';
import { agentPresence } from '@/db/schema/agent-presence';
import { chatSessions } from '@/db/schema/chat-sessions';
import { groupMembers, groups } from '@/db/schema/groups';
import { roles } from '@/db/schema/roles';
import { users } from '@/db/schema/users';
import { likeTerm } from './canned-responses.repository';

export interface GroupValues {
  name: string;
  description: string;
  maxChatsPerAgent: number;
}

export async function listGroups(db: Executor, brandId: string, opts: { search?: string; limit: number; offset: number }) {
  const where = and(eq(groups.brandId, brandId), opts.search ? ilike(groups.name, likeTerm(opts.search)) : undefined);
  const [items, [total]] = await Promise.all([
    db.select().from(groups).where(where).orderBy(asc(groups.name)).limit(opts.limit).offset(opts.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(groups).where(where),
  ]);
  return { items, totalCount: total?.count ?? 0 };
}

export async function findGroup(db: Executor, brandId: string, id: string) {
  const [row] = await db.select().from(groups).where(and(eq(groups.brandId, brandId), eq(groups.id, id)));
  return row;
}

export async function findGroupByName(db: Executor, brandId: string, name: string) {
  const [row] = await db.select({ id: groups.id }).from(groups).where(and(eq(groups.brandId, brandId), sql`lower(${groups.name}) = ${name.toLowerCase()}`));
  return row;
}

export async function membersOf(db: Executor, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db
    .select({
      groupId: groupMembers.groupId, userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email,
      role: groupMembers.role, capacity: agentPresence.capacity,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .leftJoin(agentPresence, eq(agentPresence.userId, groupMembers.userId))
    .where(inArray(groupMembers.groupId, groupIds))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

/** Chats queued in the groups (Inqueue): they would lose their queue if the group went away. */
export async function waitingChatsOf(db: Executor, groupIds: string[]) {
  if (groupIds.length === 0) return new Map<string, number>();
  const rows = await db.select({ groupId: chatSessions.groupId, waiting: count() }).from(chatSessions)
    .where(and(inArray(chatSessions.groupId, groupIds), eq(chatSessions.chatState, 'Inqueue'))).groupBy(chatSessions.groupId);
  return new Map(rows.map((row) => [row.groupId ?? '', row.waiting]));
}

export async function insertGroup(db: Executor, brandId: string, values: GroupValues) {
  const [row] = await db.insert(groups).values({ brandId, ...values }).returning();
  if (!row) throw new Error('group insert returned nothing');
  return row;
}

export async function updateGroup(db: Executor, brandId: string, id: string, values: GroupValues) {
  const [row] = await db.update(groups).set(values).where(and(eq(groups.brandId, brandId), eq(groups.id, id))).returning();
  return row;
}

export async function replaceMembers(db: Executor, groupId: string, members: { userId: string; role: GroupRole }[]) {
  await db.delete(groupMembers).where(eq(groupMembers.groupId, groupId));
  if (members.length > 0) await db.insert(groupMembers).values(members.map((member) => ({ groupId, ...member })));
}

export async function deleteGroup(db: Executor, brandId: string, id: string): Promise<boolean> {
  const rows = await db.delete(groups).where(and(eq(groups.brandId, brandId), eq(groups.id, id))).returning({ id: groups.id });
  return rows.length > 0;
}

/** The brand's active members that may be put in groups, by name. */
export async function brandMembers(db: Executor, brandId: string, ids?: string[]) {
  if (ids?.length === 0) return [];
  return db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, role: roles.name })
    .from(users).innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.brandId, brandId), eq(users.active, true), ids ? inArray(users.id, ids) : undefined))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

export async function setCapacity(db: Executor, userId: string, capacity: number) {
  await db.insert(agentPresence).values({ userId, capacity })
    .onConflictDoUpdate({ target: agentPresence.userId, set: { capacity } });
}
