/**
 * The rows of each worksheet, read in keyset pages (never the whole period at once: a year of raw dump is
 * streamed to the file page by page). Chats are narrowed by the configuration's filters and bifurcation scope.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ReportFilters } from '@switchboard/contracts/console/reports.schemas';
import { rowsOf, type Executor } from '@/db/client';
import { scopeCondition, type Scope } from '@/lib/bifurcation-scope';

export type Cell = string | number | Date | null;
export interface Slice { brandId: string; start: Date; end: Date; filters: ReportFilters; scope: Scope; timeZone: string }

/** The most rows a worksheet asks the database for at once (the file is written a page at a time). */
export const REPORT_PAGE_ROWS = 2_000;
const uuidList = (ids: string[]) => sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);

/** The filters on chat sessions `s` (groups, agents, channels, bifurcation). */
function sessionWhere({ filters, scope }: Slice): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.groupIds.length) parts.push(sql`s.group_id in (${uuidList(filters.groupIds)})`);
  if (filters.agentIds.length) parts.push(sql`s.agent_id in (${uuidList(filters.agentIds)})`);
  if (filters.channels.length) parts.push(sql`s.channel in (${sql.join(filters.channels.map((c) => sql`${c}`), sql`, `)})`);
  const scoped = scopeCondition(sql.raw('s.bifurcation'), scope);
  if (scoped) parts.push(scoped);
  return sql.join(parts, sql` and `);
}

