/**
 * SQL of chat history. The list is one statement: the date range walks chat_sessions_created_idx
 * newest first (keyset on created_at, session_id: no OFFSET, no count), the other filters are
 * checked on the way, and free text goes through the GIN index chat_messages_search_idx (or a
 * per-session probe for common words: see searchCondition).
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { THRESHOLDS } from '@switchboard/contracts/common/constants';
import type { FiltersQuery, ReviewStatus, Vote } from '@switchboard/contracts/history/history.schemas';
import { rowsOf, type Executor } from '@/db/client';
import { chatMessages } from '@/db/schema/chat-messages';
import { chatSessions } from '@/db/schema/chat-sessions';
import { customers } from '@/db/schema/customers';
import { users } from '@/db/schema/users';
import { plainTextSql } from '@/lib/rich-text-sql';
import { drillDownCondition } from '@/lib/analytics-drill';
import { scopeCondition, type Scope } from '@/lib/bifurcation-scope';

/** The sessions (alias s) of a member's bifurcation scope; an always-true condition without one. */
const inScope = (scope: Scope | undefined): SQL => scopeCondition(sql.raw('s.bifurcation'), scope) ?? sql`true`;

export interface ChatLogRow {
  session_id: string;
  psid: string;
  customer_name: string;
  channel: string;
  chat_state: string;
  agent_id: string | null;
  agent_name: string | null;
  selected_tags: string[];
  blocked: boolean;
  review_status: ReviewStatus | null;
  last_seq: number;
  last_message: string | null;
  created_at: string | Date;
  resolved_at: string | Date | null;
  /** The customer's satisfaction rating (chat_ratings), null until rated. */
  rating_scale: 'stars' | 'thumbs' | null;
  rating_score: number | null;
  rating_comment: string | null;
  rated_at: string | Date | null;
  /** created_at as PostgreSQL prints it (microseconds and offset): the keyset cursor. */
  cursor_at: string;
}

export interface Keyset { at: string; sessionId: string }

/** The indexed expression of chat_messages_search_idx; a query must repeat it exactly to use the index. */
export const messageSearchVector = sql`to_tsvector('simple', coalesce(${sql.raw('m.content')}->>'text', ''))`;

/** The columns of one history row (shared by the history list and a customer's chats). */
const SUMMARY_COLUMNS = sql`
  s.session_id, s.psid, c.name as customer_name, s.channel, s.chat_state, s.agent_id,
  case when u.id is null then null else trim(u.first_name || ' ' || coalesce(u.last_name, '')) end as agent_name,
  s.selected_tags, s.blocked, s.review_status, s.last_seq, s.created_at, s.resolved_at, s.created_at::text as cursor_at,
  r.scale as rating_scale, r.score::int as rating_score, r.comment as rating_comment, r.created_at as rated_at,
  (select ${plainTextSql(sql.raw('m.content'))} from chat_messages m where m.session_id = s.session_id and m.seq = s.last_seq) as last_message`;

const ORDER = sql`order by s.created_at desc nulls last, s.session_id desc nulls last`;

/**
 * The page of sessions is chosen first (filters and LIMIT on chat_sessions alone, walking its
 * indexes), and only its rows are joined to customers, members and their last message: joined before
 * the LIMIT, the planner may hash-join every customer for a range of thousands of sessions.
 */
const pageQuery = (where: SQL, limit: number) => sql`select ${SUMMARY_COLUMNS}
  from (select * from chat_sessions s where ${where} ${ORDER} limit ${limit}) s
  join customers c on c.psid = s.psid left join users u on u.id = s.agent_id
  left join chat_ratings r on r.session_id = s.session_id ${ORDER}`;

const keysetCondition = (cursor: Keyset | undefined) =>
  cursor ? sql`and (s.created_at, s.session_id) < (${cursor.at}::timestamptz, ${cursor.sessionId}::uuid)` : sql``;

/** Above this many matching messages in the range a search word is "common": see searchCondition. */
export const SEARCH_GIN_LIMIT = 1_000;

/**
 * The free-text condition, chosen by how common the words are, with one GIN lookup of at most
 * SEARCH_GIN_LIMIT matching messages:
 * - rare words: that lookup already holds every matching session, which the page then takes by
 *   primary key (passing the ids, so the planner cannot walk the whole range checking each session);
 * - common words: most sessions match, so walking sessions newest first and probing their messages
 *   finds a page after a few sessions, where collecting every hit from the index would not.
 */
async function searchCondition(db: Executor, search: string, start: string, ginLimit: number): Promise<SQL> {
  const query = sql`plainto_tsquery('simple', ${search})`;
  const hits = rowsOf<{ session_id: string }>(await db.execute(sql`select m.session_id from chat_messages m
    where ${messageSearchVector} @@ ${query} and m.created_at >= ${start}::timestamptz limit ${ginLimit}`));
  if (hits.length < ginLimit) {
    const ids = [...new Set(hits.map((hit) => hit.session_id))];
    return sql`s.session_id = any(${`{${ids.join(',')}}`}::uuid[])`;
  }
  // A correlated scalar subquery (not EXISTS, which the planner turns into a join over every hit).
  return sql`(select 1 from chat_messages m where m.session_id = s.session_id and ${messageSearchVector} @@ ${query} limit 1) is not null`;
}

