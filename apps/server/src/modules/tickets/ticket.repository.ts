/** SQL of tickets: the ticket view (with customer, group and agent names), lists, writes, logs, stats. */
import { and, asc, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TicketChatState, TicketPriority, TicketStatus, TicketTab } from '@switchboard/contracts/tickets/tickets.schemas';
import { rowsOf, type Executor } from '@/db/client';
import { chatMessages } from '@/db/schema/chat-messages';
import { chatSessions } from '@/db/schema/chat-sessions';
import { customers } from '@/db/schema/customers';
import { groups } from '@/db/schema/groups';
import { ticketMessages, tickets, type NewTicketRow, type TicketRow } from '@/db/schema/tickets';
import { users } from '@/db/schema/users';

const agentName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/** The columns of a ticket as the console shows it. */
const viewColumns = {
  ticket: tickets,
  customerName: customers.name,
  groupName: groups.name,
  agentName,
  adminPsid: users.adminPsid,
};

export interface TicketViewRow {
  ticket: TicketRow;
  customerName: string | null;
  groupName: string | null;
  agentName: string | null;
  adminPsid: string | null;
}

const viewQuery = (db: Executor) => db.select(viewColumns).from(tickets)
  .leftJoin(customers, eq(customers.psid, tickets.psid))
  .leftJoin(groups, eq(groups.id, tickets.groupId))
  .leftJoin(users, eq(users.id, tickets.agentId));

/** `visible` (ticket-access's ticketsVisible) narrows the look-ups of a member to what they may open. */
export async function findTicketView(db: Executor, brandId: string, ticketId: string, visible?: SQL): Promise<TicketViewRow | undefined> {
  const [row] = await viewQuery(db).where(and(eq(tickets.brandId, brandId), eq(tickets.ticketId, ticketId), visible));
  return row;
}

export async function findTicket(db: Executor, brandId: string, ticketId: string, visible?: SQL): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(tickets).where(and(eq(tickets.brandId, brandId), eq(tickets.ticketId, ticketId), visible));
  return row;
}

export async function insertTicket(db: Executor, values: NewTicketRow): Promise<TicketRow> {
  const [row] = await db.insert(tickets).values(values).returning();
  if (!row) throw new Error('The ticket was not stored');
  return row;
}

/** Compare-and-set: updates only while the ticket is in one of `from` states; undefined when it was not. */
export async function updateTicket(
  db: Executor, brandId: string, ticketId: string, values: Partial<NewTicketRow>, from: readonly TicketChatState[], agentId?: string | null,
): Promise<TicketRow | undefined> {
  const conditions = [eq(tickets.brandId, brandId), eq(tickets.ticketId, ticketId), inArray(tickets.chatState, [...from])];
  if (agentId !== undefined) conditions.push(agentId === null ? sql`${tickets.agentId} is null` : eq(tickets.agentId, agentId));
  const [row] = await db.update(tickets).set({ ...values, updatedAt: new Date() }).where(and(...conditions)).returning();
  return row;
}

export interface ListFilter {
  brandId: string; userId: string; tab: TicketTab; groupId?: string; priority?: TicketPriority; groupIds?: readonly string[];
  /** The member's visibility (bifurcation scope). */
  visible?: SQL | undefined;
}

function tabCondition({ tab, userId }: ListFilter): SQL | undefined {
  if (tab === 'myTickets') return and(eq(tickets.chatState, 'Assigned'), eq(tickets.agentId, userId));
  if (tab === 'agentTickets') return and(eq(tickets.chatState, 'Assigned'), ne(tickets.agentId, userId));
  return eq(tickets.chatState, 'Inqueue');
}

