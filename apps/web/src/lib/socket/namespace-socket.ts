/**
 * One socket.io client per namespace (spec §7 realtime). The handshake carries {token, role: 'admin'} in auth and
 * publicIP in the query; the connection flag follows connect, connect error, error and disconnect;
 * a server-side disconnect reconnects. socket.io-client is loaded on first use only.
 */
import type { Socket } from 'socket.io-client';
import { STAFF_SOCKET_ROLE } from '@switchboard/contracts/auth/auth.events';
import { ENV } from '@/config/env';
import { useConnectivityStore } from '@/lib/connectivity/connectivity-store';
import { onSessionReset } from '@/lib/session/reset-session';
import { getToken } from '@/lib/session/session-store';
import { fetchPublicIp } from '@/lib/socket/public-ip';

const sockets = new Map<string, Promise<Socket>>();

function track(socket: Socket): void {
  const setConnected = useConnectivityStore.getState().setSocketConnected;
  socket.on('connect', () => setConnected(true));
  socket.on('connect_error', () => setConnected(false));
  socket.io.on('error', () => setConnected(false));
  socket.on('disconnect', (reason) => {
    setConnected(false);
    if (reason === 'io server disconnect' && getToken()) socket.connect();
  });
}

async function open(namespace: string): Promise<Socket> {
  const [{ io }, publicIP] = await Promise.all([import('socket.io-client'), fetchPublicIp()]);
  const socket = io(`${ENV.apiBaseUrl}${namespace}`, {
    // §6: the staff connection identifies itself with role admin, alongside the token.
    auth: (send) => send({ token: getToken(), role: STAFF_SOCKET_ROLE }),
    query: publicIP ? { publicIP } : {},
    transports: ['websocket', 'polling'],
  });
  track(socket);
  return socket;
}

/** The namespace's socket, opened on first call. */
export function getNamespaceSocket(namespace: string): Promise<Socket> {
  let socket = sockets.get(namespace);
  if (!socket) {
    socket = open(namespace);
    sockets.set(namespace, socket);
  }
  return socket;
}

/** Reconnects every socket that is not connected (the Reconnect action). */
export function reconnectSockets(): void {
  sockets.forEach((pending) => void pending.then((socket) => !socket.connected && socket.connect()));
}

export function closeSockets(): void {
  sockets.forEach((pending) => void pending.then((socket) => socket.disconnect()));
  sockets.clear();
}

onSessionReset(closeSockets);