/** Pages of a keyset query: `page(after)` answers rows carrying `at` and `id` of the last row for the next page. */
async function* pages<R extends { k_at: string; k_id: string }>(page: (after: { at: string; id: string } | null) => Promise<R[]>): AsyncGenerator<R[]> {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const rows = await page(after);
    if (rows.length) yield rows;
    if (rows.length < REPORT_PAGE_ROWS) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.k_at, id: last.k_id };
  }
}
const keyset = (after: { at: string; id: string } | null, at: SQL, id: SQL) => (after ? sql`and (${at}, ${id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``);
const memberName = (alias: string) => sql.raw(`nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), '')`);

interface RawDumpRow { k_at: string; k_id: string; session_id: string; channel: string; sender: string; agent: string | null; group_name: string | null; text: string | null }
export async function* rawDump(db: Executor, slice: Slice): AsyncGenerator<Cell[][]> {
  for await (const rows of pages<RawDumpRow>(async (after) => rowsOf<RawDumpRow>(await db.execute(sql`
    select m.created_at::text as k_at, m.chatlog_id::text as k_id, m.session_id::text as session_id, s.channel, m.sender,
      coalesce(m.admin_name, ${memberName('u')}) as agent, g.name as group_name, coalesce(m.content->>'text', m.type) as text
    from chat_messages m join chat_sessions s on s.session_id = m.session_id
      left join users u on u.id = s.agent_id left join groups g on g.id = s.group_id
    where m.created_at >= ${slice.start.toISOString()} and m.created_at < ${slice.end.toISOString()} and ${sessionWhere(slice)}
      ${keyset(after, sql`m.created_at`, sql`m.chatlog_id`)}
    order by m.created_at, m.chatlog_id limit ${REPORT_PAGE_ROWS}`)))) {
    yield rows.map((r) => [new Date(r.k_at), r.session_id, r.k_id, r.channel, r.sender, r.agent, r.group_name, r.text]);
  }
}

interface SummaryRow {
  k_at: string; k_id: string; channel: string; chat_state: string; agent: string | null; group_name: string | null; psid: string;
  customer: number; bot: number; admin: number; handover_at: string | null; resolved_at: string | null; tags: string[]; review: string | null;
}
const summaryPage = (db: Executor, slice: Slice, after: { at: string; id: string } | null) => db.execute(sql`
  select s.created_at::text as k_at, s.session_id::text as k_id, s.channel, s.chat_state, ${memberName('u')} as agent, g.name as group_name, s.psid,
    (select count(*)::int from chat_messages m where m.session_id = s.session_id and m.sender = 'customer') as customer,
    (select count(*)::int from chat_messages m where m.session_id = s.session_id and m.sender = 'chatbot') as bot,
    (select count(*)::int from chat_messages m where m.session_id = s.session_id and m.sender = 'admin') as admin,
    s.handover_at::text as handover_at, s.resolved_at::text as resolved_at, s.selected_tags as tags, s.review_status as review
  from chat_sessions s left join users u on u.id = s.agent_id left join groups g on g.id = s.group_id
  where s.created_at >= ${slice.start.toISOString()} and s.created_at < ${slice.end.toISOString()} and ${sessionWhere(slice)}
    ${keyset(after, sql`s.created_at`, sql`s.session_id`)}
  order by s.created_at, s.session_id limit ${REPORT_PAGE_ROWS}`);
const when = (text: string | null) => (text ? new Date(text) : null);

export async function* messageSummary(db: Executor, slice: Slice): AsyncGenerator<Cell[][]> {
  for await (const rows of pages<SummaryRow>(async (after) => rowsOf<SummaryRow>(await summaryPage(db, slice, after)))) {
    yield rows.map((r) => [r.k_id, new Date(r.k_at), r.channel, r.group_name, r.agent, r.chat_state, r.customer, r.bot, r.admin, when(r.handover_at), when(r.resolved_at)]);
  }
}

export async function* chatHistory(db: Executor, slice: Slice): AsyncGenerator<Cell[][]> {
  for await (const rows of pages<SummaryRow>(async (after) => rowsOf<SummaryRow>(await summaryPage(db, slice, after)))) {
    yield rows.map((r) => [r.k_id, new Date(r.k_at), r.psid, r.channel, r.group_name, r.agent, r.chat_state, r.tags.join(', '), r.review, r.customer + r.bot + r.admin]);
  }
}

interface TotalRow { bucket: string; chats: number; handed_over: number; resolved: number; messages: number }
/** One row per hour, day, week or month of the period, in the schedule's time zone (empty buckets too). */
export async function* totalChats(db: Executor, slice: Slice, granularity: string): AsyncGenerator<Cell[][]> {
  const unit = sql.raw(`'${['hour', 'day', 'week', 'month'].includes(granularity) ? granularity : 'day'}'`);
  const zone = slice.timeZone;
  const result = await db.execute(sql`
    with buckets as (
      select generate_series(date_trunc(${unit}, ${slice.start.toISOString()}::timestamptz at time zone ${zone}),
        ${slice.end.toISOString()}::timestamptz at time zone ${zone} - interval '1 microsecond', ('1 ' || ${unit})::interval) as bucket
    ), chats as (
      select date_trunc(${unit}, s.created_at at time zone ${zone}) as bucket, count(*)::int as chats,
        count(s.handover_at)::int as handed_over, count(s.resolved_at)::int as resolved, sum(s.last_seq)::int as messages
      from chat_sessions s
      where s.created_at >= ${slice.start.toISOString()} and s.created_at < ${slice.end.toISOString()} and ${sessionWhere(slice)}
      group by 1
    )
    select to_char(b.bucket, 'YYYY-MM-DD HH24:MI') as bucket, coalesce(c.chats, 0) as chats, coalesce(c.handed_over, 0) as handed_over,
      coalesce(c.resolved, 0) as resolved, coalesce(c.messages, 0) as messages
    from buckets b left join chats c on c.bucket = b.bucket order by b.bucket`);
  yield rowsOf<TotalRow>(result).map((r) => [r.bucket, r.chats, r.handed_over, r.resolved, r.messages]);
}

interface TicketRow { k_at: string; k_id: string; subject: string; status: string; priority: string; channel: string; group_name: string | null; agent: string | null; resolved_at: string | null }
export async function* ticketHistory(db: Executor, slice: Slice): AsyncGenerator<Cell[][]> {
  const { filters } = slice;
  const where: SQL[] = [sql`t.brand_id = ${slice.brandId}`];
  if (filters.groupIds.length) where.push(sql`t.group_id in (${uuidList(filters.groupIds)})`);
  if (filters.agentIds.length) where.push(sql`t.agent_id in (${uuidList(filters.agentIds)})`);
  if (filters.channels.length) where.push(sql`t.channel in (${sql.join(filters.channels.map((c) => sql`${c}`), sql`, `)})`);
  const scoped = scopeCondition(sql.raw('t.bifurcation'), slice.scope);
  if (scoped) where.push(scoped);
  for await (const rows of pages<TicketRow>(async (after) => rowsOf<TicketRow>(await db.execute(sql`
    select t.created_at::text as k_at, t.ticket_id::text as k_id, t.subject, t.status, t.priority, t.channel, g.name as group_name,
      ${memberName('u')} as agent, t.resolved_at::text as resolved_at
    from tickets t left join users u on u.id = t.agent_id left join groups g on g.id = t.group_id
    where t.created_at >= ${slice.start.toISOString()} and t.created_at < ${slice.end.toISOString()} and ${sql.join(where, sql` and `)}
      ${keyset(after, sql`t.created_at`, sql`t.ticket_id`)}
    order by t.created_at, t.ticket_id limit ${REPORT_PAGE_ROWS}`)))) {
    yield rows.map((r) => [r.k_id, new Date(r.k_at), r.subject, r.status, r.priority, r.channel, r.group_name, r.agent, when(r.resolved_at)]);
  }
}
