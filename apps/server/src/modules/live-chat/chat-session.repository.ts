/** SQL of chat sessions: look-ups, conditional state changes, the live list rows, counts. */
import { and, asc, desc, eq, gte, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgInsertValue } from 'drizzle-orm/pg-core';
import type { ChatState } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { Executor } from '@/db/client';
import { rawRows } from '@/db/raw-rows';
import { chatMessages } from '@/db/schema/chat-messages';
import { chatSessions, type ChatSessionRow } from '@/db/schema/chat-sessions';
import { customers } from '@/db/schema/customers';
import { users } from '@/db/schema/users';
import { plainTextSql } from '@/lib/rich-text-sql';
import { scopeCondition, type Scope } from '@/lib/bifurcation-scope';

export type SessionPatch = Partial<Omit<typeof chatSessions.$inferInsert, 'sessionId' | 'lastSeq'>>;

const MAX_CACHED = 20_000;

/**
 * The newest session row this process knows per customer (psid), kept by every repository function
 * that writes or reads a session. A hint only: the message store checks the session at commit time
 * (UPDATE … RETURNING of last_seq answers its state), so a stale entry (another instance changed
 * the chat) never stores a customer message in a resolved chat nor routes it by an old state.
 */
export class SessionCache {
  private readonly byPsid = new Map<string, ChatSessionRow>();

  get(psid: string): ChatSessionRow | undefined {
    return this.byPsid.get(psid);
  }

  /** Keeps `row` unless a newer session of the customer is known. */
  remember(row: ChatSessionRow): void {
    const known = this.byPsid.get(row.psid);
    if (known && known.sessionId !== row.sessionId && known.createdAt > row.createdAt) return;
    this.byPsid.delete(row.psid);
    this.byPsid.set(row.psid, row);
    if (this.byPsid.size > MAX_CACHED) this.byPsid.delete(this.byPsid.keys().next().value!);
  }

  /** Merges what is known to have changed (e.g. a snapshot about to be committed). */
  patch(psid: string, sessionId: string, patch: Partial<ChatSessionRow>): void {
    const known = this.byPsid.get(psid);
    if (known?.sessionId === sessionId) this.byPsid.set(psid, { ...known, ...patch });
  }

  forget(psid: string): void {
    this.byPsid.delete(psid);
  }

  /**
   * The cached row of a session a group commit just bumped, when the commit agrees with it on every
   * column that decides a message's fate and who sees it (state, agent, group, invitees); else undefined
   * (read the row again). Only last_seq moved then, and the cache's last_seq is never read (commits
   * answer it), so the entry is not replaced: a new row per message, kept until the chat's next message,
   * outlived the young generation and made each scavenge copy thousands of rows.
   */
  agreeing(committed: CommittedSession): ChatSessionRow | undefined {
    const known = this.byPsid.get(committed.psid);
    if (!known || known.sessionId !== committed.sessionId || known.chatState !== committed.chatState
      || known.agentId !== committed.agentId || known.groupId !== committed.groupId) return undefined;
    return inviteesOf(known) === committed.invitees ? known : undefined;
  }
}

/** A session's invited agents as the commit answers them (sorted ids, comma-separated). */
const inviteesOf = (row: ChatSessionRow): string => Object.keys(row.inviteInfo).sort().join(',');

/** What a group commit answers for each session it bumped (see SessionCache.agreeing). */
export interface CommittedSession {
  sessionId: string; psid: string; lastSeq: number; chatState: ChatState; agentId: string | null; groupId: string | null; invitees: string;
}

/** `RETURNING` list (plain text, for rawQuery) of a CommittedSession from alias `s`. */
export const returningCommitted = `s.session_id AS "sessionId", s.psid AS "psid", s.last_seq AS "lastSeq", s.chat_state AS "chatState",
  s.agent_id AS "agentId", s.group_id AS "groupId",
  (SELECT coalesce(string_agg(k, ',' ORDER BY k COLLATE "C"), '') FROM jsonb_object_keys(s.invite_info) AS k) AS "invitees"`;

export const sessionCache = new SessionCache();

const remembered = <T extends ChatSessionRow | undefined>(row: T): T => {
  if (row) sessionCache.remember(row);
  return row;
};

const sessionRows = rawRows<ChatSessionRow>(chatSessions);

/** `RETURNING` list of every chat_sessions column of alias `s`, named as the row's keys. */
export const returningSession = sessionRows.selectList('s');

/** A raw row selected with returningSession → ChatSessionRow. */
export const sessionOf = (raw: Record<string, unknown>): ChatSessionRow => remembered(sessionRows.rowOf(raw));

export async function findSession(db: Executor, sessionId: string): Promise<ChatSessionRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return undefined;
  const [row] = await db.select().from(chatSessions).where(eq(chatSessions.sessionId, sessionId));
  return remembered(row);
}

/** The customer's newest session (open or resolved). */
export async function latestSessionOf(db: Executor, psid: string): Promise<ChatSessionRow | undefined> {
  const [row] = await db.select().from(chatSessions).where(eq(chatSessions.psid, psid)).orderBy(desc(chatSessions.createdAt)).limit(1);
  return remembered(row);
}

export async function insertSession(db: Executor, values: PgInsertValue<typeof chatSessions>): Promise<ChatSessionRow> {
  const [row] = await db.insert(chatSessions).values(values).returning();
  if (!row) throw new Error('The chat session could not be created');
  return remembered(row);
}

