/**
 * Group commit for chat messages. append() queues a message; the queue is flushed on the next turn
 * of the event loop (at most MAX_BATCH at a time, one flush at a time) in one statement (appendBatch:
 * dedupe by (psid, clientMessageId), gap-free seqs per session, the insert), with the batched read
 * watermarks in the same transaction when there are any. Each promise settles only after its batch
 * commits, so a message is persisted before it is acknowledged; a committed batch's promises settle a
 * few per event-loop turn (SlicedQueue) while the next batch commits.
 *
 * Single-writer mode (the embedded database: this process is its only writer) may tell staff about a
 * message before its commit: once a commit has shown a session's last_seq, later messages of that
 * session get their seq in memory at append time and `onSequenced` sees the row at once. The commit
 * checks every early seq; when one differs (a duplicate resend, a chat resolved meanwhile, a failed
 * batch) the session leaves early mode, `onSequenced` is called again with the committed row at the commit, and
 * `onDesync` asks staff to reload that chat. Acks still wait for the commit.
 * In this mode commits are also paced: one starts at most every COMMIT_INTERVAL_MS (see there).
 *
 * Several instances (PostgreSQL and Redis, issue 28) use early mode too, with `peers`: after each commit an instance
 * announces the sessions it moved and their last_seq, and an instance hearing that another wrote to a session after
 * what it knows leaves early mode for it, quietly (it re-enters after its own next commit). A chat's messages nearly
 * always come through one instance at a time (its customer's, where the bot runs too); an agent's message from
 * another instance that lands while the customer's instance holds early seqs is a true race, which the commit's seq
 * check turns into a chat reload for staff, as above. Announcements lost (Redis down) only make such races likelier.
 */
import { randomUUID } from 'node:crypto';
import type { DeliveryStatus } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { Database } from '@/db/client';
import type { ChatMessageRow, NewChatMessageRow } from '@/db/schema/chat-messages';
import type { ChatSessionRow } from '@/db/schema/chat-sessions';
import { SlicedQueue } from '@/lib/sliced-queue';
import { appendBatch, type BatchEntry, findByClientIds, markRead, type ReadSide, type SessionSettings } from './message.repository';

export const MAX_BATCH = 500;
/**
 * Appends settled per event-loop turn (a backlog still gets bigger slices, see SlicedQueue): a customer
 * message's continuation (ack, the bot's turn) costs ≈ 0.3 ms, and a message arriving meanwhile waits for
 * at most that before it is fanned out. With 4 a turn, bench/realtime's delivery p99 was 2.8–3.5 ms over
 * four runs; with 1, 2.5–3.0 ms over four (2 in between), with the same persisted msg/s.
 */
const SETTLE_SLICE = 1;
/**
 * Single-writer mode: a commit starts at most this long after the previous one started (a message after a
 * quiet spell is committed at once; a full batch, MAX_BATCH, does not wait). A commit's statement costs
 * PGlite ≈ 1.6 ms for one message and 2.3 ms for ten, so committing as soon as the last one ended kept the
 * embedded database's thread busy for a whole core at 1,000 msg/s (≈ 400 commits of 2–3 messages a second),
 * and on a machine of two cores that load slowed the sockets' thread too (bench/realtime: delivery p99
 * 2.4–3.3 ms; a spinning thread of the lowest priority did the same to the bare relay). At 20 ms the server
 * used half the CPU and the p99 was 1.5–2.4 ms (docs/decisions.md, "Running the server"). Staff hear of
 * messages before the commit in this mode, so the wait shows only in acks and in what follows a commit (the
 * bot's turn, an agent's message reaching the customer): at most 20 ms more.
 */
export const COMMIT_INTERVAL_MS = 20;

export type AppendInput = Omit<NewChatMessageRow, 'chatlogId' | 'seq' | 'createdAt'>;
/**
 * The session as committed with the message (its state, agent, last_seq), when the batch bumped it.
 * published: onSequenced was called with exactly this row, so it need not be published again.
 */
export interface Appended { message: ChatMessageRow; duplicate: boolean; session?: ChatSessionRow; published?: boolean }

