/** SQL of chat messages: seq assignment, multi-row insert, dedupe look-up, paging, read watermarks. */
import { and, asc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { DeliveryStatus } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { rowsOf, type Executor } from '@/db/client';
import { rawQuery } from '@/db/raw-query';
import { rawRows } from '@/db/raw-rows';
import { chatMessages, type ChatMessageRow } from '@/db/schema/chat-messages';
import type { ChatSessionRow } from '@/db/schema/chat-sessions';
import { type CommittedSession, returningCommitted, returningSession, sessionCache, sessionOf } from './chat-session.repository';

/** What a batch sets on a session it stores messages in (the last one of the batch wins). */
export interface SessionSettings { nlpSnapshot?: unknown; botState?: unknown; events?: string[] }

/** A message of a batch: its row as it would be stored (seq aside), and the conditions of its storing. */
export interface BatchEntry { row: ChatMessageRow; requireOpen: boolean; nlpOnlyForBot: boolean }

/** What a batch stored: each entry's seq (by index; none when not stored), the resends found stored, and the sessions as committed. */
export interface BatchOutcome { seqs: Array<number | undefined>; resends: Set<number>; sessions: Map<string, ChatSessionRow> }

// One statement for a whole group commit — the dedupe look-up, the seq bump and the insert — so that a batch
// is one round trip to the database (four with BEGIN and COMMIT, each a message to the PGlite thread and back:
// main-thread work and garbage behind the delivery p99) and atomic without a transaction of its own.
// Rows come as typed arrays through unnest, not as one JSON document through jsonb_to_recordset: the planner
// knows unnest's row count from the arrays (a dozen) where it takes a set-returning function for 100 rows,
// and then hash-joined a sequential scan of the whole table on every commit (PGlite has no autovacuum to
// correct the estimates); with the estimate right it probes the indexes.
// A message already stored (same psid and clientMessageId) is a resend: nothing stored, no seq. Each session
// with new messages gets its last_seq bumped once, by all of them (by those requiring an open chat only while
// it is not Resolved); they take the seqs below the new last_seq in batch order. A chat that left the bot
// keeps no NLP stamps for messages that want them only in bot chats. The answer: kind 0 (entry ord, its seq),
// kind 1 (entry ord: a resend), kind 2 (a bumped session's routing columns, see SessionCache.agreeing).
// The bot events a turn's workflow recorded ($24 sessions, $25 event ids, in order) go in with its replies, so a
// turn that does not commit records none; an event deleted since the version was trained is not recorded.
export const APPEND_BATCH = `
  WITH v AS (
    SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::jsonb[], $8::text[],
      $9::text[], $10::text[], $11::text[], $12::jsonb[], $13::jsonb[], $14::int8[], $15::boolean[], $16::boolean[], $22::text[], $23::text[])
      WITH ORDINALITY AS v(chatlog_id, session_id, psid, client_message_id, sender, type, content, read_status,
        origin, admin_id, admin_name, nlp_snapshot, prev_nlp_snapshot, created_ms, require_open, nlp_only_for_bot, translation,
        translation_language, ord)
  ),
  resent AS (
    SELECT v.ord FROM v JOIN chat_messages AS m ON m.psid = v.psid AND m.client_message_id = v.client_message_id
  ),
  fresh AS (SELECT v.* FROM v WHERE v.ord NOT IN (SELECT ord FROM resent)),
  counts AS (
    SELECT session_id, count(*) FILTER (WHERE NOT require_open) AS k, count(*) FILTER (WHERE require_open) AS k_open
    FROM fresh GROUP BY session_id
  ),
  bumped AS (
    UPDATE chat_sessions AS s SET
      last_seq = s.last_seq + c.k + CASE WHEN s.chat_state <> 'Resolved' THEN c.k_open ELSE 0 END,
      nlp_snapshot = CASE WHEN o.set_nlp THEN o.nlp ELSE s.nlp_snapshot END,
      bot_state = CASE WHEN o.set_state THEN o.state ELSE s.bot_state END
    FROM counts AS c
      LEFT JOIN unnest($17::uuid[], $18::boolean[], $19::jsonb[], $20::boolean[], $21::jsonb[]) AS o(id, set_nlp, nlp, set_state, state)
        ON o.id = c.session_id
    WHERE s.session_id = c.session_id
    RETURNING ${returningCommitted}, c.k + CASE WHEN s.chat_state <> 'Resolved' THEN c.k_open ELSE 0 END AS "stored"
  ),
  numbered AS (
    SELECT f.*, b."chatState" AS chat_state, (b."lastSeq" - b."stored" + row_number() OVER (PARTITION BY f.session_id ORDER BY f.ord))::int AS seq
    FROM fresh AS f JOIN bumped AS b ON b."sessionId" = f.session_id
    WHERE NOT (f.require_open AND b."chatState" = 'Resolved')
  ),
  inserted AS (
    INSERT INTO chat_messages (chatlog_id, session_id, psid, seq, sender, type, content, read_status, origin, admin_id,
      admin_name, client_message_id, nlp_snapshot, prev_nlp_snapshot, translation, translation_language, created_at)
    SELECT chatlog_id, session_id, psid, seq, sender, type, content, read_status, origin, admin_id, admin_name, client_message_id,
      CASE WHEN nlp_only_for_bot AND chat_state <> 'BotHandling' THEN NULL ELSE nlp_snapshot END,
      CASE WHEN nlp_only_for_bot AND chat_state <> 'BotHandling' THEN NULL ELSE prev_nlp_snapshot END,
      translation, translation_language,
      'epoch'::timestamptz + created_ms * interval '1 millisecond'
    FROM numbered
  ),
  recorded AS (
    INSERT INTO conversation_events (session_id, brand_id, event_id, name, event_type, event_tags, channel, started_at)
    SELECT e.session_id, d.brand_id, d.event_id, d.name, d.event_type, d.event_tags, s.channel, s.created_at
    FROM unnest($24::uuid[], $25::uuid[]) WITH ORDINALITY AS e(session_id, event_id, ord)
      JOIN bumped AS b ON b."sessionId" = e.session_id
      JOIN chat_sessions AS s ON s.session_id = e.session_id
      JOIN bot_events AS d ON d.event_id = e.event_id
    ORDER BY e.ord
  )
  SELECT 0 AS "kind", ord::int AS "ord", seq AS "seq", NULL::uuid AS "sessionId", NULL::text AS "psid", NULL::int AS "lastSeq",
    NULL::text AS "chatState", NULL::uuid AS "agentId", NULL::uuid AS "groupId", NULL::text AS "invitees" FROM numbered
  UNION ALL SELECT 1, ord::int, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL FROM resent
  UNION ALL SELECT 2, NULL, NULL, "sessionId", "psid", "lastSeq", "chatState", "agentId", "groupId", "invitees" FROM bumped`;

type BatchRow = { kind: 0; ord: number; seq: number } | { kind: 1; ord: number } | ({ kind: 2 } & CommittedSession);

/** The JSON text of a jsonb value (SQL NULL for none). */
const jsonOrNull = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Stores a batch of messages in one statement (see APPEND_BATCH) and answers what it did. A session's row
 * comes from the session cache when it agrees with the commit on the columns that route a message, else
 * from a second read (its routing columns still as committed).
 */
export async function appendBatch(db: Executor, entries: readonly BatchEntry[], settings: ReadonlyMap<string, SessionSettings>): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { seqs: new Array<number | undefined>(entries.length), resends: new Set(), sessions: new Map() };
  if (entries.length === 0) return outcome;
  const n = entries.length;
  const chatlogIds = new Array<string>(n), sessionIds = new Array<string>(n), psids = new Array<string>(n);
  const clientIds = new Array<string | null>(n), senders = new Array<string>(n), types = new Array<string>(n);
  const contents = new Array<string>(n), readStatuses = new Array<string>(n), origins = new Array<string | null>(n);
  const adminIds = new Array<string | null>(n), adminNames = new Array<string | null>(n), nlps = new Array<string | null>(n);
  const prevNlps = new Array<string | null>(n), createdMs = new Array<number>(n), requireOpen = new Array<boolean>(n);
  const nlpOnlyForBot = new Array<boolean>(n);
  // An agent's message sent translated carries what they wrote (see chat_messages.translation).
  const translations = new Array<string | null>(n), translationLanguages = new Array<string | null>(n);
  for (let i = 0; i < n; i++) {
    const entry = entries[i]!;
    const row = entry.row;
    chatlogIds[i] = row.chatlogId;
    sessionIds[i] = row.sessionId;
    psids[i] = row.psid;
    clientIds[i] = row.clientMessageId;
    senders[i] = row.sender;
    types[i] = row.type;
    contents[i] = JSON.stringify(row.content);
    readStatuses[i] = row.readStatus;
    origins[i] = row.origin;
    adminIds[i] = row.adminId;
    adminNames[i] = row.adminName;
    nlps[i] = jsonOrNull(row.nlpSnapshot);
    prevNlps[i] = jsonOrNull(row.prevNlpSnapshot);
    createdMs[i] = row.createdAt.getTime();
    requireOpen[i] = entry.requireOpen;
    nlpOnlyForBot[i] = entry.nlpOnlyForBot;
    translations[i] = row.translation;
    translationLanguages[i] = row.translationLanguage;
  }
  const setIds: string[] = [], setNlp: boolean[] = [], nlp: Array<string | null> = [], setState: boolean[] = [], state: Array<string | null> = [];
  const eventSessions: string[] = [], eventIds: string[] = [];
  for (const [sessionId, set] of settings) {
    for (const eventId of set.events ?? []) {
      eventSessions.push(sessionId);
      eventIds.push(eventId);
    }
    setIds.push(sessionId);
    setNlp.push(set.nlpSnapshot !== undefined);
    nlp.push(jsonOrNull(set.nlpSnapshot));
    setState.push(set.botState !== undefined);
    state.push(jsonOrNull(set.botState));
  }
  const rows = await rawQuery<BatchRow>(db, APPEND_BATCH, [
    chatlogIds, sessionIds, psids, clientIds, senders, types, contents, readStatuses, origins, adminIds, adminNames, nlps, prevNlps,
    createdMs, requireOpen, nlpOnlyForBot, setIds, setNlp, nlp, setState, state, translations, translationLanguages, eventSessions, eventIds,
  ]);
  const unknown: CommittedSession[] = [];
  for (const row of rows) {
    if (row.kind === 0) outcome.seqs[row.ord - 1] = row.seq;
    else if (row.kind === 1) outcome.resends.add(row.ord - 1);
    else {
      const known = sessionCache.agreeing(row);
      if (!known) unknown.push(row);
      else {
        const set = settings.get(row.sessionId);
        outcome.sessions.set(row.sessionId, {
          ...known,
          lastSeq: row.lastSeq,
          ...(set?.nlpSnapshot === undefined ? {} : { nlpSnapshot: set.nlpSnapshot }),
          ...(set?.botState === undefined ? {} : { botState: set.botState }),
        });
      }
    }
  }
  if (unknown.length > 0) {
    const reread = await db.execute(sql`SELECT ${returningSession} FROM chat_sessions AS s
      WHERE s.session_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(unknown.map((row) => row.sessionId))}::jsonb)::uuid)`);
    const committed = new Map(unknown.map((row) => [row.sessionId, row]));
    for (const raw of rowsOf<Record<string, unknown>>(reread)) {
      const row = sessionOf(raw);
      const at = committed.get(row.sessionId)!;
      // Read after the commit: whatever changed since, the message was routed by the state it committed in.
      outcome.sessions.set(row.sessionId, { ...row, lastSeq: at.lastSeq, chatState: at.chatState, agentId: at.agentId, groupId: at.groupId });
    }
  }
  return outcome;
}

const messageRows = rawRows<ChatMessageRow>(chatMessages);
export const FIND_BY_CLIENT_IDS = `
  SELECT ${messageRows.selectText('m')}
  FROM unnest($1::text[], $2::text[]) AS w(psid, id)
  JOIN chat_messages AS m ON m.psid = w.psid AND m.client_message_id = w.id`;

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
