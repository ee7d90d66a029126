/** The API logs' rules (issue 27): the filtered listing (load more, 10 at a time), a conversation's trace, retention. */
import {
  API_LOGS_PAGE_SIZE, type ApiLogEntry, type ApiLogMembersData, type ApiLogsData, type TraceData,
} from '@switchboard/contracts/console/api-logs.schemas';
import type { z } from 'zod';
import type { apiLogsQuerySchema } from '@switchboard/contracts/console/api-logs.schemas';
import type { Database } from '@/db/client';
import type { ApiLogRow } from '@/db/schema/api-logs';
import { notFound } from '@/plugins/http-errors';
import { apiLogsOfConversation, brandMembers, deleteApiLogsBefore, pageApiLogs } from './api-log.repository';
import { buildTrace } from './trace-builder';
import { readConversation, sessionOfId } from './trace.repository';

/** A trace longer than this is cut (a conversation of thousands of turns is read in chat history). */
export const TRACE_LIMIT = 500;
const RETENTION_CHUNK = 5_000;
const DAY_MS = 86_400_000;

export const NO_CONVERSATION = 'No conversation has this id.';

export function toEntry(row: ApiLogRow): ApiLogEntry {
  return {
    id: String(row.id), at: row.at.toISOString(), direction: row.direction, target: row.target, method: row.method, path: row.path,
    status: row.status, durationMs: Math.round(row.durationMs * 10) / 10, actorType: row.actorType, actorId: row.actorId, actorName: row.actorName,
    requestId: row.requestId, sessionId: row.sessionId, chatlogId: row.chatlogId, ticketId: row.ticketId,
    requestBody: row.requestBody, responseBody: row.responseBody, error: row.error,
  };
}

/** A page's cursor: its last row's time (ms) and id, the listing's keyset. */
function cursorOf(cursor: string): { at: Date; id: number } {
  const [at = '0', id = '0'] = cursor.split('.');
  return { at: new Date(Number(at)), id: Number(id) };
}

export class ApiLogsService {
  constructor(private readonly db: Database, private readonly retentionDays: number) {}

  async list(brandId: string, query: z.output<typeof apiLogsQuerySchema>): Promise<ApiLogsData> {
    const rows = await pageApiLogs(this.db, {
      brandId,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      direction: query.direction, statusClass: query.statusClass, path: query.path, memberId: query.memberId,
      minDurationMs: query.minDurationMs, search: query.search,
      after: query.cursor ? cursorOf(query.cursor) : undefined,
      limit: API_LOGS_PAGE_SIZE + 1,
    });
    const page = rows.slice(0, API_LOGS_PAGE_SIZE);
    const last = page.at(-1);
    const hasMore = rows.length > API_LOGS_PAGE_SIZE && last !== undefined;
    return { items: page.map(toEntry), hasMore, nextCursor: hasMore ? `${last.at.getTime()}.${last.id}` : null };
  }

  async members(brandId: string): Promise<ApiLogMembersData> {
    const rows = await brandMembers(this.db, brandId);
    return { members: rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`.trim() })) };
  }

  /** Everything recorded for the conversation `id` names (its session, a message of it, its ticket), in order. */
  async trace(id: string): Promise<TraceData> {
    const sessionId = await sessionOfId(this.db, id);
    const record = sessionId ? await readConversation(this.db, sessionId, TRACE_LIMIT) : null;
    if (!record) throw notFound(NO_CONVERSATION);
    const logs = await apiLogsOfConversation(this.db, {
      sessionId: record.session.sessionId,
      chatlogIds: record.messages.map((message) => message.chatlogId),
      ticketIds: record.tickets.map((ticket) => ticket.ticketId),
    }, TRACE_LIMIT);
    const items = buildTrace(record, logs);
    return {
      sessionId: record.session.sessionId, channel: record.session.channel, customerName: record.session.customerName,
      items: items.slice(0, TRACE_LIMIT), truncated: items.length > TRACE_LIMIT || record.messages.length >= TRACE_LIMIT,
    };
  }

  /** Removes the rows past the retention period (as of `now`); answers how many went. */
  async removeExpired(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.retentionDays * DAY_MS);
    let total = 0;
    for (;;) {
      const removed = await deleteApiLogsBefore(this.db, cutoff, RETENTION_CHUNK);
      total += removed;
      if (removed < RETENTION_CHUNK) return total;
    }
  }
}