export interface AppendOptions {
  /** Store only while the chat is not Resolved at commit time (else StaleSessionError): customer messages. */
  requireOpen?: boolean;
  /** Keep the message's NLP stamps only if the chat is BotHandling at commit time. */
  nlpOnlyForBot?: boolean;
  /** Also set the session's nlp_snapshot in the same statement (the last one of a batch wins). */
  sessionNlpSnapshot?: unknown;
  /** Also set the session's bot_state in the same statement (null clears it; the last one of a batch wins). */
  sessionBotState?: unknown;
  /** Bot events the turn recorded (bot_events ids, in order), stored in the same statement (conversation_events). */
  sessionEvents?: string[];
  /**
   * Called with the row as soon as its seq is known: before the commit in early mode, else at the commit (then with
   * the session as committed), in seq order either way. Not called for a resend found stored (duplicate).
   */
  onSequenced?: (row: ChatMessageRow, committed?: ChatSessionRow) => void;
}

/** The other instances writing to the same database (several instances: the cluster bus). */
export interface CommitPeers {
  /** Tells them which sessions a commit of this instance moved, and to what last_seq. */
  announce(commits: Array<[sessionId: string, lastSeq: number]>): void;
  /** Tells them a session ended here (resolved): what they remember of it can go (peerEnded). */
  ended(sessionId: string): void;
}

export interface MessageStoreOptions {
  /** This process is the database's only writer (embedded PGlite): seqs may be assigned in memory, commits are paced. */
  singleWriter?: boolean;
  /** Other instances write too, and say what they committed (peerCommitted): seqs may be assigned in memory all the same. */
  peers?: CommitPeers;
  /** Staff saw early rows of this session that the commit did not confirm: they should reload the chat. */
  onDesync?: (sessionId: string) => void;
}

/** The chat was resolved (or is gone) by commit time: nothing was stored; look the session up again. */
export class StaleSessionError extends Error {
  constructor(readonly sessionId: string) {
    super(`The chat session ${sessionId} is closed`);
  }
}

interface Pending<T> { resolve(value: T): void; reject(error: unknown): void }
interface QueuedMessage extends Pending<Appended> {
  input: AppendInput;
  options: AppendOptions;
  /** The row told to onSequenced before the commit (single-writer mode). */
  early?: ChatMessageRow;
}
interface QueuedRead extends Pending<void> { sessionId: string; side: ReadSide; upToSeq: number; status: DeliveryStatus }

const keyOf = (psid: string, clientMessageId: string) => `${psid}\u0000${clientMessageId}`;
const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: string; cause?: { code?: string } } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505';
};

export class MessageStore {
  private messages: QueuedMessage[] = [];
  private reads: QueuedRead[] = [];
  private scheduled = false;
  private flushing: Promise<void> | null = null;
  /** When the last commit started (performance.now()), and the least time between two starts. */
  private lastCommitAt = -Infinity;
  private readonly commitInterval: number;
  /** Single-writer mode: the last seq handed out per session whose last_seq a commit has shown. */
  private readonly assigned = new Map<string, number>();
  /**
   * Client message ids of the session's messages sequenced early and not yet committed: a resend of one must
   * not get a new seq. Dropped at commit (the customer is acked then, so only a lost ack brings a resend, which
   * the commit finds stored and makes staff reload the chat): kept for the chat's life, they were half of what
   * outlived the young generation at 1,000 msg/s, and old-generation growth brings the long mark-compact pauses.
   */
  private readonly earlyKeys = new Map<string, Set<string>>();
  /**
   * With peers: the highest last_seq known per session this instance wrote to (its own commits' and the peers'
   * announcements'): early mode starts only from a commit that saw at least that much.
   */
  private readonly known = new Map<string, number>();
  /** Settles the appends and reads of committed batches, a few per event-loop turn. */
  private readonly settled = new SlicedQueue(SETTLE_SLICE);

  constructor(private readonly db: Database, private readonly options: MessageStoreOptions = {}) {
    this.commitInterval = options.singleWriter ? COMMIT_INTERVAL_MS : 0;
  }

  append(input: AppendInput, options: AppendOptions = {}): Promise<Appended> {
    return new Promise((resolve, reject) => {
      const item: QueuedMessage = { input, options, resolve, reject };
      this.messages.push(item);
      this.sequenceEarly(item);
      this.schedule();
    });
  }

  /** A session ended (resolved): its early-mode memory can go, here and on the peers. */
  forgetSession(sessionId: string): void {
    this.dropEarlyState(sessionId);
    this.options.peers?.ended(sessionId);
  }

  /** A session ended on another instance. */
  peerEnded(sessionId: string): void {
    this.dropEarlyState(sessionId);
  }

  private dropEarlyState(sessionId: string): void {
    this.assigned.delete(sessionId);
    this.earlyKeys.delete(sessionId);
    this.known.delete(sessionId);
  }

