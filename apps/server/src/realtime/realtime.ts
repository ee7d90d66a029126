/**
 * socket.io on the Fastify HTTP server: the namespaces of contracts' NAMESPACES, each refusing
 * sockets whose handshake `auth.token` is not a live session (connect_error 'Unauthorized') or whose
 * `auth.role` is other than admin (§6).
 * Staff sockets join `admin:<userId>` and `session:<jti>`. The customers' namespace /webchat is
 * the exception: it never sees the staff check; the live-chat module installs its own handshake
 * middleware on it (`webchat`). With REDIS_URL the Redis adapter fans events out across instances (redis-link.ts:
 * how it outlives a Redis restart) and carries the instances' cache invalidations (cluster-bus.ts).
 * Every namespace and socket is guarded first (socket-guard.ts): packet size and depth bounded, no
 * handler's error escapes.
 */
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type Namespace, type Socket } from 'socket.io';
import { NAMESPACES, STAFF_SOCKET_ROLE } from '@switchboard/contracts/auth/auth.events';
import type { RedisState } from '@switchboard/contracts/auth/auth.schemas';
import { WEBCHAT_NAMESPACE } from '@switchboard/contracts/live-chat/webchat.events';
import type { AuthContext, Authenticator } from '@/plugins/auth';
import type { WidgetOrigins } from '@/plugins/widget-origins';
import type { NamespaceEvents, NamespaceKey, WebchatEvents } from './events';
import { ClusterBus } from './cluster-bus';
import { openRedisLink } from './redis-link';
import { rooms } from './rooms';
import { guardNamespace, guardSocket, MAX_PACKET_BYTES } from './socket-guard';

export interface SocketData {
  auth: AuthContext;
  publicIP?: string;
}

export interface Realtime {
  readonly io: Server;
  /** The customers' namespace (no staff check; its owner adds the handshake middleware). */
  readonly webchat: Namespace;
  /** Events reach other instances (the Redis adapter): several processes may serve the same database. */
  readonly shared: boolean;
  /** Cache invalidations to and from the other instances. */
  readonly peers: ClusterBus;
  /** Whether the Redis joining the instances answers ('off': none configured). */
  redisState(): RedisState;
  /**
   * Closes every client connection of this instance without a socket.io disconnect, so each client reconnects by
   * itself (through the balancer, possibly to another instance) and catches up by seq.
   */
  reconnectClients(): void;
  /** Emits to a room (or the union of rooms) of a namespace (call after the transaction commits). */
  publish<N extends NamespaceKey, E extends keyof NamespaceEvents[N] & string>(
    namespace: N,
    room: string | readonly string[],
    event: E,
    payload: NamespaceEvents[N][E],
  ): void;
  /** Emits to customer rooms of /webchat (call after the transaction commits). */
  publishCustomer<E extends keyof WebchatEvents & string>(room: string, event: E, payload: WebchatEvents[E]): void;
  /**
   * Checks a staff socket's session again (from the auth cache when fresh) and stores the current
   * permissions on it, so a role change or a revocation counts on the next event, not the next
   * connection. Null when the session has ended.
   */
  reauthenticate(socket: Socket): Promise<AuthContext | null>;
  /** Disconnects a room's sockets in every namespace, after `delayMs` so a last event gets out. */
  disconnect(room: string, delayMs?: number): void;
  /**
   * Stops serving clients: each is told to reconnect (elsewhere, through the balancer), not to stay away. Events
   * published afterwards (work in flight finishing) still reach other instances until closeRedis().
   */
  close(): Promise<void>;
  /** Closes the Redis connections: after the modules have finished their work. */
  closeRedis(): Promise<void>;
}

export interface RealtimeOptions {
  authenticator: Authenticator;
  logger: FastifyBaseLogger;
  redisUrl?: string | undefined;
  /** The bus the app's caches listen on (created before realtime: the authenticator publishes on it). */
  peers?: ClusterBus | undefined;
  /**
   * Browser pages allowed to connect (plugins/widget-origins): the widget's websites pass the handshake and CORS
   * on either transport; staff namespaces take only the console's own pages. Without it, any origin passes.
   */
  origins?: Pick<WidgetOrigins, 'allowsWidget' | 'allowsStaff' | 'corsOrigin'> | undefined;
}

const ORIGIN_REFUSED = 'Origin not allowed';
export const ROLE_REFUSED = 'Staff sockets identify themselves with role admin';

const tokenOf = (socket: Socket): string | null => {
  const raw: unknown = socket.handshake.auth?.token;
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  return raw.replace(/^Bearer\s+/i, '').trim();
};

