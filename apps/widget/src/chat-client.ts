/**
 * The customer's side of /webchat without any DOM: session and psid, the transcript, the outbox
 * (resent with the same clientMessageId after every reconnect), delivery watermarks, typing, queue
 * and chat state. The view subscribes and redraws on every change.
 */
import { newId as randomId } from './dom';
import {
  EVENTS, HANDOVER_POSTBACK, type CustomerMessagePayload, type CustomerTypingPayload,
  type DeliveryStatus, type HandshakeAuth, type Message, type MessagesSeenPayload, TICKET_EVENTS, type WidgetTicketPayload,
} from './events';
import { Outbox, type OutboxItem } from './outbox';
import { asChatState, asConfig, isAck, isObject } from './payload-checks';
import { socketIo, type ChatSocket } from './socket';
import { Transcript } from './transcript';
import { TypingSignal } from './typing-signal';
import { MAX_TEXT, TEXTS, type Change, type ChatClientOptions, type ClientState } from './client-state';

const MAX_POSTBACK = 200;
const KEPT_MESSAGES = 100;
const TYPING_STALE_MS = 20_000;
const RATE_LIMITED = 'RATE_LIMITED';

export class ChatClient {
  readonly transcript = new Transcript();
  readonly outbox: Outbox;
  readonly state: ClientState = { connection: 'connecting', chatState: null, queue: null, typing: null, ticket: { kind: 'none' }, config: null };
  /** Availability is asked once per wait in the queue. */
  private ticketAsked = false;
  psid: string | null = null;
  private socket: ChatSocket | null = null;
  /** True once this connection's `session` arrived: messages are sent from then on. */
  private ready = false;
  private seenSent = 0;
  private readonly typing = new TypingSignal((typing) => {
    if (!this.ready || !this.socket?.connected) return false;
    const payload: CustomerTypingPayload = { typing };
    this.socket.emit(EVENTS.customerTyping, payload);
    return true;
  });
  private typingStale: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryDelay = 5_000;
  private readonly clientIds = new Map<string, string>();
  /** The last `session`'s lastSeq, until the `history` that answers it arrives (onHistory). */
  private sessionAnswered: { sessionId: string; lastSeq: number } | null = null;
  private readonly listeners = new Set<(change: Change) => void>();

  constructor(private readonly options: ChatClientOptions) {
    this.outbox = new Outbox(options.newId ?? randomId);
    const saved = options.store.load();
    if (typeof saved.psid === 'string') this.psid = saved.psid;
    this.transcript.restore(Array.isArray(saved.messages) ? saved.messages : [], saved.marks);
    if (typeof saved.sessionId === 'string') this.transcript.setSession(saved.sessionId);
    this.outbox.restore(Array.isArray(saved.outbox) ? saved.outbox : []);
  }

  /** What the handshake sends: lastSeq is the last message held without a gap before it, so nothing is skipped. */
  handshake(): HandshakeAuth {
    const auth: HandshakeAuth = { clientUrl: (this.options.clientUrl ?? (() => location.href))().slice(0, 2000) };
    if (this.psid) auth.psid = this.psid;
    if (this.options.site) auth.site = this.options.site;
    const lastSeq = this.transcript.heldWithoutGap();
    if (this.psid && lastSeq > 0) auth.lastSeq = lastSeq;
    if (this.psid && this.transcript.currentSessionId) auth.sessionId = this.transcript.currentSessionId;
    return auth;
  }