  /**
   * Another instance committed messages of these sessions (its announcement): a session this instance sequences early
   * and whose last_seq moved past what it knows leaves early mode. Messages already told early keep their seqs; their
   * commit says whether they held (else staff reload the chat).
   */
  peerCommitted(commits: ReadonlyArray<readonly [sessionId: string, lastSeq: number]>): void {
    for (const [sessionId, lastSeq] of commits) {
      const known = this.known.get(sessionId);
      if (known === undefined || lastSeq <= known) continue;
      this.known.set(sessionId, lastSeq);
      this.assigned.delete(sessionId);
      this.earlyKeys.delete(sessionId);
    }
  }

  private forgetKey(sessionId: string, key: string) {
    const keys = this.earlyKeys.get(sessionId);
    if (keys?.delete(key) && keys.size === 0) this.earlyKeys.delete(sessionId);
  }

  private sequenceEarly(item: QueuedMessage) {
    const last = this.assigned.get(item.input.sessionId);
    if (last === undefined) return;
    const key = item.input.clientMessageId;
    if (key) {
      const keys = this.earlyKeys.get(item.input.sessionId) ?? new Set<string>();
      this.earlyKeys.set(item.input.sessionId, keys);
      // A resend: the commit finds the first one; nothing new to tell.
      if (keys.has(key)) return;
      keys.add(key);
    }
    this.assigned.set(item.input.sessionId, last + 1);
    item.early = rowOf(item.input, last + 1, new Date());
    item.options.onSequenced?.(item.early);
  }

  /** After a commit showed the session's last_seq: later messages of it (queued ones first) are sequenced early. */
  private enterEarlyMode(session: ChatSessionRow) {
    if (!(this.options.singleWriter || this.options.peers) || session.chatState === 'Resolved' || this.assigned.has(session.sessionId)) return;
    // A peer wrote past this commit's view (its announcement came first): wait for a commit that saw it.
    if ((this.known.get(session.sessionId) ?? 0) > session.lastSeq) return;
    this.assigned.set(session.sessionId, session.lastSeq);
    for (const item of this.messages) if (item.input.sessionId === session.sessionId) this.sequenceEarly(item);
  }

  /** The commit disagreed with the early seqs of these sessions: back to commit-time seqs; staff reload them. */
  private leaveEarlyMode(sessionIds: Iterable<string>) {
    for (const sessionId of sessionIds) {
      this.dropEarlyState(sessionId);
      for (const item of this.messages) if (item.input.sessionId === sessionId) delete item.early;
      this.options.onDesync?.(sessionId);
    }
  }

  appendMany(inputs: AppendInput[], options: AppendOptions = {}): Promise<Appended[]> {
    // The turn's events go with its last message only: once per turn, and in the batch its last reply commits in.
    const { sessionEvents, ...shared } = options;
    const last = inputs.length - 1;
    return Promise.all(inputs.map((input, index) => this.append(input, index === last && sessionEvents?.length ? { ...shared, sessionEvents } : shared)));
  }

