/**
 * Messages the customer sent that the server has not acknowledged yet. Each keeps its
 * clientMessageId for life, so a resend after a reconnect (or a reload) is recognised by the server
 * as the same message. 'failed' items were refused by the server or timed out; the customer can retry.
 */
export interface OutboxItem {
  clientMessageId: string;
  text: string;
  postback?: string;
  createdAt: string;
  state: 'sending' | 'failed';
  /** Why it failed (the server's message), shown next to the retry button. */
  error?: string;
  /** False when the server refused it: a reconnect does not resend it by itself. */
  retryable?: boolean;
}

const isItem = (value: unknown): value is OutboxItem => {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.clientMessageId === 'string' && typeof item.text === 'string' && typeof item.createdAt === 'string';
};

export class Outbox {
  private items: OutboxItem[] = [];

  constructor(private readonly newId: () => string, private readonly now: () => Date = () => new Date()) {}

  add(text: string, postback?: string): OutboxItem {
    const item: OutboxItem = { clientMessageId: this.newId(), text, createdAt: this.now().toISOString(), state: 'sending' };
    if (postback !== undefined) item.postback = postback;
    this.items.push(item);
    return item;
  }

  list(): readonly OutboxItem[] {
    return this.items;
  }

  get(clientMessageId: string): OutboxItem | undefined {
    return this.items.find((item) => item.clientMessageId === clientMessageId);
  }

  /** What a (re)connect sends again: everything not refused by the server. */
  toResend(): OutboxItem[] {
    return this.items.filter((item) => item.state === 'sending' || item.retryable !== false);
  }

  /** Removes an acknowledged item and returns it (undefined when already acknowledged). */
  acknowledge(clientMessageId: string): OutboxItem | undefined {
    const item = this.get(clientMessageId);
    if (item) this.items = this.items.filter((other) => other !== item);
    return item;
  }

  fail(clientMessageId: string, error: string, retryable: boolean): void {
    const item = this.get(clientMessageId);
    if (!item) return;
    item.state = 'failed';
    item.error = error;
    item.retryable = retryable;
  }

  /** Back to sending (a retry or a resend). */
  sending(clientMessageId: string): OutboxItem | undefined {
    const item = this.get(clientMessageId);
    if (!item) return undefined;
    item.state = 'sending';
    delete item.error;
    delete item.retryable;
    return item;
  }

  restore(items: readonly unknown[]): void {
    this.items = items.filter(isItem).map((item) => (item.retryable === false ? item : { ...item, state: 'sending' as const }));
  }
}