  start(): void {
    if (this.socket) return;
    const socket = (this.options.socketFactory ?? socketIo)(this.options.url, () => this.handshake());
    this.socket = socket;
    socket.on('connect', () => {
      this.retryDelay = 5_000;
      this.update({ connection: 'online' });
    });
    socket.on('disconnect', () => {
      this.ready = false;
      this.sessionAnswered = null;
      this.update({ connection: socket.active ? 'reconnecting' : 'offline', typing: null });
    });
    socket.on('connect_error', () => {
      if (socket.active) return this.update({ connection: 'reconnecting' });
      // Refused by the server: socket.io stops here, the widget keeps trying, slower each time.
      this.update({ connection: 'offline' });
      clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => socket.connect(), this.retryDelay);
      this.retryDelay = Math.min(this.retryDelay * 2, 60_000);
    });
    socket.on(EVENTS.widgetConfig, (payload) => this.update({ config: asConfig(payload) ?? this.state.config }));
    socket.on(EVENTS.visitor, () => this.onVisitor());
    socket.on(EVENTS.session, (payload) => this.onSession(payload));
    socket.on(EVENTS.history, (payload) => this.onHistory(payload));
    socket.on(EVENTS.botMessages, (payload) => this.receive(isObject(payload) ? payload.messages : undefined));
    socket.on(EVENTS.agentMessage, (payload) => this.receive(isObject(payload) ? [payload.message] : undefined));
    socket.on(EVENTS.messageStatus, (payload) => this.onStatus(payload));
    socket.on(EVENTS.typingStatus, (payload) => this.onTyping(payload));
    socket.on(EVENTS.queueStatus, (payload) => this.onQueue(payload));
    socket.on(EVENTS.chatState, (payload) => this.onChatState(isObject(payload) ? payload.chatState : payload));
  }

  /** The "Talk to a person" way out: one message whose postback always reaches a person (or the ticket offer). */
  askForPerson(): string | null {
    return this.send(TEXTS.talkToPerson, HANDOVER_POSTBACK);
  }

  stop(): void {
    clearTimeout(this.retryTimer);
    this.typing.dispose();
    clearTimeout(this.typingStale);
    this.socket?.disconnect();
    this.socket = null;
  }

  subscribe(listener: (change: Change) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Queues a message and sends it when connected; returns a problem to show, or null. */
  send(text: string, postback?: string): string | null {
    const trimmed = text.trim();
    if (!trimmed) return TEXTS.empty;
    if (trimmed.length > MAX_TEXT) return TEXTS.tooLong;
    this.stopTyping();
    const item = this.outbox.add(trimmed, postback !== undefined && postback.length <= MAX_POSTBACK ? postback : undefined);
    this.save();
    this.changed([]);
    this.transmit(item);
    return null;
  }

  retry(clientMessageId: string): void {
    const item = this.outbox.sending(clientMessageId);
    if (!item) return;
    this.changed([]);
    this.transmit(item);
  }

  /** The key a view uses for a message: stable from "sending" to "sent". */
  keyOf(message: Message): string {
    return this.clientIds.get(message.chatlogId) ?? message.chatlogId;
  }

  status(message: Message): DeliveryStatus {
    return this.transcript.status(message);
  }

  /** Call while the customer can see the messages: tells the server what they have seen. */
  markSeen(): void {
    const upToSeq = this.transcript.lastSeq();
    if (!this.ready || !this.socket?.connected || upToSeq <= this.seenSent) return;
    this.seenSent = upToSeq;
    const payload: MessagesSeenPayload = { upToSeq };
    this.socket.emit(EVENTS.messagesSeen, payload);
  }

  /** Call on every keystroke: sends typing=true at most every few seconds, typing=false when idle. */
  noteTyping(now = Date.now()): void {
    this.typing.note(now);
  }

  stopTyping(): void {
    this.typing.stop();
  }

  private transmit(item: OutboxItem): void {
    const socket = this.socket;
    if (!this.ready || !socket?.connected) return;
    const id = item.clientMessageId;
    const payload: CustomerMessagePayload = { text: item.text, clientMessageId: id };
    if (item.postback !== undefined) payload.postback = item.postback;
    const timer = setTimeout(() => {
      if (this.outbox.get(id)?.state !== 'sending') return;
      this.outbox.fail(id, TEXTS.timeout, true);
      this.changed([]);
    }, this.options.ackTimeoutMs ?? 15_000);
    socket.emit(EVENTS.customerMessage, payload, (reply) => {
      clearTimeout(timer);
      this.onAck(id, reply);
    });
  }

  private onAck(clientMessageId: string, reply: unknown): void {
    // The contract's ack is { chatlogId, seq }; a { data: ack } wrapper is accepted too.
    const ack = isAck(reply) ? reply : isObject(reply) && isAck(reply.data) ? reply.data : null;
    if (!ack) {
      const limited = isObject(reply) && reply.errorCode === RATE_LIMITED;
      const message = isObject(reply) && typeof reply.message === 'string' ? reply.message : limited ? TEXTS.slowDown : TEXTS.refused;
      // A server error (5xx) or "slow down" is worth sending again (the failed row keeps the text and offers
      // Retry; a reconnect resends it); a refusal (validation, 412) is not.
      const retryable = limited || (isObject(reply) && typeof reply.errorCode === 'number' && reply.errorCode >= 500);
      if (this.outbox.get(clientMessageId)) this.outbox.fail(clientMessageId, message, retryable);
      this.save();
      return this.changed([]);
    }
    const item = this.outbox.acknowledge(clientMessageId);
    if (!item) return;
    this.clientIds.set(ack.chatlogId, clientMessageId);
    const added = this.transcript.add([{
      chatlogId: ack.chatlogId, seq: ack.seq, sessionId: this.transcript.currentSessionId ?? '', psid: this.psid ?? '',
      sender: 'customer', type: 'text', content: { text: item.text }, readStatus: 'sent', timestamp: item.createdAt,
    } satisfies Message]);
    this.save();
    this.changed(added);
  }

  /** No chat yet (a new visitor, or the server forgot our psid): ready to send; the first message starts the chat. */
  private onVisitor(): void {
    if (this.psid !== null) {
      this.forget();
      this.update({ chatState: null, queue: null });
    }
    this.psid = null;
    this.becomeReady();
  }

  /** Another identity: the old conversation is not theirs to see. */
  private forget(): void {
    this.transcript.clear();
    this.clientIds.clear();
    this.seenSent = 0;
  }

  /** Sends what waited for the connection, once per connection (a `session` mid-connection resends nothing in flight). */
  private becomeReady(): void {
    const wasReady = this.ready;
    this.ready = true;
    this.save();
    if (!wasReady) {
      for (const item of this.outbox.toResend()) {
        this.outbox.sending(item.clientMessageId);
        this.transmit(item);
      }
    }
    this.changed([]);
  }

  private onSession(payload: unknown): void {
    if (!isObject(payload) || typeof payload.psid !== 'string' || typeof payload.sessionId !== 'string') return;
    // Another identity (the server forgot ours).
    if (this.psid !== null && payload.psid !== this.psid) this.forget();
    if (payload.sessionId !== this.transcript.currentSessionId) this.seenSent = 0;
    this.psid = payload.psid;
    this.transcript.setSession(payload.sessionId);
    this.sessionAnswered = typeof payload.lastSeq === 'number' ? { sessionId: payload.sessionId, lastSeq: payload.lastSeq } : null;
    const chatState = asChatState(payload.chatState) ?? this.state.chatState;
    this.update({ chatState, ...(chatState === 'Inqueue' ? {} : { queue: null }) });
    this.becomeReady();
  }

  /**
   * What was missed since the handshake's lastSeq, answering the `session` just before it: with it the session is
   * held complete up to that session's lastSeq (whispers never come, and must not make the next reconnect ask again).
   */
  private onHistory(payload: unknown): void {
    this.receive(isObject(payload) ? payload.messages : undefined);
    const answered = this.sessionAnswered;
    this.sessionAnswered = null;
    if (answered) this.transcript.completeThrough(answered.sessionId, answered.lastSeq);
  }

  private receive(messages: unknown): void {
    if (!Array.isArray(messages)) return;
    const added = this.transcript.add(messages);
    if (!added.length) return;
    if (added.some((message) => message.sender !== 'customer')) {
      clearTimeout(this.typingStale);
      this.state.typing = null;
    }
    this.save();
    this.changed(added);
  }

  private onStatus(payload: unknown): void {
    if (!isObject(payload) || typeof payload.upToSeq !== 'number' || typeof payload.readStatus !== 'string') return;
    if (this.transcript.applyStatus(payload.upToSeq, payload.readStatus as DeliveryStatus)) {
      this.save();
      this.changed([]);
    }
  }

  private onTyping(payload: unknown): void {
    if (!isObject(payload)) return;
    clearTimeout(this.typingStale);
    if (payload.typing !== true) return this.update({ typing: null });
    this.typingStale = setTimeout(() => this.update({ typing: null }), TYPING_STALE_MS);
    this.update({ typing: typeof payload.name === 'string' && payload.name ? { name: payload.name } : {} });
  }

  private onQueue(payload: unknown): void {
    const valid = isObject(payload) && typeof payload.position === 'number' && typeof payload.expectedWaitSeconds === 'number';
    this.update({ queue: valid ? { position: payload.position as number, expectedWaitSeconds: payload.expectedWaitSeconds as number } : null });
    if (!valid) this.ticketAsked = false;
    else if (!this.ticketAsked && this.state.ticket.kind === 'none') this.askTicketAvailability();
  }

  /** Queued: when no agent is online and accepting chats, the customer may leave a ticket instead. */
  private askTicketAvailability(): void {
    this.ticketAsked = true;
    this.socket?.emit(TICKET_EVENTS.availability, {}, (reply) => {
      const data = isObject(reply) && isObject(reply.data) ? reply.data : null;
      if (data?.agentsAvailable === false && this.state.ticket.kind === 'none') this.update({ ticket: { kind: 'offered' } });
    });
  }

  /** Connected with no chat yet (no psid): the pre-chat form applies. */
  get visitor(): boolean {
    return this.ready && this.psid === null;
  }

  /** The session the transcript shows (the one a survey rates). */
  get sessionId(): string | null {
    return this.transcript.currentSessionId;
  }

  /** Emits an event with an ack; resolves with the server's reply, or `{ message }` when offline or unanswered. */
  request(event: string, payload: unknown): Promise<unknown> {
    const socket = this.socket;
    if (!this.ready || !socket?.connected) return Promise.resolve({ message: TEXTS.timeout });
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve({ message: TEXTS.timeout }), this.options.ackTimeoutMs ?? 15_000);
      socket.emit(event, payload, (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
    });
  }

  /** Sends the ticket form; resolves with a problem to show, or null once the ticket is stored. */
  async leaveTicket(input: WidgetTicketPayload): Promise<string | null> {
    const reply = await this.request(TICKET_EVENTS.create, input);
    const data = isObject(reply) && isObject(reply.data) ? reply.data : null;
    if (!data || typeof data.ticketId !== 'string') return isObject(reply) && typeof reply.message === 'string' ? reply.message : TEXTS.refused;
    this.update({ ticket: { kind: 'sent', message: typeof data.message === 'string' ? data.message : 'Thank you.' } });
    return null;
  }

  /** The contract names the event but not its payload: a ChatState or `{ chatState }` is accepted. */
  private onChatState(value: unknown): void {
    const chatState = asChatState(value);
    if (!chatState) return;
    this.update({ chatState, ...(chatState === 'Inqueue' ? {} : { queue: null }), ...(chatState === 'Resolved' ? { typing: null } : {}) });
  }

  private update(patch: Partial<ClientState>): void {
    Object.assign(this.state, patch);
    this.changed([]);
  }

  private changed(added: readonly Message[]): void {
    for (const listener of this.listeners) listener({ added });
  }

  private save(): void {
    const { messages, marks } = this.transcript.snapshot(KEPT_MESSAGES);
    const state = { messages, marks, outbox: [...this.outbox.list()], lastSeq: this.transcript.lastSeq() };
    this.options.store.save({
      ...state,
      ...(this.psid ? { psid: this.psid } : {}),
      ...(this.transcript.currentSessionId ? { sessionId: this.transcript.currentSessionId } : {}),
    });
  }
}
