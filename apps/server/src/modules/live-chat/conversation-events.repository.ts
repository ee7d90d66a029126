/**
 * Records a turn's bot events (conversation_events) when the turn stored no reply: a turn with replies records
 * them in the statement that stores the replies (message.repository.ts APPEND_BATCH), the same SQL as here.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';

export async function recordEvents(db: Executor, sessionId: string, eventIds: readonly string[]): Promise<void> {
  if (eventIds.length === 0) return;
  await db.execute(sql`insert into conversation_events (session_id, brand_id, event_id, name, event_type, event_tags, channel, started_at)
    select s.session_id, d.brand_id, d.event_id, d.name, d.event_type, d.event_tags, s.channel, s.created_at
    from unnest(${`{${eventIds.join(',')}}`}::uuid[]) with ordinality as e(event_id, ord)
      join chat_sessions s on s.session_id = ${sessionId}::uuid
      join bot_events d on d.event_id = e.event_id
    order by e.ord`);
}
