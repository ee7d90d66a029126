/** Rows → the contracts' history shapes, and the keyset cursor of load-more pages. */
import type { ChatLogSummary } from '@switchboard/contracts/history/history.schemas';
import type { Channel } from '@switchboard/contracts/common/constants';
import type { ChatState } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { badRequest } from '@/plugins/http-errors';
import type { ChatLogRow, Keyset } from './history.repository';

const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

export function chatLogOf(row: ChatLogRow): ChatLogSummary {
  return {
    sessionId: row.session_id,
    psid: row.psid,
    customerName: row.customer_name,
    channel: row.channel as Channel,
    chatState: row.chat_state as ChatState,
    agentId: row.agent_id,
    agentName: row.agent_name,
    handledBy: row.agent_id ? 'agent' : 'bot',
    selectedTags: row.selected_tags,
    blockedStatus: row.blocked,
    reviewStatus: row.review_status,
    messageCount: row.last_seq,
    lastMessage: row.last_message,
    startedAt: iso(row.created_at),
    resolvedAt: row.resolved_at ? iso(row.resolved_at) : null,
    rating: row.rating_scale && row.rating_score !== null && row.rated_at
      ? { scale: row.rating_scale, score: row.rating_score, comment: row.rating_comment, ratedAt: iso(row.rated_at) } : null,
  };
}

export const encodeCursor = (row: ChatLogRow) => Buffer.from(JSON.stringify({ at: row.cursor_at, sessionId: row.session_id })).toString('base64url');

/** PostgreSQL's text form of a timestamptz, e.g. 2026-11-21 17:12:53.123456+00. */
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor sent back by the console; anything else is a 400 on `cursor`. */
export function decodeCursor(cursor: string | undefined): Keyset | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<Keyset>;
    if (typeof value.at === 'string' && PG_TIMESTAMP.test(value.at) && typeof value.sessionId === 'string' && UUID.test(value.sessionId)) {
      return { at: value.at, sessionId: value.sessionId };
    }
  } catch {
    // fall through to the 400
  }
  throw badRequest('The cursor is not one this server gave out', 'cursor');
}

/** Rows fetched with limit pageSize + 1 → the page, hasMore and the next cursor. */
export function pageOf(rows: ChatLogRow[], pageSize: number) {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  const hasMore = rows.length > pageSize;
  return { chatLogs: page.map(chatLogOf), hasMore, nextCursor: hasMore && last ? encodeCursor(last) : null };
}