  /** Every message of `side` in the session up to upToSeq reaches `status` (a watermark). */
  markRead(sessionId: string, side: ReadSide, upToSeq: number, status: DeliveryStatus): Promise<void> {
    return new Promise((resolve, reject) => {
      this.reads.push({ sessionId, side, upToSeq, status, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves when everything queued so far is committed and its callers are told. */
  async drain(): Promise<void> {
    while (this.flushing || this.messages.length > 0 || this.reads.length > 0 || this.settled.size > 0) {
      if (!this.flushing) this.kick();
      await this.flushing;
      await this.settled.whenEmpty();
    }
  }

  private schedule() {
    if (this.messages.length >= MAX_BATCH) return this.kick();
    if (this.scheduled || this.flushing) return;
    this.scheduled = true;
    const run = () => {
      this.scheduled = false;
      // A timer may fire a few ms early (Node counts from the event loop's cached clock): wait out the rest.
      if (this.untilNextCommit() > 0) this.schedule();
      else this.kick();
    };
    const wait = this.untilNextCommit();
    if (wait > 0) setTimeout(run, wait);
    else setImmediate(run);
  }

  /** Milliseconds before the pace lets the next commit start (≤ 0: now). */
  private untilNextCommit(): number {
    return this.lastCommitAt + this.commitInterval - performance.now();
  }

  private kick() {
    if (this.flushing || (this.messages.length === 0 && this.reads.length === 0)) return;
    this.lastCommitAt = performance.now();
    const messages = this.messages.splice(0, MAX_BATCH);
    const reads = this.reads.splice(0);
    this.flushing = this.flush(messages, reads).finally(() => {
      this.flushing = null;
      // Next turn: what the settled promises queue meanwhile (e.g. the bot's replies) joins that batch.
      if (this.messages.length > 0 || this.reads.length > 0) this.schedule();
    });
  }

  private async flush(messages: QueuedMessage[], reads: QueuedRead[]): Promise<void> {
    let outcome: Map<QueuedMessage, Appended | Error> | undefined;
    for (let attempt = 0; ; attempt++) {
      try {
        // Messages alone are one statement, atomic on its own: no BEGIN and COMMIT round trips.
        outcome = reads.length === 0 ? await this.writeMessages(this.db, messages) : await this.db.transaction(async (tx) => {
          const result = await this.writeMessages(tx, messages);
          for (const read of reads) await markRead(tx, read.sessionId, read.side, read.upToSeq, read.status);
          return result;
        });
        break;
      } catch (error) {
        // Another instance stored the same clientMessageId meanwhile: dedupe again once.
        if (attempt === 0 && isUniqueViolation(error)) continue;
        // Sessions still in early mode (a half retried below may have left it already).
        this.leaveEarlyMode(new Set(messages.filter((item) => item.early && this.assigned.has(item.input.sessionId)).map((item) => item.input.sessionId)));
        if (messages.length > 1) {
          // One message the database refuses (e.g. a NUL character in its text) must not fail everyone else's:
          // the batch rolled back whole (no seq taken), so each half is tried again until the bad one is alone.
          const half = Math.ceil(messages.length / 2);
          await this.flush(messages.slice(0, half), reads);
          await this.flush(messages.slice(half), []);
          return;
        }
        if (messages.length === 1 && reads.length > 0) {
          // Read watermarks of other chats are not this message's fault: committed on their own.
          await this.flush(messages, []);
          await this.flush([], reads);
          return;
        }
        this.settled.push(...[...messages, ...reads].map((item) => () => item.reject(error)));
        return;
      }
    }
    for (const item of messages) if (item.early && item.input.clientMessageId) this.forgetKey(item.input.sessionId, item.input.clientMessageId);
    const desynced = new Set<string>();
    for (const item of messages) {
      const result = outcome.get(item);
      const kept = !!result && !(result instanceof Error) && !result.duplicate && result.message.seq === item.early?.seq;
      if (item.early && !kept) desynced.add(item.input.sessionId);
    }
    if (desynced.size > 0) this.leaveEarlyMode(desynced);
    if (this.options.peers) this.announce(outcome);
    const settle: Array<() => void> = [];
    for (const item of messages) {
      const result = outcome.get(item);
      if (result instanceof Error || !result) {
        settle.push(() => item.reject(result ?? new Error('The message was not stored')));
        continue;
      }
      // Told now, in seq order, whatever was not told early as stored (not sequenced early, or told another seq or
      // row: the NLP stamps dropped at commit when the chat left the bot), before any later message is told early
      // below: a session entering early mode with messages queued would otherwise have them heard before these.
      const tellNow = !result.duplicate && !!item.options.onSequenced && result.message !== item.early;
      // A listener that throws must not keep this batch's callers waiting for ever: it is told it was not published.
      const told = !tellNow || this.tell(item, result);
      const appended = { ...result, published: told && !result.duplicate && !!item.options.onSequenced };
      settle.push(() => item.resolve(appended));
    }
    for (const result of outcome.values()) if (!(result instanceof Error) && result.session) this.enterEarlyMode(result.session);
    settle.push(...reads.map((read) => () => read.resolve()));
    // The next batch may commit meanwhile; callers hear of this one a slice at a time (see SlicedQueue).
    this.settled.push(...settle);
  }

  /** onSequenced at the commit; false when it threw. */
  private tell(item: QueuedMessage, result: Appended): boolean {
    try {
      item.options.onSequenced?.(result.message, result.session);
      return true;
    } catch {
      return false;
    }
  }

  /** Records and tells the peers each session's last_seq after this commit. */
  private announce(outcome: Map<QueuedMessage, Appended | Error>) {
    const moved = new Map<string, number>();
    for (const result of outcome.values()) {
      if (result instanceof Error || !result.session) continue;
      const { sessionId, lastSeq } = result.session;
      moved.set(sessionId, Math.max(lastSeq, moved.get(sessionId) ?? 0));
    }
    if (moved.size === 0) return;
    for (const [sessionId, lastSeq] of moved) {
      if (lastSeq > (this.known.get(sessionId) ?? 0)) this.known.set(sessionId, lastSeq);
    }
    this.options.peers?.announce([...moved]);
  }

  private async writeMessages(db: Database, batch: QueuedMessage[]): Promise<Map<QueuedMessage, Appended | Error>> {
    const outcome = new Map<QueuedMessage, Appended | Error>();
    if (batch.length === 0) return outcome;
    const now = new Date();
    const firstOfKey = new Map<string, QueuedMessage>();
    const sent: QueuedMessage[] = [];
    const entries: BatchEntry[] = [];
    const aliases: Array<[QueuedMessage, QueuedMessage]> = [];
    const settings = new Map<string, SessionSettings>();
    for (const item of batch) {
      const key = item.input.clientMessageId ? keyOf(item.input.psid, item.input.clientMessageId) : null;
      const first = key ? firstOfKey.get(key) : undefined;
      if (first) {
        aliases.push([item, first]);
        continue;
      }
      if (key) firstOfKey.set(key, item);
      sent.push(item);
      // A message sequenced early is stored as staff saw it (id, time); the seq is the statement's.
      entries.push({ row: item.early ?? rowOf(item.input, 0, now), requireOpen: !!item.options.requireOpen, nlpOnlyForBot: !!item.options.nlpOnlyForBot });
      const { sessionNlpSnapshot, sessionBotState, sessionEvents } = item.options;
      if (sessionNlpSnapshot !== undefined || sessionBotState !== undefined || sessionEvents?.length) {
        const set = settings.get(item.input.sessionId) ?? {};
        if (sessionNlpSnapshot !== undefined) set.nlpSnapshot = sessionNlpSnapshot;
        if (sessionBotState !== undefined) set.botState = sessionBotState;
        if (sessionEvents?.length) set.events = [...(set.events ?? []), ...sessionEvents];
        settings.set(item.input.sessionId, set);
      }
    }
    const { seqs, resends, sessions } = await appendBatch(db, entries, settings);
    const resent: QueuedMessage[] = [];
    for (let i = 0; i < sent.length; i++) {
      const item = sent[i]!;
      if (resends.has(i)) {
        resent.push(item);
        continue;
      }
      const seq = seqs[i];
      const session = sessions.get(item.input.sessionId);
      if (seq === undefined || !session) {
        outcome.set(item, item.options.requireOpen ? new StaleSessionError(item.input.sessionId) : new Error(`Unknown chat session ${item.input.sessionId}`));
        continue;
      }
      const draft = entries[i]!.row;
      const stamped = draft.nlpSnapshot !== null || draft.prevNlpSnapshot !== null;
      const stripped = stamped && !!item.options.nlpOnlyForBot && session.chatState !== 'BotHandling';
      const row = item.early && item.early.seq === seq && !stripped ? item.early
        : rowOf(stripped ? { ...item.input, nlpSnapshot: null, prevNlpSnapshot: null } : item.input, seq, draft.createdAt, draft.chatlogId);
      outcome.set(item, { message: row, duplicate: false, session });
    }
    if (resent.length > 0) {
      const stored = new Map((await findByClientIds(db, resent.map((item) => ({ psid: item.input.psid, clientMessageId: item.input.clientMessageId! }))))
        .map((row) => [keyOf(row.psid, row.clientMessageId ?? ''), row]));
      for (const item of resent) {
        const message = stored.get(keyOf(item.input.psid, item.input.clientMessageId!));
        outcome.set(item, message ? { message, duplicate: true } : new Error('The stored message was not found'));
      }
    }
    for (const [item, first] of aliases) {
      const result = outcome.get(first);
      outcome.set(item, result instanceof Error || !result ? (result ?? new Error('lost')) : { message: result.message, duplicate: true });
    }
    return outcome;
  }
}

function rowOf(input: AppendInput, seq: number, createdAt: Date, chatlogId: string = randomUUID()): ChatMessageRow {
  return {
    chatlogId,
    sessionId: input.sessionId,
    psid: input.psid,
    seq,
    sender: input.sender,
    type: input.type,
    content: input.content,
    readStatus: input.readStatus ?? 'sent',
    origin: input.origin ?? null,
    adminId: input.adminId ?? null,
    adminName: input.adminName ?? null,
    clientMessageId: input.clientMessageId ?? null,
    nlpSnapshot: input.nlpSnapshot ?? null,
    prevNlpSnapshot: input.prevNlpSnapshot ?? null,
    // History's QA vote starts empty; an agent's message sent translated keeps what they wrote.
    vote: null,
    translation: input.translation ?? null,
    translationLanguage: input.translationLanguage ?? null,
    createdAt,
  };
}
