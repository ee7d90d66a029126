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

export const socketIo: SocketFactory = (url, auth) => {
  const socket = io(url, { auth: (send) => send(auth()), reconnectionDelayMax: 10_000 });
  return {
    get connected() {
      return socket.connected;
    },
    get active() {
      return socket.active;
    },
    on: (event, listener) => void socket.on(event, listener),
    emit: (event, payload, ack) => void (ack ? socket.emit(event, payload, ack) : socket.emit(event, payload)),
    connect: () => void socket.connect(),
    disconnect: () => void socket.disconnect(),
  };
};
