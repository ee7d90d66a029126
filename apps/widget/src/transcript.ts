/**
 * The messages the customer has received, de-duplicated by chatlogId and by (sessionId, seq), in
 * order: sessions in the order they were first seen, seq within a session. Delivery of the
 * customer's own messages comes from watermarks (messageStatus: everything up to upToSeq has reached
 * readStatus), so ticks only ever move forward.
 */
import type { DeliveryStatus, Message } from './events';

const RANK: Record<DeliveryStatus, number> = { failed: 0, sent: 1, delivered: 2, seen: 3 };
export type Watermarks = { delivered: number; seen: number };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A structural check of what the server sent (the widget does not bundle zod). */
export function isMessage(value: unknown): value is Message {
  return isObject(value) && typeof value.chatlogId === 'string' && typeof value.sessionId === 'string'
    && typeof value.seq === 'number' && Number.isInteger(value.seq) && typeof value.sender === 'string'
    && typeof value.type === 'string' && isObject(value.content);
}

/** The tick to show for one of the customer's messages. */
export function tickFor(message: Pick<Message, 'seq' | 'readStatus'>, marks: Watermarks): DeliveryStatus {
  if (message.seq <= marks.seen) return 'seen';
  if (message.seq <= marks.delivered) return RANK[message.readStatus] > RANK.delivered ? message.readStatus : 'delivered';
  return RANK[message.readStatus] !== undefined ? message.readStatus : 'sent';
}

export class Transcript {
  private readonly byId = new Map<string, Message>();
  private readonly bySeq = new Set<string>();
  private readonly sessions: string[] = [];
  private readonly marks = new Map<string, Watermarks>();
  /**
   * Per session, the seq up to which the server sent everything the customer may see (completeThrough). Kept in
   * memory only: after a reload the stored transcript holds just the newest messages, and asking from the start
   * again is what brings the older ones back.
   */
  private readonly complete = new Map<string, number>();
  private sorted: Message[] | null = null;
  currentSessionId: string | null = null;

  /** Adds what is new and valid; returns only the added messages. Whispers are never kept. */
  add(messages: readonly unknown[]): Message[] {
    const added: Message[] = [];
    for (const message of messages) {
      if (!isMessage(message) || message.type === 'whisper') continue;
      const seqKey = `${message.sessionId}:${message.seq}`;
      if (this.byId.has(message.chatlogId) || this.bySeq.has(seqKey)) continue;
      this.byId.set(message.chatlogId, message);
      this.bySeq.add(seqKey);
      if (!this.sessions.includes(message.sessionId)) this.sessions.push(message.sessionId);
      added.push(message);
    }
    if (added.length) this.sorted = null;
    return added;
  }

  has(chatlogId: string): boolean {
    return this.byId.has(chatlogId);
  }

  setSession(sessionId: string): void {
    if (!this.sessions.includes(sessionId)) this.sessions.push(sessionId);
    if (this.currentSessionId !== sessionId) this.sorted = null;
    this.currentSessionId = sessionId;
  }

  list(): readonly Message[] {
    if (!this.sorted) {
      const order = (message: Message) => this.sessions.indexOf(message.sessionId);
      this.sorted = [...this.byId.values()].sort((a, b) => order(a) - order(b) || a.seq - b.seq);
    }
    return this.sorted;
  }

  /** The highest seq received in a session (what "seen" reports). */
  lastSeq(sessionId = this.currentSessionId): number {
    let last = 0;
    for (const message of this.byId.values()) if (message.sessionId === sessionId && message.seq > last) last = message.seq;
    return last;
  }

  /**
   * The highest seq up to which the session is held without a gap: what the handshake asks after. A message can
   * be missed below one received later (an event lost between server instances while their Redis was down, or the
   * customer's own later message acknowledged first); asking after the highest would skip it for good. A whisper
   * (never sent here) also stops the run, until a reconnect's history confirms the session complete past it
   * (completeThrough): what follows it comes again once and is de-duplicated (add()).
   */
  heldWithoutGap(sessionId = this.currentSessionId): number {
    let last = sessionId === null ? 0 : this.complete.get(sessionId) ?? 0;
    while (this.bySeq.has(`${sessionId}:${last + 1}`)) last += 1;
    return last;
  }

  /**
   * The server's `history` answered a `session` whose lastSeq was `seq`: every message of the session up to `seq`
   * that the customer may see has been sent, so a seq missing below it is a whisper, not a loss.
   */
  completeThrough(sessionId: string, seq: number): void {
    if (seq > (this.complete.get(sessionId) ?? 0)) this.complete.set(sessionId, seq);
  }

  watermarks(sessionId: string): Watermarks {
    return this.marks.get(sessionId) ?? { delivered: 0, seen: 0 };
  }

  /** Applies messageStatus to the current session; returns true when a tick moved. */
  applyStatus(upToSeq: number, status: DeliveryStatus): boolean {
    const sessionId = this.currentSessionId;
    if (sessionId === null || (status !== 'delivered' && status !== 'seen')) return false;
    const marks = { ...this.watermarks(sessionId) };
    if (upToSeq <= marks[status]) return false;
    marks[status] = upToSeq;
    this.marks.set(sessionId, marks);
    return true;
  }

  status(message: Message): DeliveryStatus {
    return tickFor(message, this.watermarks(message.sessionId));
  }

  /** Forgets everything (another customer identity). */
  clear(): void {
    this.byId.clear();
    this.bySeq.clear();
    this.sessions.length = 0;
    this.marks.clear();
    this.complete.clear();
    this.sorted = null;
    this.currentSessionId = null;
  }

  /** The newest `limit` messages and the watermarks, for storage. */
  snapshot(limit: number): { messages: Message[]; marks: Record<string, Watermarks> } {
    return { messages: this.list().slice(-limit), marks: Object.fromEntries(this.marks) };
  }

  restore(messages: readonly unknown[], marks: Record<string, unknown> | undefined): void {
    this.add(messages);
    for (const [sessionId, value] of Object.entries(marks ?? {})) {
      if (isObject(value) && typeof value.delivered === 'number' && typeof value.seen === 'number') {
        this.marks.set(sessionId, { delivered: value.delivered, seen: value.seen });
      }
    }
  }
}