export async function listTickets(db: Executor, filter: ListFilter, page: number, pageSize: number) {
  const where = and(
    eq(tickets.brandId, filter.brandId),
    filter.visible,
    tabCondition(filter),
    filter.groupId ? eq(tickets.groupId, filter.groupId) : undefined,
    filter.priority ? eq(tickets.priority, filter.priority) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    viewQuery(db).where(where).orderBy(desc(tickets.priorityRank), asc(tickets.createdAt), asc(tickets.ticketId))
      .limit(pageSize).offset((page - 1) * pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(tickets).where(where),
  ]);
  return { rows, totalCount: Number(count?.count ?? 0) };
}

/** The customer's newest tickets. */
export function customerTickets(db: Executor, brandId: string, psid: string, limit: number, visible?: SQL) {
  return viewQuery(db).where(and(eq(tickets.brandId, brandId), eq(tickets.psid, psid), visible)).orderBy(desc(tickets.createdAt)).limit(limit);
}

export interface HistoryFilter {
  brandId: string; from: Date; toExclusive: Date; status?: TicketStatus; priority?: TicketPriority;
  agentId?: string; groupId?: string; search?: string;
  /** The member's bifurcation scope (ticket-access's ticketsInScope). */
  inScope?: SQL | undefined;
  /** An analytics drill-down's condition: replaces the created-at range. */
  drill?: SQL | undefined;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function historyTickets(db: Executor, filter: HistoryFilter, offset: number, limit: number) {
  const pattern = filter.search ? likePattern(filter.search) : undefined;
  const where = and(
    eq(tickets.brandId, filter.brandId),
    filter.inScope,
    filter.drill ?? and(gte(tickets.createdAt, filter.from), lt(tickets.createdAt, filter.toExclusive)),
    filter.status ? eq(tickets.status, filter.status) : undefined,
    filter.priority ? eq(tickets.priority, filter.priority) : undefined,
    filter.agentId ? eq(tickets.agentId, filter.agentId) : undefined,
    filter.groupId ? eq(tickets.groupId, filter.groupId) : undefined,
    pattern ? or(
      ilike(tickets.subject, pattern),
      ilike(tickets.description, pattern),
      sql`exists (select 1 from ${ticketMessages} where ${ticketMessages.ticketId} = ${tickets.ticketId} and ${ticketMessages.text} ilike ${pattern})`,
    ) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    viewQuery(db).where(where).orderBy(desc(tickets.createdAt), desc(tickets.ticketId)).limit(limit).offset(offset),
    db.select({ count: sql<number>`count(*)::int` }).from(tickets).where(where),
  ]);
  return { rows, totalCount: Number(count?.count ?? 0) };
}

export async function insertTicketMessage(db: Executor, values: typeof ticketMessages.$inferInsert) {
  const [row] = await db.insert(ticketMessages).values(values).returning();
  if (!row) throw new Error('The ticket message was not stored');
  return row;
}

export async function ticketMessagesOf(db: Executor, ticketId: string) {
  return db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticketId)).orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.chatlogId));
}

/** The text messages of the live chat a ticket was made from (whispers are staff-only and left out). */
export async function chatMessagesOf(db: Executor, sessionId: string) {
  return db.select().from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), ne(chatMessages.type, 'whisper')))
    .orderBy(asc(chatMessages.seq));
}

export async function findCustomerRow(db: Executor, psid: string) {
  const [row] = await db.select().from(customers).where(eq(customers.psid, psid));
  return row;
}

export async function insertCustomerRow(db: Executor, values: typeof customers.$inferInsert) {
  const [row] = await db.insert(customers).values(values).returning();
  if (!row) throw new Error('The customer was not stored');
  return row;
}

export async function findGroup(db: Executor, brandId: string, groupId: string) {
  const [row] = await db.select().from(groups).where(and(eq(groups.brandId, brandId), eq(groups.id, groupId)));
  return row;
}

export async function brandGroups(db: Executor, brandId: string) {
  return db.select({ groupId: groups.id, name: groups.name }).from(groups).where(eq(groups.brandId, brandId)).orderBy(asc(groups.name));
}

