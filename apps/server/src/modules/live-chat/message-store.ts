/**
 * Group commit for chat messages. append() queues a message; the queue is flushed on the next turn
 * of the event loop (at most MAX_BATCH at a time, one flush at a time) in one transaction: dedupe by
 * (psid, clientMessageId), one UPDATE assigning gap-free seqs to every session of the batch, one
 * multi-row INSERT, then the batched read watermarks. Each promise settles only after its batch
 * commits, so a message is persisted before it is acknowledged.
 */
import { randomUUID } from 'node:crypto';
import type { DeliveryStatus } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { Database } from '@/db/client';
import type { ChatMessageRow, NewChatMessageRow } from '@/db/schema/chat-messages';
import { bumpLastSeqs, findByClientIds, insertMessages, markRead, type ReadSide } from './message.repository';

export const MAX_BATCH = 500;

export type AppendInput = Omit<NewChatMessageRow, 'chatlogId' | 'seq' | 'createdAt'>;
export interface Appended { message: ChatMessageRow; duplicate: boolean }

interface Pending<T> { resolve(value: T): void; reject(error: unknown): void }
interface QueuedMessage extends Pending<Appended> { input: AppendInput }
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

  constructor(private readonly db: Database) {}

  append(input: AppendInput): Promise<Appended> {
    return new Promise((resolve, reject) => {
      this.messages.push({ input, resolve, reject });
      this.schedule();
    });
  }

  appendMany(inputs: AppendInput[]): Promise<Appended[]> {
    return Promise.all(inputs.map((input) => this.append(input)));
  }

  /** Every message of `side` in the session up to upToSeq reaches `status` (a watermark). */
  markRead(sessionId: string, side: ReadSide, upToSeq: number, status: DeliveryStatus): Promise<void> {
    return new Promise((resolve, reject) => {
      this.reads.push({ sessionId, side, upToSeq, status, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves when everything queued so far is committed. */
  async drain(): Promise<void> {
    while (this.flushing || this.messages.length > 0 || this.reads.length > 0) {
      if (!this.flushing) this.kick();
      await this.flushing;
    }
  }

  private schedule() {
    if (this.messages.length >= MAX_BATCH) return this.kick();
    if (this.scheduled || this.flushing) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.kick();
    });
  }

  private kick() {
    if (this.flushing || (this.messages.length === 0 && this.reads.length === 0)) return;
    const messages = this.messages.splice(0, MAX_BATCH);
    const reads = this.reads.splice(0);
    this.flushing = this.flush(messages, reads).finally(() => {
      this.flushing = null;
      if (this.messages.length > 0 || this.reads.length > 0) this.kick();
    });
  }

  private async flush(messages: QueuedMessage[], reads: QueuedRead[]): Promise<void> {
    let outcome: Map<QueuedMessage, Appended | Error> | undefined;
    for (let attempt = 0; ; attempt++) {
      try {
        outcome = await this.db.transaction(async (tx) => {
          const result = await this.writeMessages(tx, messages);
          for (const read of reads) await markRead(tx, read.sessionId, read.side, read.upToSeq, read.status);
          return result;
        });
        break;
      } catch (error) {
        // Another instance stored the same clientMessageId meanwhile: dedupe again once.
        if (attempt === 0 && isUniqueViolation(error)) continue;
        [...messages, ...reads].forEach((item) => item.reject(error));
        return;
      }
    }
    for (const item of messages) {
      const result = outcome.get(item);
      if (result instanceof Error || !result) item.reject(result ?? new Error('The message was not stored'));
      else item.resolve(result);
    }
    reads.forEach((read) => read.resolve());
  }

  private async writeMessages(tx: Database, batch: QueuedMessage[]): Promise<Map<QueuedMessage, Appended | Error>> {
    const outcome = new Map<QueuedMessage, Appended | Error>();
    const withIds = batch.flatMap((item) => (item.input.clientMessageId ? [{ psid: item.input.psid, clientMessageId: item.input.clientMessageId }] : []));
    const known = new Map((await findByClientIds(tx, withIds)).map((row) => [keyOf(row.psid, row.clientMessageId ?? ''), row]));
    const firstOfKey = new Map<string, QueuedMessage>();
    const fresh: QueuedMessage[] = [];
    const aliases: Array<[QueuedMessage, QueuedMessage]> = [];
    for (const item of batch) {
      const key = item.input.clientMessageId ? keyOf(item.input.psid, item.input.clientMessageId) : null;
      const stored = key ? known.get(key) : undefined;
      if (stored) outcome.set(item, { message: stored, duplicate: true });
      else if (key && firstOfKey.has(key)) aliases.push([item, firstOfKey.get(key)!]);
      else {
        if (key) firstOfKey.set(key, item);
        fresh.push(item);
      }
    }
    if (fresh.length > 0) {
      const counts = new Map<string, number>();
      fresh.forEach((item) => counts.set(item.input.sessionId, (counts.get(item.input.sessionId) ?? 0) + 1));
      const lastSeqs = await bumpLastSeqs(tx, counts);
      const next = new Map([...lastSeqs].map(([sessionId, last]) => [sessionId, last - (counts.get(sessionId) ?? 0) + 1]));
      const now = new Date();
      const rows: ChatMessageRow[] = [];
      for (const item of fresh) {
        const seq = next.get(item.input.sessionId);
        if (seq === undefined) {
          outcome.set(item, new Error(`Unknown chat session ${item.input.sessionId}`));
          continue;
        }
        next.set(item.input.sessionId, seq + 1);
        const row = rowOf(item.input, seq, now);
        rows.push(row);
        outcome.set(item, { message: row, duplicate: false });
      }
      await insertMessages(tx, rows);
    }
    for (const [item, first] of aliases) {
      const result = outcome.get(first);
      outcome.set(item, result instanceof Error || !result ? (result ?? new Error('lost')) : { message: result.message, duplicate: true });
    }
    return outcome;
  }
}

function rowOf(input: AppendInput, seq: number, createdAt: Date): ChatMessageRow {
  return {
    chatlogId: randomUUID(),
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
    createdAt,
  };
}
