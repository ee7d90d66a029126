/** SQL of chat messages: seq assignment, multi-row insert, dedupe look-up, paging, read watermarks. */
import { and, asc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { DeliveryStatus } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { Executor } from '@/db/client';
import { chatMessages, type ChatMessageRow, type NewChatMessageRow } from '@/db/schema/chat-messages';

/** Rows of a raw `execute()`: PGlite and node-postgres both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

/** Adds k to each session's last_seq in one statement; returns the new last_seq per session. */
export async function bumpLastSeqs(db: Executor, counts: ReadonlyMap<string, number>): Promise<Map<string, number>> {
  const values = sql.join([...counts].map(([sessionId, k]) => sql`(${sessionId}::uuid, ${k}::int)`), sql`, `);
  const result = await db.execute(sql`
    UPDATE chat_sessions AS s SET last_seq = s.last_seq + v.k
    FROM (VALUES ${values}) AS v(id, k)
    WHERE s.session_id = v.id
    RETURNING s.session_id AS "sessionId", s.last_seq AS "lastSeq"`);
  return new Map(rowsOf<{ sessionId: string; lastSeq: number }>(result).map((row) => [row.sessionId, Number(row.lastSeq)]));
}

export async function insertMessages(db: Executor, rows: NewChatMessageRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(chatMessages).values(rows);
}

/** Stored messages of the given (psid, clientMessageId) pairs. */
export async function findByClientIds(db: Executor, pairs: ReadonlyArray<{ psid: string; clientMessageId: string }>): Promise<ChatMessageRow[]> {
  if (pairs.length === 0) return [];
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(inArray(chatMessages.psid, [...new Set(pairs.map((p) => p.psid))]), inArray(chatMessages.clientMessageId, pairs.map((p) => p.clientMessageId))));
  const wanted = new Set(pairs.map((p) => `${p.psid}\u0000${p.clientMessageId}`));
  return rows.filter((row) => wanted.has(`${row.psid}\u0000${row.clientMessageId}`));
}

/** A session's messages after `afterSeq`, in order (whispers only for staff). */
export async function messagesAfter(db: Executor, sessionId: string, afterSeq: number, opts: { whispers: boolean; limit?: number }) {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), gt(chatMessages.seq, afterSeq), opts.whispers ? undefined : ne(chatMessages.type, 'whisper')))
    .orderBy(asc(chatMessages.seq))
    .limit(opts.limit ?? 1000);
}

export async function findMessage(db: Executor, chatlogId: string) {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.chatlogId, chatlogId));
  return row;
}

/** The side whose messages a watermark marks: the customer's (read by staff) or the others' (read by the customer). */
export type ReadSide = 'customer' | 'staff';

const LOWER: Record<DeliveryStatus, DeliveryStatus[]> = { sent: [], delivered: ['sent'], seen: ['sent', 'delivered'], failed: [] };

/** Every message of `side` up to upToSeq reaches `status` (never goes back: seen stays seen). */
export async function markRead(db: Executor, sessionId: string, side: ReadSide, upToSeq: number, status: DeliveryStatus): Promise<void> {
  const from = LOWER[status];
  if (from.length === 0) return;
  await db
    .update(chatMessages)
    .set({ readStatus: status })
    .where(and(
      eq(chatMessages.sessionId, sessionId),
      lte(chatMessages.seq, upToSeq),
      side === 'customer' ? eq(chatMessages.sender, 'customer') : and(ne(chatMessages.sender, 'customer'), ne(chatMessages.type, 'whisper')),
      inArray(chatMessages.readStatus, from),
    ));
}