export function createRealtime(httpServer: HttpServer, options: RealtimeOptions): Realtime {
  const origins = options.origins;
  const io = new Server(httpServer, {
    serveClient: false,
    maxHttpBufferSize: MAX_PACKET_BYTES,
    ...(origins ? {
      // The handshake (websocket upgrade or first poll) of a page from an unlisted origin answers 403.
      allowRequest: (request, done) => void origins.allowsWidget(request).then(
        (allowed) => done(allowed ? null : ORIGIN_REFUSED, allowed), () => done(ORIGIN_REFUSED, false)),
      // Polling answers are readable by allowed pages only (their origin echoed, never '*').
      cors: (request, done) => void origins.corsOrigin(request).then(
        (origin) => done(null, origin ? { origin, methods: ['GET', 'POST'] } : { origin: false }), (err: Error) => done(err)),
    } : {}),
  });
  const reconnectClients = () => {
    // Each connection closed as a transport: the client sees "transport close" and reconnects by itself (a socket.io
    // disconnect would tell it to stay away: the widget then stops trying). Namespaces are listed below; this runs
    // later, when Redis comes back.
    for (const namespace of [...namespaces, webchat]) namespace.sockets.forEach((socket) => socket.conn.close());
  };
  const redis = options.redisUrl ? openRedisLink(options.redisUrl, options.logger, reconnectClients) : null;
  if (redis) io.adapter(createAdapter(redis.pub, redis.sub));
  const peers = options.peers ?? new ClusterBus();
  peers.attach(io, redis !== null);
  const timers = new Set<NodeJS.Timeout>();

  const authenticate = async (socket: Socket, next: (error?: Error) => void): Promise<void> => {
    // §6: staff sockets say role admin; one that claims another role (a customer's client, say) is not staff.
    const role: unknown = socket.handshake.auth?.role;
    if (role !== undefined && role !== STAFF_SOCKET_ROLE) return next(new Error(ROLE_REFUSED));
    const token = tokenOf(socket);
    const auth = token ? await options.authenticator.authenticate(token).catch(() => null) : null;
    if (!auth) return next(new Error('Unauthorized'));
    const publicIP = socket.handshake.query.publicIP;
    socket.data = { auth, ...(typeof publicIP === 'string' ? { publicIP } : {}) } satisfies SocketData;
    next();
  };

  const namespaces = ['/', ...Object.values(NAMESPACES)].map((name) => io.of(name));
  const webchat = io.of(WEBCHAT_NAMESPACE);
  // First of all: every socket guarded (see socket-guard) before any module listens to it.
  for (const namespace of [...namespaces, webchat]) {
    guardNamespace(namespace, options.logger);
    namespace.on('connection', (socket) => guardSocket(socket, options.logger));
  }
  for (const namespace of namespaces) {
    // Staff namespaces: the console's own pages only, even when a widget website passed the handshake.
    namespace.use((socket, next) => next(!origins || origins.allowsStaff(socket.request) ? undefined : new Error(ORIGIN_REFUSED)));
    namespace.use((socket, next) => void authenticate(socket, next).catch((err: unknown) => {
      options.logger.error({ err }, 'socket authentication failed');
      next(new Error('Unavailable'));
    }));
    namespace.on('connection', (socket) => {
      const { auth } = socket.data as SocketData;
      void socket.join([rooms.admin(auth.principal.userId), rooms.session(auth.sessionId)]);
    });
  }

  return {
    io,
    shared: redis !== null,
    peers,
    redisState: () => redis?.state() ?? 'off',
    reconnectClients,
    async reauthenticate(socket) {
      const token = tokenOf(socket);
      const auth = token ? await options.authenticator.authenticate(token).catch(() => null) : null;
      if (auth) (socket.data as SocketData).auth = auth;
      return auth;
    },
    webchat,
    publish(namespace, room, event, payload) {
      // to() collects rooms in a Set itself: repeated rooms reach each socket once.
      if (room.length === 0) return;
      io.of(NAMESPACES[namespace]).to(room as string | string[]).emit(event, payload);
    },
    publishCustomer(room, event, payload) {
      webchat.to(room).emit(event, payload);
    },
    disconnect(room, delayMs = 0) {
      const run = () => namespaces.forEach((namespace) => namespace.in(room).disconnectSockets(true));
      if (delayMs <= 0) return run();
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, delayMs);
      timers.add(timer);
    },
    async close() {
      timers.forEach(clearTimeout);
      // engine.close() closes every client's transport ("transport close"): clients reconnect, to another instance.
      io.engine.close();
    },
    async closeRedis() {
      await redis?.close();
    },
  };
}
