/**
 * A push-only stats channel on one staff namespace: sockets whose member lacks `feature` are
 * refused at the handshake (connect_error 'Forbidden'); a socket is a watcher from connect (or
 * `subscribe`) until `unsubscribe` or disconnect. The tickers run only while this instance has a
 * watcher and emit to its own watchers (`local`): with the Redis adapter every instance serves its
 * own sockets, so nothing is computed twice for one socket nor sent twice.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Socket } from 'socket.io';
import { LIVE_STATS_COMMANDS } from '@switchboard/contracts/dashboard/dashboard.events';
import { isRouteAllowed } from '@switchboard/contracts/permissions';
import type { SocketData } from '@/realtime/realtime';
import type { Ticker } from './ticker';

export interface WatchedChannelOptions {
  namespace: Namespace;
  feature: string;
  room: string;
  logger: FastifyBaseLogger;
  /** What a new watcher gets at once. */
  snapshot: (socket: Socket) => Promise<void>;
  tickers: Ticker[];
}

export function allowedTo(feature: string) {
  return (socket: Socket, next: (error?: Error) => void) => {
    const data = socket.data as Partial<SocketData>;
    if (!data.auth) return next(new Error('Unauthorized'));
    return isRouteAllowed(data.auth.principal.permissions, feature) ? next() : next(new Error('Forbidden'));
  };
}

export function watchedChannel<Events extends object>({ namespace, feature, room, logger, snapshot, tickers }: WatchedChannelOptions) {
  const watchers = new Set<string>();
  const settle = () => {
    if (watchers.size > 0) tickers.forEach((ticker) => ticker.start());
    else void Promise.all(tickers.map((ticker) => ticker.stop()));
  };
  const watch = async (socket: Socket) => {
    if (watchers.has(socket.id) || socket.disconnected) return;
    watchers.add(socket.id);
    await socket.join(room);
    settle();
    await snapshot(socket).catch((err: unknown) => logger.warn({ err, room }, 'live stats snapshot failed'));
  };
  const unwatch = async (socket: Socket) => {
    watchers.delete(socket.id);
    await socket.leave(room);
    settle();
  };

  namespace.use(allowedTo(feature));
  namespace.on('connection', (socket) => {
    // The promises are returned: the realtime guard (socket-guard.ts) catches a failure instead of the process dying of it.
    socket.on(LIVE_STATS_COMMANDS.subscribe, () => watch(socket));
    socket.on(LIVE_STATS_COMMANDS.unsubscribe, () => unwatch(socket));
    socket.on('disconnect', () => unwatch(socket));
    void watch(socket);
  });

  return {
    /** The watchers of this instance. */
    emit: <E extends keyof Events & string>(event: E, payload: Events[E]) => void namespace.local.to(room).emit(event, payload),
    get watching(): number {
      return watchers.size;
    },
    close: () => Promise.all(tickers.map((ticker) => ticker.stop())).then(() => undefined),
  };
}