/** One page (limit rows) of the filtered history, newest first. Dates are inclusive UTC days. */
export async function findChatLogs(
  db: Executor, filters: FiltersQuery, cursor: Keyset | undefined, limit: number, searchGinLimit = SEARCH_GIN_LIMIT, scope?: Scope,
): Promise<ChatLogRow[]> {
  const drill = filters.analytics;
  const start = drill ? drill.from : `${filters.startDate}T00:00:00Z`;
  const conditions: SQL[] = drill
    ? [sql`s.created_at >= ${drill.from}::timestamptz`, sql`s.created_at < ${drill.to}::timestamptz`, inScope(scope),
      // A primary-key probe per session walked (the page stops after 15), not a scan of the facts.
      sql`exists (select 1 from conversation_facts f where f.session_id = s.session_id and ${drillDownCondition(drill, scope)})`]
    : [sql`s.created_at >= ${start}::timestamptz`, sql`s.created_at < (${filters.endDate}::date + 1)::timestamptz`, inScope(scope)];
  if (filters.channel) conditions.push(sql`s.channel = ${filters.channel}`);
  if (filters.agentId) conditions.push(sql`s.agent_id = ${filters.agentId}::uuid`);
  if (filters.tags?.length) conditions.push(sql`s.selected_tags @> ${JSON.stringify(filters.tags)}::jsonb`);
  if (filters.reviewStatus !== 'All') conditions.push(sql`s.review_status = ${filters.reviewStatus}`);
  if (filters.blocked !== undefined) conditions.push(sql`s.blocked = ${filters.blocked}`);
  if (filters.handledBy === 'agent') conditions.push(sql`s.agent_id is not null`);
  if (filters.handledBy === 'bot') conditions.push(sql`s.agent_id is null`);
  if (filters.search) conditions.push(await searchCondition(db, filters.search, start, searchGinLimit));
  const result = await db.execute(pageQuery(sql`${sql.join(conditions, sql` and `)} ${keysetCondition(cursor)}`, limit));
  return rowsOf<ChatLogRow>(result);
}

/** One page of a customer's chats (every psid of their record) in the member's scope, newest first. */
export async function findCustomerChatLogs(db: Executor, psids: string[], cursor: Keyset | undefined, limit: number, scope?: Scope): Promise<ChatLogRow[]> {
  const result = await db.execute(pageQuery(sql`s.psid in (${sql.join(psids.map((psid) => sql`${psid}`), sql`, `)}) and ${inScope(scope)} ${keysetCondition(cursor)}`, limit));
  return rowsOf<ChatLogRow>(result);
}

export async function findChatLog(db: Executor, sessionId: string): Promise<ChatLogRow | undefined> {
  const result = await db.execute(pageQuery(sql`s.session_id = ${sessionId}::uuid`, 1));
  return rowsOf<ChatLogRow>(result)[0];
}

export function findMessages(db: Executor, sessionId: string) {
  return db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId)).orderBy(asc(chatMessages.seq));
}

export async function findSessionCustomer(db: Executor, sessionId: string) {
  const [row] = await db
    .select({ session: chatSessions, customer: customers })
    .from(chatSessions)
    .innerJoin(customers, eq(customers.psid, chatSessions.psid))
    .where(eq(chatSessions.sessionId, sessionId));
  return row;
}

export async function setReviewStatus(db: Executor, sessionId: string, reviewStatus: ReviewStatus, reviewedBy: string) {
  const [row] = await db.update(chatSessions).set({ reviewStatus, reviewedBy, reviewedAt: sql`now()` })
    .where(eq(chatSessions.sessionId, sessionId)).returning({ sessionId: chatSessions.sessionId });
  return row;
}

export async function setSessionBlocked(db: Executor, sessionId: string, blocked: boolean) {
  const [row] = await db.update(chatSessions).set({ blocked }).where(eq(chatSessions.sessionId, sessionId))
    .returning({ sessionId: chatSessions.sessionId, psid: chatSessions.psid });
  return row;
}

export async function setSessionTags(db: Executor, sessionId: string, selectedTags: string[]) {
  const [row] = await db.update(chatSessions).set({ selectedTags }).where(eq(chatSessions.sessionId, sessionId))
    .returning({ sessionId: chatSessions.sessionId, selectedTags: chatSessions.selectedTags });
  return row;
}

export async function setMessageVote(db: Executor, sessionId: string, chatlogId: string, vote: Vote, translation?: { text: string; language: string }) {
  const [row] = await db.update(chatMessages)
    .set(translation === undefined ? { vote } : { vote, translation: translation.text, translationLanguage: translation.language })
    .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.chatlogId, chatlogId)))
    .returning({ chatlogId: chatMessages.chatlogId, psid: chatMessages.psid, translation: chatMessages.translation });
  return row;
}

export async function findMessageOf(db: Executor, sessionId: string, chatlogId: string) {
  const [row] = await db.select().from(chatMessages).where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.chatlogId, chatlogId)));
  return row;
}

/** Tag choices: the brand's tags (/members/tags) and any other tag used on a chat in the last 30 days. */
export async function tagChoices(db: Executor, brandId: string): Promise<string[]> {
  const result = await db.execute(sql`select name as tag from chat_tags where brand_id = ${brandId}
    union
    select distinct t.tag from chat_sessions s, jsonb_array_elements_text(s.selected_tags) t(tag)
    where s.created_at >= now() - make_interval(days => ${THRESHOLDS.allowedDateRangeDays}) and jsonb_array_length(s.selected_tags) > 0
    order by tag limit 500`);
  return rowsOf<{ tag: string }>(result).map((row) => row.tag);
}

/** Agent choices: the brand's active members (anyone may have handled a chat). */
export function agentChoices(db: Executor, brandId: string) {
  return db.select({ agentId: users.id, firstName: users.firstName, lastName: users.lastName }).from(users)
    .where(and(eq(users.brandId, brandId), eq(users.active, true))).orderBy(asc(users.firstName), asc(users.lastName));
}
