/**
 * Clients as the browser ones behave, over the balancer: a customer as the widget connects (apps/widget/src/socket.ts
 * and chat-client.ts) and staff as the console does (apps/web/src/lib/socket/namespace-socket.ts). Both reconnect by
 * themselves; what they received is recorded (Client) so tests assert on every seq that arrived.
 */
import { io, type Socket } from 'socket.io-client';
import { NAMESPACES, STAFF_SOCKET_ROLE } from '@switchboard/contracts/auth/auth.events';
import type { LoginData } from '@switchboard/contracts/auth/auth.schemas';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { WEBCHAT_NAMESPACE } from '@switchboard/contracts/live-chat/webchat.events';
import { Client } from '@/testing/live-chat-harness';

/** The widget's CONNECTION_OPTIONS (apps/widget/src/socket.ts): websocket first, polling as the fallback. */
const WIDGET_OPTIONS = { transports: ['websocket', 'polling'], tryAllTransports: true, reconnectionDelayMax: 10_000 };
/** The console's (namespace-socket.ts). */
const CONSOLE_OPTIONS = { transports: ['websocket', 'polling'] };
const ACK_TIMEOUT_MS = 15_000;

/** The highest n such that 1..n are all in `seqs`: what a client holds without a gap. */
export function contiguousSeq(seqs: Iterable<number>): number {
  const known = new Set(seqs);
  let last = 0;
  while (known.has(last + 1)) last += 1;
  return last;
}

interface Pending { text: string; postback?: string; acked: (seq: number) => void }

/**
 * The widget's behaviour that matters across instances: the handshake (read at every attempt) says psid, sessionId
 * and the last seq held; on `session` the outbox is sent again (same clientMessageId: the server stores a message
 * once); history, bot and agent messages are recorded.
 */
export class WidgetCustomer extends Client {
  psid: string | null = null;
  sessionId: string | null = null;
  /** Messages of the open session that reached the customer, in arrival order (duplicates kept, to be caught). */
  readonly received: Message[] = [];
  /** The customer's own messages' seqs by clientMessageId, once acknowledged. */
  readonly acked = new Map<string, number>();
  private readonly outbox = new Map<string, Pending>();
  private ready = false;

  /** Connects through `url` (the balancer). */
  static open(url: string): WidgetCustomer {
    const holder: { customer?: WidgetCustomer } = {};
    const socket = io(`${url}${WEBCHAT_NAMESPACE}`, {
      ...WIDGET_OPTIONS, autoConnect: false, forceNew: true, auth: (send) => send(holder.customer?.handshake() ?? {}),
    });
    const customer = new WidgetCustomer(socket);
    holder.customer = customer;
    socket.connect();
    return customer;
  }

  private constructor(socket: Socket) {
    super(socket);
    socket.on('session', (payload: { psid: string; sessionId: string }) => {
      this.psid = payload.psid;
      this.sessionId = payload.sessionId;
      this.becomeReady();
    });
    socket.on('visitor', () => this.becomeReady());
    socket.on('disconnect', () => {
      this.ready = false;
    });
    socket.on('history', (payload: { messages: Message[] }) => this.receive(payload.messages));
    socket.on('botMessages', (payload: { messages: Message[] }) => this.receive(payload.messages));
    socket.on('agentMessage', (payload: { message: Message }) => this.receive([payload.message]));
  }

  handshake(): Record<string, unknown> {
    if (!this.psid) return { clientUrl: 'https://demo.brand/cluster' };
    const lastSeq = this.lastSeq();
    return { psid: this.psid, clientUrl: 'https://demo.brand/cluster', ...(this.sessionId ? { sessionId: this.sessionId } : {}), ...(lastSeq > 0 ? { lastSeq } : {}) };
  }

  /** The seqs of the session the customer holds: its own acknowledged messages and what it received. */
  seqs(): number[] {
    return [...new Set([...this.acked.values(), ...this.received.map((message) => message.seq)])].sort((a, b) => a - b);
  }

  lastSeq(): number {
    return contiguousSeq(this.seqs());
  }

  /** Starts the chat (as the widget's first open does) and resolves with the session. */
  async start(): Promise<{ psid: string; sessionId: string }> {
    await this.waitFor('visitor');
    void this.socket.timeout(ACK_TIMEOUT_MS).emitWithAck('startChat', {}).catch(() => undefined);
    return this.waitFor<{ psid: string; sessionId: string }>('session');
  }

  /** Queues a message as the widget's outbox does; resolves with its seq once acknowledged, whichever attempt it was. */
  send(text: string, clientMessageId: string, postback?: string): Promise<number> {
    return new Promise((acked) => {
      this.outbox.set(clientMessageId, { text, ...(postback ? { postback } : {}), acked });
      this.transmit(clientMessageId);
    });
  }

