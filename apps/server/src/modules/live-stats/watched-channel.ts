/**
 * A push-only stats channel on one staff namespace: sockets whose member lacks `feature` are
 * refused at the handshake (connect_error 'Forbidden'); a socket is a watcher from connect (or
 * `subscribe`) until `unsubscribe` or disconnect. The tickers run only while this instance has a
 * watcher and emit to its own watchers (`local`): with the Redis adapter every instance serves its
 * own sockets, so nothing is computed twice for one socket nor sent twice.
 *
 * Watchers are grouped by their member's bifurcation scope (issue 21, point 10): a socket joins
 * `<room>@<scope key>` and a tick computes the numbers once per scope that has watchers (a brand without
 * filters has one, key ''). The scope is read when the socket watches: at connect, and again on
 * `subscribe` from the session as it is now, so a changed selection moves the socket to the new scope's
 * room (the console reloads, and so reconnects, after a change, as on the live chat channel).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Socket } from 'socket.io';
import { LIVE_STATS_COMMANDS } from '@switchboard/contracts/dashboard/dashboard.events';
import { isRouteAllowed } from '@switchboard/contracts/permissions';
import { keyOfScope, scopedRoom, type Scope } from '@/lib/bifurcation-scope';
import type { AuthContext } from '@/plugins/auth';
import { memberScope } from '@/plugins/bifurcation';
import type { SocketData } from '@/realtime/realtime';
import type { Ticker } from './ticker';

export interface WatchedChannelOptions {
  namespace: Namespace;
  feature: string;
  room: string;
  logger: FastifyBaseLogger;
  /** The socket's session as it is now (null: it has ended); realtime.reauthenticate. */
  reauthenticate: (socket: Socket) => Promise<AuthContext | null>;
  /** What a new watcher gets at once, for its scope. */
  snapshot: (socket: Socket, scope: Scope) => Promise<void>;
  tickers: Ticker[];
}

export function allowedTo(feature: string) {
  return (socket: Socket, next: (error?: Error) => void) => {
    const data = socket.data as Partial<SocketData>;
    if (!data.auth) return next(new Error('Unauthorized'));
    return isRouteAllowed(data.auth.principal.permissions, feature) ? next() : next(new Error('Forbidden'));
  };
}

export function watchedChannel<Events extends object>(options: WatchedChannelOptions) {
  const { namespace, feature, room, logger, reauthenticate, snapshot, tickers } = options;
  /** socket id → its scope key; scope key → the scope and how many sockets watch it. */
  const watchers = new Map<string, string>();
  const scopes = new Map<string, { scope: Scope; sockets: number }>();
  // Once closed (app shutdown), a socket leaving never restarts the tickers on a pool about to end.
  let closed = false;
  const settle = () => {
    if (!closed && watchers.size > 0) tickers.forEach((ticker) => ticker.start());
    else void Promise.all(tickers.map((ticker) => ticker.stop()));
  };
  const forget = (socket: Socket): string | undefined => {
    const key = watchers.get(socket.id);
    if (key === undefined) return undefined;
    watchers.delete(socket.id);
    const entry = scopes.get(key);
    if (entry && --entry.sockets === 0) scopes.delete(key);
    return key;
  };
  const unwatch = async (socket: Socket) => {
    const key = forget(socket);
    if (key !== undefined) await socket.leave(scopedRoom(room, key));
    settle();
  };
  const watch = async (socket: Socket, auth: AuthContext | null) => {
    if (!auth) return void socket.disconnect(true);
    if (closed || socket.disconnected) return;
    if (!isRouteAllowed(auth.principal.permissions, feature)) return unwatch(socket);
    const scope = memberScope(auth.principal);
    const key = keyOfScope(scope);
    if (watchers.get(socket.id) === key) return;
    const previous = forget(socket);
    watchers.set(socket.id, key);
    const entry = scopes.get(key);
    if (entry) entry.sockets += 1;
    else scopes.set(key, { scope, sockets: 1 });
    if (previous !== undefined) await socket.leave(scopedRoom(room, previous));
    await socket.join(scopedRoom(room, key));
    settle();
    await snapshot(socket, scope).catch((err: unknown) => logger.warn({ err, room }, 'live stats snapshot failed'));
  };

  namespace.use(allowedTo(feature));
  namespace.on('connection', (socket) => {
    // The promises are returned: the realtime guard (socket-guard.ts) catches a failure instead of the process dying of it.
    socket.on(LIVE_STATS_COMMANDS.subscribe, async () => watch(socket, await reauthenticate(socket)));
    socket.on(LIVE_STATS_COMMANDS.unsubscribe, () => unwatch(socket));
    socket.on('disconnect', () => unwatch(socket));
    void watch(socket, (socket.data as SocketData).auth);
  });

  const send = <E extends keyof Events & string>(key: string, event: E, payload: Events[E]) =>
    void namespace.local.to(scopedRoom(room, key)).emit(event, payload);

  return {
    /** Computes `payload` once per watched scope and sends it to that scope's watchers on this instance. */
    publish: async <E extends keyof Events & string>(event: E, payload: (scope: Scope) => Promise<Events[E]>): Promise<void> => {
      await Promise.all([...scopes].map(async ([key, { scope }]) => send(key, event, await payload(scope))));
    },
    /** Sends numbers that are the same for every scope to every watcher on this instance. */
    emitAll: <E extends keyof Events & string>(event: E, payload: Events[E]): void => {
      for (const key of scopes.keys()) send(key, event, payload);
    },
    /** The watchers of this instance. */
    get watching(): number {
      return watchers.size;
    },
    close: async (): Promise<void> => {
      closed = true;
      await Promise.all(tickers.map((ticker) => ticker.stop()));
    },
  };
}