/** Applies the patch only while `when` holds (a compare-and-set); undefined when it did not. */
export async function updateSession(db: Executor, sessionId: string, patch: SessionPatch, when?: SQL): Promise<ChatSessionRow | undefined> {
  const [row] = await db.update(chatSessions).set(patch).where(and(eq(chatSessions.sessionId, sessionId), when)).returning();
  return remembered(row);
}

/** Stamps openedAt once (a racing second open keeps the first time). */
export async function markOpened(db: Executor, sessionId: string): Promise<ChatSessionRow | undefined> {
  return (await updateSession(db, sessionId, { openedAt: new Date() }, isNull(chatSessions.openedAt))) ?? findSession(db, sessionId);
}

/** The default group (oldest group) as a sub-select, so inserting a session needs no extra round trip. */
export const defaultGroupSql = sql`(select id from groups order by created_at, name limit 1)`;

export const inState = (...states: ChatState[]) => inArray(chatSessions.chatState, states);
export const hasAgent = (agentId: string) => eq(chatSessions.agentId, agentId);

/** The chats of a member's bifurcation scope (undefined: every chat). */
export const inChatScope = (scope: Scope | undefined) => scopeCondition(chatSessions.bifurcation, scope);

/** Resolved since `since` without a tag: the agent's own, or everyone's of their scope for who sees every chat. */
export const untagged = (member: { userId: string; seesAll: boolean; scope?: Scope | undefined }, since: Date) =>
  and(
    inState('Resolved'),
    sql`${chatSessions.selectedTags} = '[]'::jsonb`,
    gte(chatSessions.resolvedAt, since),
    member.seesAll ? inChatScope(member.scope) : eq(chatSessions.agentId, member.userId),
  );

/** Rows for the LiveChat view: the session with the customer's and the agent's names and the last text. */
export async function liveChatRows(db: Executor, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const agent = alias(users, 'agent');
  const query = db
    .select({
      session: chatSessions,
      customerName: customers.name,
      agentFirstName: agent.firstName,
      agentLastName: agent.lastName,
      lastMessage: sql<string | null>`(select ${plainTextSql(sql`${chatMessages.content}`)} from ${chatMessages}
        where ${chatMessages.sessionId} = ${chatSessions.sessionId} and ${chatMessages.type} <> 'whisper'
        order by ${chatMessages.seq} desc limit 1)`,
    })
    .from(chatSessions)
    .innerJoin(customers, eq(customers.psid, chatSessions.psid))
    .leftJoin(agent, eq(agent.id, chatSessions.agentId))
    .where(where)
    .orderBy(asc(chatSessions.createdAt));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}
export type LiveChatRow = Awaited<ReturnType<typeof liveChatRows>>[number];

export async function countSessions(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(chatSessions).where(where);
  return Number(row?.count ?? 0);
}

/**
 * What a member may see: their own, invited and supervised chats, plus, within their bifurcation scope,
 * everything open (supervisors) or their groups' waiting chats.
 */
export function visibleTo(member: { userId: string; seesAll: boolean; groupIds: string[]; scope?: Scope | undefined }): SQL | undefined {
  const open = ne(chatSessions.chatState, 'Resolved');
  const scoped = inChatScope(member.scope);
  const mine = [
    hasAgent(member.userId),
    sql`${chatSessions.inviteInfo} ? ${member.userId}`,
    sql`${chatSessions.supervisors} @> ${JSON.stringify([{ adminId: member.userId }])}::jsonb`,
  ];
  if (member.seesAll) return scoped ? and(open, or(scoped, ...mine)) : open;
  const groups = member.groupIds.length > 0 ? [and(inArray(chatSessions.groupId, member.groupIds), inState('Inqueue', 'BotHandling'), scoped)] : [];
  return and(open, or(...mine, ...groups));
}

const statsColumns = {
  totalLive: sql<number>`count(*) filter (where ${chatSessions.chatState} <> 'Resolved')::int`,
  totalRequireAttention: sql<number>`count(*) filter (where ${chatSessions.chatState} in ('Inqueue', 'Pending') or (${chatSessions.raisedHand} and ${chatSessions.chatState} <> 'Resolved'))::int`,
  totalOvertaken: sql<number>`count(*) filter (where ${chatSessions.previousAgentId} is not null and ${chatSessions.chatState} <> 'Resolved')::int`,
};
export interface ChatStats { totalLive: number; totalRequireAttention: number; totalOvertaken: number }
const statsOf = (row: Partial<ChatStats> | undefined): ChatStats => ({
  totalLive: Number(row?.totalLive ?? 0), totalRequireAttention: Number(row?.totalRequireAttention ?? 0), totalOvertaken: Number(row?.totalOvertaken ?? 0),
});

/** Open-chat counts of detailedChatStats within a bifurcation scope. */
export async function chatStats(db: Executor, scope?: Scope) {
  const [row] = await db.select(statsColumns).from(chatSessions).where(and(ne(chatSessions.chatState, 'Resolved'), inChatScope(scope)));
  return statsOf(row);
}

/** The same counts per distinct bifurcation value set (the fan-out sums them per scope). */
export async function chatStatsByValues(db: Executor) {
  const rows = await db.select({ values: chatSessions.bifurcation, ...statsColumns }).from(chatSessions)
    .where(ne(chatSessions.chatState, 'Resolved')).groupBy(chatSessions.bifurcation);
  return rows.map((row) => ({ values: row.values, stats: statsOf(row) }));
}