  /** The Retry button: sends every unacknowledged message again now. */
  retry(): void {
    for (const id of this.outbox.keys()) this.transmit(id);
  }

  /** Messages queued and not acknowledged yet. */
  get unacknowledged(): string[] {
    return [...this.outbox.keys()];
  }

  private becomeReady() {
    if (this.ready) return;
    this.ready = true;
    for (const id of this.outbox.keys()) this.transmit(id);
  }

  private transmit(clientMessageId: string) {
    const item = this.outbox.get(clientMessageId);
    if (!item || !this.ready || !this.socket.connected) return;
    const payload = { text: item.text, clientMessageId, ...(item.postback ? { postback: item.postback } : {}) };
    // No answer (the instance died with the message in flight): the next `session` sends it again.
    this.socket.timeout(ACK_TIMEOUT_MS).emit('customerMessage', payload, (error: Error | null, reply: { seq?: number; message?: string; errorCode?: unknown }) => {
      if (error) return;
      // Refused (the widget shows the text and offers Retry): recorded for the test, kept in the outbox.
      if (typeof reply.seq !== 'number') return this.record('refused', { clientMessageId, ...reply });
      if (!this.outbox.has(clientMessageId)) return;
      this.outbox.delete(clientMessageId);
      this.acked.set(clientMessageId, reply.seq);
      item.acked(reply.seq);
    });
  }

  private receive(messages: readonly Message[]) {
    this.received.push(...messages.filter((message) => message.sessionId === this.sessionId));
  }
}

/**
 * A console page's /liveConversations socket: auth { token, role: 'admin' } read at every attempt, `join` on every
 * connection, and after a reconnect `resync` with the last seq seen of each chat (what the console's resync.ts does).
 */
export class ConsoleStaff extends Client {
  /** Customer messages (userMessage) that reached this member, in arrival order. */
  readonly customerMessages: Message[] = [];
  private connections = 0;
  /** The seqs seen of each chat (sessionId →): a reconnect resyncs from the last one held without a gap. */
  readonly seen = new Map<string, Set<number>>();

  constructor(url: string, readonly login: LoginData) {
    const socket = io(`${url}${NAMESPACES.liveConversations}`, {
      ...CONSOLE_OPTIONS, autoConnect: false, forceNew: true, auth: (send) => send({ token: login.token, role: STAFF_SOCKET_ROLE }),
    });
    super(socket);
    socket.on('connect', () => void this.onConnect());
    socket.on('userMessage', (payload: { message: Message }) => {
      this.customerMessages.push(payload.message);
      this.saw(payload.message);
    });
    socket.on('response', (payload: { result: { bot_messages: Message[] } }) => payload.result.bot_messages.forEach((message) => this.saw(message)));
    socket.on('updateMessage', (payload: { updatedAdminMessage?: Message }) => payload.updatedAdminMessage && this.saw(payload.updatedAdminMessage));
    socket.connect();
  }

  get userId(): string {
    return this.login._id;
  }

  /** Resolves once connected and joined. */
  async ready(): Promise<this> {
    await this.waitFor('joined');
    return this;
  }

  /** Sends an agent's message; resolves with its seq. */
  async send(sessionId: string, text: string, clientMessageId: string): Promise<number> {
    const reply = await this.emit<{ seq: number }>('sendMessage', { sessionId, text, clientMessageId });
    if (!reply.data) throw new Error(`sendMessage refused: ${reply.message}`);
    this.saw({ sessionId, seq: reply.data.seq });
    return reply.data.seq;
  }

  private saw(message: Pick<Message, 'sessionId' | 'seq'>) {
    const seqs = this.seen.get(message.sessionId) ?? new Set<number>();
    seqs.add(message.seq);
    this.seen.set(message.sessionId, seqs);
  }

  private async onConnect() {
    this.connections += 1;
    try {
      await this.rejoin();
      this.record('joined', this.connections);
    } catch (error) {
      this.record('join_error', error instanceof Error ? error.message : String(error));
    }
  }

  private async rejoin() {
    const join = await this.emit<unknown>('join', {});
    if (!join.data) throw new Error(`join failed: ${join.message}`);
    if (this.connections > 1 && this.seen.size > 0) {
      const reply = await this.emit<{ chats: Array<{ messages: Message[] }> }>('resync', {
        chats: [...this.seen].map(([sessionId, seqs]) => ({ sessionId, lastSeq: contiguousSeq(seqs) })),
      });
      // As the console merges a resync: what it holds already is not shown again.
      for (const message of reply.data?.chats.flatMap((chat) => chat.messages) ?? []) {
        if (this.seen.get(message.sessionId)?.has(message.seq)) continue;
        if (message.sender === 'customer') this.customerMessages.push(message);
        this.saw(message);
      }
    }
  }
}
