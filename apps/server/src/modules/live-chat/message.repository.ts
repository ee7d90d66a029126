/** SQL of chat messages: seq assignment, multi-row insert, dedupe look-up, paging, read watermarks. */
import { and, asc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { DeliveryStatus } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { rowsOf, type Executor } from '@/db/client';
import { rawQuery } from '@/db/raw-query';
import { rawRows } from '@/db/raw-rows';
import { chatMessages, type ChatMessageRow } from '@/db/schema/chat-messages';
import type { ChatSessionRow } from '@/db/schema/chat-sessions';
import { type CommittedSession, returningCommitted, returningSession, sessionCache, sessionOf } from './chat-session.repository';

/** What one batch does to a session: k messages always, kOpen only while it is open, and maybe a new NLP snapshot and bot state. */
export interface SessionBump { k: number; kOpen: number; nlpSnapshot?: unknown; botState?: unknown }

const BUMP_LAST_SEQS = `
  UPDATE chat_sessions AS s SET
    last_seq = s.last_seq + v.k + CASE WHEN s.chat_state <> 'Resolved' THEN v.k_open ELSE 0 END,
    nlp_snapshot = CASE WHEN v.set_nlp THEN v.nlp ELSE s.nlp_snapshot END,
    bot_state = CASE WHEN v.set_state THEN v.state ELSE s.bot_state END
  FROM jsonb_to_recordset($1::jsonb) AS v(id uuid, k int, k_open int, nlp jsonb, set_nlp boolean, state jsonb, set_state boolean)
  WHERE s.session_id = v.id
  RETURNING ${returningCommitted}`;

/**
 * Adds k (and kOpen while the chat is not Resolved) to each session's last_seq in one statement,
 * setting nlp_snapshot and bot_state where given; returns each session's row as committed. The statement
 * answers the columns that route a message (state, agent, group, invitees, last_seq); the rest of the row
 * comes from the session cache when it agrees on those, else from a second read in the same transaction.
 */
export async function bumpLastSeqs(db: Executor, bumps: ReadonlyMap<string, SessionBump>): Promise<Map<string, ChatSessionRow>> {
  const values = JSON.stringify([...bumps].map(([sessionId, b]) => ({
    id: sessionId, k: b.k, k_open: b.kOpen,
    nlp: b.nlpSnapshot ?? null, set_nlp: b.nlpSnapshot !== undefined,
    state: b.botState ?? null, set_state: b.botState !== undefined,
  })));
  const committed = await rawQuery<CommittedSession>(db, BUMP_LAST_SEQS, [values]);
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
const FIND_BY_CLIENT_IDS = `
  SELECT ${messageRows.selectText('m')}
  FROM jsonb_to_recordset($1::jsonb) AS w(psid text, id text)
  JOIN chat_messages AS m ON m.psid = w.psid AND m.client_message_id = w.id`;

/** Whole rows (every column given: the message store builds them) in one statement with one JSON parameter. */
export async function insertMessages(db: Executor, rows: readonly ChatMessageRow[]): Promise<void> {
  if (rows.length === 0) return;
  await rawQuery(db, INSERT_MESSAGES, [JSON.stringify(rows)]);
}

/** Stored messages of the given (psid, clientMessageId) pairs (probes of the unique (psid, client_message_id) index). */
export async function findByClientIds(db: Executor, pairs: ReadonlyArray<{ psid: string; clientMessageId: string }>): Promise<ChatMessageRow[]> {
  if (pairs.length === 0) return [];
  const wanted = JSON.stringify(pairs.map((pair) => ({ psid: pair.psid, id: pair.clientMessageId })));
  return (await rawQuery<Record<string, unknown>>(db, FIND_BY_CLIENT_IDS, [wanted])).map(messageRows.rowOf);
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
