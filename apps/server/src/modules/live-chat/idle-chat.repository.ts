/** SQL of the idle sweep: bot-handled chats with no message (nor a start) since a cut-off. */
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '@/db/client';
import type { ChatSessionRow } from '@/db/schema/chat-sessions';
import { returningSession, sessionOf } from './chat-session.repository';

/**
 * Resolves every BotHandling chat whose newest message (or, with none, its creation) is older than
 * `before`, at most `limit` of them, and answers them as resolved. A message committed meanwhile bumps
 * last_seq, and the update only applies to the last_seq it saw, so a chat that just got one stays open.
 */
export async function resolveIdleBotChats(db: Executor, before: Date, limit: number): Promise<ChatSessionRow[]> {
  const result = await db.execute(sql`
    with idle as (
      select s.session_id, s.last_seq
      from chat_sessions s
      left join lateral (
        select created_at from chat_messages where session_id = s.session_id order by seq desc limit 1
      ) m on true
      where s.chat_state = 'BotHandling' and coalesce(m.created_at, s.created_at) < ${before.toISOString()}::timestamptz
      order by s.created_at
      limit ${limit}
    )
    update chat_sessions s set chat_state = 'Resolved', resolved_at = now()
    from idle where s.session_id = idle.session_id and s.chat_state = 'BotHandling' and s.last_seq = idle.last_seq
    returning ${returningSession}`);
  return rowsOf<Record<string, unknown>>(result).map(sessionOf);
}
