/** The api_logs table: batched inserts, the filtered listing (newest first, keyset), retention deletes, a conversation's calls. */
import { and, asc, between, desc, eq, gte, ilike, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { StatusClass } from '@switchboard/contracts/console/api-logs.schemas';
import { rowsOf, type Database } from '@/db/client';
import { apiLogs, type ApiLogRow, type NewApiLogRow } from '@/db/schema/api-logs';
import { users } from '@/db/schema/users';

/** The inserted columns, as the batch's JSON names them (the table's own names). */
const INSERTED = [
  'at', 'brand_id', 'direction', 'target', 'method', 'path', 'status', 'duration_ms', 'actor_type', 'actor_id', 'actor_name',
  'request_id', 'session_id', 'chatlog_id', 'ticket_id', 'request_body', 'response_body', 'error',
] as const;
type Inserted = Record<(typeof INSERTED)[number], unknown>;

const asInserted = (row: NewApiLogRow): Inserted => ({
  at: row.at, brand_id: row.brandId ?? null, direction: row.direction, target: row.target, method: row.method, path: row.path,
  status: row.status ?? null, duration_ms: row.durationMs, actor_type: row.actorType ?? null, actor_id: row.actorId ?? null,
  actor_name: row.actorName ?? null, request_id: row.requestId ?? null, session_id: row.sessionId ?? null, chatlog_id: row.chatlogId ?? null,
  ticket_id: row.ticketId ?? null, request_body: row.requestBody ?? null, response_body: row.responseBody ?? null, error: row.error ?? null,
});

/**
 * A batch in one statement with one parameter (the rows as JSON, read by json_populate_recordset): a multi-row
 * VALUES of 200 rows × 18 columns cost the query builder and the database's parser 3,600 parameters a batch.
 */
export async function insertApiLogs(db: Database, rows: NewApiLogRow[]): Promise<void> {
  const columns = sql.raw(INSERTED.join(', '));
  await db.execute(sql`insert into api_logs (${columns}) select ${columns} from json_populate_recordset(null::api_logs, ${JSON.stringify(rows.map(asInserted))}::json)`);
}

export interface ApiLogFilter {
  brandId: string;
  from?: Date | undefined;
  to?: Date | undefined;
  direction?: 'inbound' | 'outbound' | undefined;
  statusClass?: StatusClass | undefined;
  path?: string | undefined;
  memberId?: string | undefined;
  minDurationMs?: number | undefined;
  search?: string | undefined;
  /** The last row of the previous page: rows after it in the listing's order (newest first). */
  after?: { at: Date; id: number } | undefined;
  limit: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function statusCondition(statusClass: StatusClass): SQL | undefined {
  if (statusClass === 'failed') return isNull(apiLogs.status);
  const hundred = Number(statusClass[0]) * 100;
  return between(apiLogs.status, hundred, hundred + 99);
}

export async function pageApiLogs(db: Database, filter: ApiLogFilter): Promise<ApiLogRow[]> {
  const conditions: (SQL | undefined)[] = [
    // A member sees their brand's calls and the calls no brand could be told for (customers', outbound).
    or(eq(apiLogs.brandId, filter.brandId), isNull(apiLogs.brandId)),
    filter.from && gte(apiLogs.at, filter.from),
    filter.to && lte(apiLogs.at, filter.to),
    filter.direction && eq(apiLogs.direction, filter.direction),
    filter.statusClass && statusCondition(filter.statusClass),
    filter.path ? ilike(apiLogs.path, likePattern(filter.path)) : undefined,
    filter.memberId ? and(eq(apiLogs.actorType, 'member'), eq(apiLogs.actorId, filter.memberId)) : undefined,
    filter.minDurationMs !== undefined ? gte(apiLogs.durationMs, filter.minDurationMs) : undefined,
    filter.search ? or(
      eq(apiLogs.requestId, filter.search), eq(apiLogs.sessionId, filter.search),
      eq(apiLogs.chatlogId, filter.search), eq(apiLogs.ticketId, filter.search),
    ) : undefined,
    filter.after ? or(lt(apiLogs.at, filter.after.at), and(eq(apiLogs.at, filter.after.at), lt(apiLogs.id, filter.after.id))) : undefined,
  ];
  return db.select().from(apiLogs).where(and(...conditions)).orderBy(desc(apiLogs.at), desc(apiLogs.id)).limit(filter.limit);
}

/**
 * Removes up to `chunk` rows older than `cutoff`; answers how many went. The job calls it until fewer come back:
 * a month of busy logs deleted in one statement would hold its locks (and PGlite's one connection) for long.
 */
export async function deleteApiLogsBefore(db: Database, cutoff: Date, chunk: number): Promise<number> {
  const rows = rowsOf<{ removed: number }>(await db.execute(sql`
    with gone as (
      delete from ${apiLogs} where ${apiLogs.id} in (select ${apiLogs.id} from ${apiLogs} where ${apiLogs.at} < ${cutoff.toISOString()}::timestamptz limit ${chunk})
      returning 1
    )
    select count(*)::int as removed from gone`));
  return Number(rows[0]?.removed ?? 0);
}

/** The calls that name the conversation (its session, one of its messages, its ticket), oldest first. */
export async function apiLogsOfConversation(
  db: Database, ids: { sessionId: string; chatlogIds: string[]; ticketIds: string[] }, limit: number,
): Promise<ApiLogRow[]> {
  const matches = [
    eq(apiLogs.sessionId, ids.sessionId),
    ids.chatlogIds.length > 0 ? inArray(apiLogs.chatlogId, ids.chatlogIds) : undefined,
    ids.ticketIds.length > 0 ? inArray(apiLogs.ticketId, ids.ticketIds) : undefined,
  ];
  return db.select().from(apiLogs).where(or(...matches)).orderBy(asc(apiLogs.at), asc(apiLogs.id)).limit(limit);
}

export const countApiLogs = async (db: Database) =>
  Number((await db.select({ count: sql<number>`count(*)::int` }).from(apiLogs))[0]?.count ?? 0);

/** The brand's members by name, for the member filter. */
export const brandMembers = (db: Database, brandId: string) =>
  db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users)
    .where(eq(users.brandId, brandId)).orderBy(asc(users.firstName), asc(users.lastName));
