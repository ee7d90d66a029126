/** Test doubles: a socket the test drives as the server would, and an in-memory state store. */
import type { HandshakeAuth, Message } from '../events';
import type { ChatSocket, Listener, SocketFactory } from '../socket';
import type { SavedState, StateStore } from '../storage';

export interface Emitted { event: string; payload: unknown; ack?: (reply: unknown) => void }

export class FakeSocket implements ChatSocket {
  connected = false;
  active = true;
  emitted: Emitted[] = [];
  handshakes: HandshakeAuth[] = [];
  private readonly handlers = new Map<string, Listener[]>();

  constructor(readonly url: string, private readonly auth: () => HandshakeAuth) {}

  on(event: string, listener: Listener): void {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
  }
  emit(event: string, payload: unknown, ack?: (reply: unknown) => void): void {
    this.emitted.push(ack ? { event, payload, ack } : { event, payload });
  }
  connect(): void {}
  disconnect(): void {
    this.connected = false;
    this.active = false;
  }

  /** The server accepts the connection (reads the handshake as socket.io would). */
  open(): void {
    this.handshakes.push(this.auth());
    this.connected = true;
    this.fire('connect');
  }
  /** The connection drops; socket.io would reconnect by itself. */
  drop(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }
  fire(event: string, ...args: unknown[]): void {
    for (const listener of this.handlers.get(event) ?? []) listener(...args);
  }
  sent(event: string): Emitted[] {
    return this.emitted.filter((item) => item.event === event);
  }
}

export function fakeSocketFactory(): { factory: SocketFactory; sockets: FakeSocket[]; last(): FakeSocket } {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    factory: (url, auth) => {
      const socket = new FakeSocket(url, auth);
      sockets.push(socket);
      return socket;
    },
    last: () => {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket was created');
      return socket;
    },
  };
}

export function memoryStore(initial: SavedState = {}): StateStore & { state: SavedState } {
  const store = {
    state: structuredClone(initial),
    load: () => structuredClone(store.state),
    save: (state: SavedState) => void (store.state = structuredClone(state)),
  };
  return store;
}

let counter = 0;
export function message(overrides: Partial<Message> & Pick<Message, 'seq'>): Message {
  counter += 1;
  return {
    chatlogId: `c-${overrides.sessionId ?? 's1'}-${overrides.seq}`,
    sessionId: 's1',
    psid: 'p1',
    sender: 'chatbot',
    type: 'text',
    content: { text: `message ${counter}` },
    readStatus: 'sent',
    timestamp: '2030-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export const session = (overrides: Record<string, unknown> = {}) => ({
  psid: 'p1', sessionId: 's1', chatState: 'BotHandling', lastSeq: 0, ...overrides,
});
