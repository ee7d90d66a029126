/**
 * The socket as the chat client needs it. The real one is socket.io-client; tests pass a fake.
 * `auth` is read on every (re)connection attempt, so a reconnect sends the latest psid and lastSeq.
 */
import { io } from 'socket.io-client';
import type { HandshakeAuth } from './events';

export type Listener = (...args: unknown[]) => void;

export interface ChatSocket {
  readonly connected: boolean;
  /** False after the server refused the connection (socket.io then stops reconnecting). */
  readonly active: boolean;
  on(event: string, listener: Listener): void;
  emit(event: string, payload: unknown, ack?: (reply: unknown) => void): void;
  connect(): void;
  disconnect(): void;
}

export type SocketFactory = (url: string, auth: () => HandshakeAuth) => ChatSocket;

/**
 * Websocket first: one connection, and a browser sends no CORS preflight or long-poll round trips for it (the
 * server checks the page's origin at the handshake). Long-polling is the fallback when a proxy or network blocks
 * websockets: with tryAllTransports a failed websocket is followed by polling before the attempt counts as failed.
 */
export const CONNECTION_OPTIONS = { transports: ['websocket', 'polling'], tryAllTransports: true, reconnectionDelayMax: 10_000 };

export const socketIo: SocketFactory = (url, auth) => {
  const socket = io(url, { auth: (send) => send(auth()), ...CONNECTION_OPTIONS });
  // A first connection that fails on every transport (a website the brand has not allowed, a server that is down):
  // socket.io would retry every few seconds, for ever, as "Reconnecting…". Reported as not active instead, so the
  // chat client says it cannot connect and retries more slowly; once connected, socket.io reconnects by itself again.
  let everConnected = false;
  let unreachable = false;
  socket.on('connect', () => {
    everConnected = true;
    unreachable = false;
    socket.io.reconnection(true);
  });
  socket.on('connect_error', () => {
    if (everConnected) return;
    unreachable = true;
    socket.io.reconnection(false);
  });
  return {
    get connected() {
      return socket.connected;
    },
    get active() {
      return socket.active && !unreachable;
    },
    on: (event, listener) => void socket.on(event, listener),
    emit: (event, payload, ack) => void (ack ? socket.emit(event, payload, ack) : socket.emit(event, payload)),
    connect: () => void socket.connect(),
    disconnect: () => void socket.disconnect(),
  };
};
