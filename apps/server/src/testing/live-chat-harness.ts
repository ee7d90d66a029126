/**
 * Socket-level test helpers for live chat: a listening app, staff sockets (signed in, joined) and
 * customer sockets on /webchat, each recording every event so tests wait for events explicitly
 * (no sleeps): waitFor() finds the first unconsumed matching event, already received or not.
 */
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { NAMESPACES, STAFF_SOCKET_ROLE } from '@switchboard/contracts/auth/auth.events';
import type { SocketReply } from '@switchboard/contracts/live-chat/live-chat.events';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { WEBCHAT_NAMESPACE } from '@switchboard/contracts/live-chat/webchat.events';
import type { App } from '@/plugins/type-provider';
import { signIn } from './test-app';

export interface Recorded { event: string; payload: unknown; used: boolean }

export class Client {
  readonly events: Recorded[] = [];
  private wakers: Array<() => void> = [];

  constructor(readonly socket: Socket) {
    socket.onAny((event: string, payload: unknown) => this.record(event, payload));
    socket.on('connect', () => this.record('connect', null));
    socket.on('disconnect', (reason) => this.record('disconnect', reason));
    socket.on('connect_error', (error) => this.record('connect_error', error.message));
  }

  /** Records an event (received, or one a subclass notes itself) and wakes whoever waits for one. */
  protected record(event: string, payload: unknown) {
    this.events.push({ event, payload, used: false });
    this.wakers.splice(0).forEach((wake) => wake());
  }

  /** The first not-yet-taken `event` matching `test`, waiting up to timeoutMs for it. */
  async waitFor<T = unknown>(event: string, test: (payload: T) => boolean = () => true, timeoutMs = 8_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find((entry) => !entry.used && entry.event === event && test(entry.payload as T));
      if (found) {
        found.used = true;
        return found.payload as T;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No ${event} arrived within ${timeoutMs} ms; got: ${this.events.map((e) => e.event).join(', ')}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wakers.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Every received payload of `event` (taken or not). */
  all<T = unknown>(event: string): T[] {
    return this.events.filter((entry) => entry.event === event).map((entry) => entry.payload as T);
  }

  emit<T = unknown>(event: string, payload: unknown, timeoutMs = 8_000): Promise<SocketReply<T>> {
    return this.socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<SocketReply<T>>;
  }

  close() {
    this.socket.close();
  }
}

export interface StaffClient extends Client { userId: string; token: string }

export class LiveChatHarness {
  private readonly clients: Client[] = [];
  url = '';

  constructor(readonly app: App) {}

  async listen(): Promise<this> {
    await this.app.listen({ port: 0, host: '127.0.0.1' });
    this.url = `http://127.0.0.1:${(this.app.server.address() as AddressInfo).port}`;
    return this;
  }

  open(namespace: string, auth: Record<string, unknown>, reconnection = false): Client {
    const client = new Client(connect(`${this.url}${namespace}`, { auth, transports: ['websocket'], reconnection, forceNew: true }));
    this.clients.push(client);
    return client;
  }

  /** Signs in and connects a staff socket to `namespace`. */
  async staffOn(namespace: string, email: string): Promise<StaffClient> {
    const login = await signIn(this.app, email);
    const client = Object.assign(this.open(namespace, { token: login.token, role: STAFF_SOCKET_ROLE }), { userId: login._id, token: login.token });
    await client.waitFor('connect');
    return client;
  }

  /** Signs in, connects to /liveConversations and (unless told not to) sends `join`. */
  async staff(email: string, opts: { join?: boolean } = {}): Promise<StaffClient> {
    const client = await this.staffOn(NAMESPACES.liveConversations, email);
    if (opts.join !== false) {
      const reply = await client.emit('join', {});
      if (!reply.data) throw new Error(`join failed: ${reply.message}`);
    }
    return client;
  }

  /** A customer on /webchat; resolves once `session` arrived (a new one starts a chat: visitors get none by connecting). */
  async customer(auth: { psid?: string; lastSeq?: number; clientUrl?: string; site?: string } = {}) {
    const client = this.open(WEBCHAT_NAMESPACE, auth);
    if (!auth.psid) void client.emit('startChat', {}).catch(() => undefined);
    const session = await client.waitFor<{ psid: string; sessionId: string; chatState: string; lastSeq: number }>('session');
    return Object.assign(client, { psid: session.psid, sessionId: session.sessionId });
  }

  closeAll() {
    this.clients.splice(0).forEach((client) => client.close());
  }
}

type ChatUpdate = { changedChatDetails?: LiveChat };

/** The customer asks for an agent (quick reply); resolves when the chat is offered to `agent`. */
export async function handedOver(customer: Client & { sessionId: string }, agent: Client & { userId: string }, tag = ''): Promise<void> {
  await customer.emit('customerMessage', { text: 'Talk to an agent', clientMessageId: `handover-${tag}${customer.sessionId}`, postback: 'handover' });
  await agent.waitFor<ChatUpdate>('updation', (p) =>
    p.changedChatDetails?.sessionId === customer.sessionId && p.changedChatDetails.chatState === 'Pending' && p.changedChatDetails.agentId === agent.userId);
}
