/**
 * One socket.io client per namespace (spec §7 realtime). The handshake carries {token, role: 'admin'} in auth and
 * publicIP in the query; the connection flag follows connect, connect error, error and disconnect;
 * a server-side disconnect reconnects. socket.io-client is loaded on first use only.
 */
import type { Socket } from 'socket.io-client';
import { NAMESPACES, STAFF_SOCKET_ROLE } from '@switchboard/contracts/auth/auth.events';
import { STAFF_EVENTS } from '@switchboard/contracts/live-chat/live-chat.events';
import { ENV } from '@/config/env';
import { useConnectivityStore } from '@/lib/connectivity/connectivity-store';
import { onSessionReset } from '@/lib/session/reset-session';
import { getToken } from '@/lib/session/session-store';
import { fetchPublicIp } from '@/lib/socket/public-ip';

const sockets = new Map<string, Promise<Socket>>();

/**
 * Events that carry a state the server sends on connecting (and again when it changes). Several parts of the console
 * open the same socket; one that starts listening after the connection would never see the first state (the chat
 * counters and the availability switch stayed "checking" when the page's code arrived before the listeners' did).
 * The latest of each is kept from the moment the socket is made, for late listeners (replayState).
 */
const STATE_EVENTS: Readonly<Record<string, readonly string[]>> = {
  [NAMESPACES.liveConversations]: [STAFF_EVENTS.detailedChatStats, STAFF_EVENTS.getAgentState],
};
const latestStates = new WeakMap<Socket, Map<string, unknown>>();

function keepStates(socket: Socket, namespace: string): void {
  const latest = new Map<string, unknown>();
  latestStates.set(socket, latest);
  for (const event of STATE_EVENTS[namespace] ?? []) socket.on(event, (payload: unknown) => latest.set(event, payload));
}

/** Hands a listener that has just attached the latest state events the socket has had (see STATE_EVENTS). */
export function replayState(socket: Socket, handlers: Readonly<Record<string, (payload: unknown) => void>>): void {
  latestStates.get(socket)?.forEach((payload, event) => handlers[event]?.(payload));
}

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
  keepStates(socket, namespace);
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