/** Active members of the brand who may take tickets (ticketsEnabled), with their open ticket count. */
export async function ticketAgents(db: Executor, brandId: string) {
  const result = await db.execute(sql`
    select u.id::text as "agentId", trim(u.first_name || ' ' || u.last_name) as "name", u.permission_overrides as "overrides",
      r.permissions as "rolePermissions",
      (select count(*)::int from tickets t where t.agent_id = u.id and t.chat_state = 'Assigned') as "openTickets"
    from users u join roles r on r.id = u.role_id
    where u.brand_id = ${brandId} and u.active and u.tickets_enabled
    order by "openTickets", "name"`);
  return rowsOf<{ agentId: string; name: string; overrides: unknown; rolePermissions: unknown; openTickets: number }>(result);
}

export async function ticketCounts(db: Executor, brandId: string, userId: string, inScope?: SQL) {
  const [row] = await db.select({
    open: sql<number>`count(*) filter (where ${tickets.status} = 'open')::int`,
    pending: sql<number>`count(*) filter (where ${tickets.status} = 'pending')::int`,
    resolved: sql<number>`count(*) filter (where ${tickets.status} = 'resolved')::int`,
    closed: sql<number>`count(*) filter (where ${tickets.status} = 'closed')::int`,
    total: sql<number>`count(*)::int`,
    myTickets: sql<number>`count(*) filter (where ${tickets.chatState} = 'Assigned' and ${tickets.agentId} = ${userId})::int`,
  }).from(tickets).where(and(eq(tickets.brandId, brandId), inScope));
  return row;
}

/** Resolved (or closed) tickets per UTC day in [from, toExclusive). */
export async function resolvedPerDay(db: Executor, brandId: string, from: Date, toExclusive: Date, inScope?: SQL) {
  const day = sql<string>`to_char(${tickets.resolvedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db.select({ date: day, resolved: sql<number>`count(*)::int` }).from(tickets)
    .where(and(eq(tickets.brandId, brandId), gte(tickets.resolvedAt, from), lt(tickets.resolvedAt, toExclusive), inScope))
    .groupBy(day);
}

/** A live chat (for conversion and for a widget customer's current chat). */
export async function findChatSession(db: Executor, sessionId: string) {
  const [row] = await db.select().from(chatSessions).where(eq(chatSessions.sessionId, sessionId));
  return row;
}

export async function latestChatSessionOf(db: Executor, psid: string) {
  const [row] = await db.select().from(chatSessions).where(eq(chatSessions.psid, psid)).orderBy(desc(chatSessions.createdAt)).limit(1);
  return row;
}

/** The brand of a group (a widget ticket belongs to the brand of the chat's group). */
export async function groupBrand(db: Executor, groupId: string): Promise<string | undefined> {
  const [row] = await db.select({ brandId: groups.brandId }).from(groups).where(eq(groups.id, groupId));
  return row?.brandId;
}

export async function firstGroup(db: Executor) {
  const [row] = await db.select().from(groups).orderBy(asc(groups.createdAt), asc(groups.name)).limit(1);
  return row;
}

export async function updateCustomerRow(db: Executor, psid: string, values: Partial<typeof customers.$inferInsert>) {
  await db.update(customers).set(values).where(eq(customers.psid, psid));
}

export async function openWidgetTickets(db: Executor, psid: string): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(tickets)
    .where(and(eq(tickets.psid, psid), eq(tickets.source, 'widget'), ne(tickets.chatState, 'Resolved')));
  return Number(row?.count ?? 0);
}

/** Which of these widget tickets are still open (the per-address cap counts them). */
export async function openTicketIds(db: Executor, ticketIds: string[]): Promise<string[]> {
  if (ticketIds.length === 0) return [];
  const rows = await db.select({ ticketId: tickets.ticketId }).from(tickets)
    .where(and(inArray(tickets.ticketId, ticketIds), ne(tickets.chatState, 'Resolved')));
  return rows.map((row) => row.ticketId);
}
