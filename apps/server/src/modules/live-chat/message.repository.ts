/** SQL of chat messages: seq assignment, multi-row insert, dedupe look-up, paging, read watermarks. */
import { and, asc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { DeliveryStatus } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { rowsOf, type Executor } from '@/db/client';
import { rawQuery } from '@/db/raw-query';
import { rawRows } from '@/db/raw-rows';
import { chatMessages, type ChatMessageRow } from '@/db/schema/chat-messages';
import type { ChatSessionRow } from '@/db/schema/chat-sessions';
import { type CommittedSession, returningCommitted, returningSession, sessionCache, sessionOf } from './chat-session.repository';

/** A jsonb array element: the value's JSON text (SQL NULL for none). */
const jsonOrNull = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

/** What one batch does to a session: k messages always, kOpen only while it is open, and maybe a new NLP snapshot and bot state. */
export interface SessionBump { k: number; kOpen: number; nlpSnapshot?: unknown; botState?: unknown }

// The batch's rows come as typed arrays through unnest, not as one JSON document through
// jsonb_to_recordset: the planner knows unnest's row count from the arrays (a dozen) where it takes a
// set-returning function for 100 rows, and then hash-joined a sequential scan of the whole table on
// every commit (the dedupe look-up's time grew with chat_messages: 2.3 → 3.9 ms a commit at 20,000 rows
// on PGlite, which has no autovacuum to correct the estimates). With the estimate right it probes the
// indexes: 0.8 ms.
export const BUMP_LAST_SEQS = `
  UPDATE chat_sessions AS s SET
    last_seq = s.last_seq + v.k + CASE WHEN s.chat_state <> 'Resolved' THEN v.k_open ELSE 0 END,
    nlp_snapshot = CASE WHEN v.set_nlp THEN v.nlp ELSE s.nlp_snapshot END,
    bot_state = CASE WHEN v.set_state THEN v.state ELSE s.bot_state END
  FROM unnest($1::uuid[], $2::int[], $3::int[], $4::jsonb[], $5::boolean[], $6::jsonb[], $7::boolean[])
    AS v(id, k, k_open, nlp, set_nlp, state, set_state)
  WHERE s.session_id = v.id
  RETURNING ${returningCommitted}`;

/**
 * Adds k (and kOpen while the chat is not Resolved) to each session's last_seq in one statement,
 * setting nlp_snapshot and bot_state where given; returns each session's row as committed. The statement
 * answers the columns that route a message (state, agent, group, invitees, last_seq); the rest of the row
 * comes from the session cache when it agrees on those, else from a second read in the same transaction.
 */
export async function bumpLastSeqs(db: Executor, bumps: ReadonlyMap<string, SessionBump>): Promise<Map<string, ChatSessionRow>> {
  const ids: string[] = [], k: number[] = [], kOpen: number[] = [], nlp: Array<string | null> = [], setNlp: boolean[] = [];
  const state: Array<string | null> = [], setState: boolean[] = [];
  for (const [sessionId, bump] of bumps) {
    ids.push(sessionId);
    k.push(bump.k);
    kOpen.push(bump.kOpen);
    nlp.push(jsonOrNull(bump.nlpSnapshot));
    setNlp.push(bump.nlpSnapshot !== undefined);
    state.push(jsonOrNull(bump.botState));
    setState.push(bump.botState !== undefined);
  }
  const committed = await rawQuery<CommittedSession>(db, BUMP_LAST_SEQS, [ids, k, kOpen, nlp, setNlp, state, setState]);
  const sessions = new Map<string, ChatSessionRow>();
  const unknown: string[] = [];
  for (const session of committed) {
    const known = sessionCache.agreeing(session);
    if (!known) {
      unknown.push(session.sessionId);
      continue;
    }
    const bump = bumps.get(session.sessionId);
    sessions.set(session.sessionId, {
      ...known,
      lastSeq: session.lastSeq,
      ...(bump?.nlpSnapshot === undefined ? {} : { nlpSnapshot: bump.nlpSnapshot }),
      ...(bump?.botState === undefined ? {} : { botState: bump.botState }),
    });
  }
  if (unknown.length > 0) {
    const reread = await db.execute(sql`SELECT ${returningSession} FROM chat_sessions AS s
      WHERE s.session_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(unknown)}::jsonb)::uuid)`);
    for (const raw of rowsOf<Record<string, unknown>>(reread)) {
      const row = sessionOf(raw);
      sessions.set(row.sessionId, row);
    }
  }
  return sessions;
}

const messageRows = rawRows<ChatMessageRow>(chatMessages);
const INSERT_MESSAGES = `INSERT INTO chat_messages (${messageRows.columnText}) ${messageRows.fromJsonText('$1')}`;
export const FIND_BY_CLIENT_IDS = `
  SELECT ${messageRows.selectText('m')}
  FROM unnest($1::text[], $2::text[]) AS w(psid, id)
  JOIN chat_messages AS m ON m.psid = w.psid AND m.client_message_id = w.id`;

/** Whole rows (every column given: the message store builds them) in one statement with one JSON parameter. */
export async function insertMessages(db: Executor, rows: readonly ChatMessageRow[]): Promise<void> {
  if (rows.length === 0) return;
  await rawQuery(db, INSERT_MESSAGES, [JSON.stringify(rows)]);
}

/** Stored messages of the given (psid, clientMessageId) pairs (probes of the unique (psid, client_message_id) index). */
export async function findByClientIds(db: Executor, pairs: ReadonlyArray<{ psid: string; clientMessageId: string }>): Promise<ChatMessageRow[]> {
  if (pairs.length === 0) return [];
  const psids = pairs.map((pair) => pair.psid);
  const ids = pairs.map((pair) => pair.clientMessageId);
  return (await rawQuery<Record<string, unknown>>(db, FIND_BY_CLIENT_IDS, [psids, ids])).map(messageRows.rowOf);
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
