/**
 * What one instance tells the others so that their caches follow a change at once rather than after a TTL: a
 * member's or a session's auth entries, the brand's settings, the published bot, the chats' last seqs. Carried by the socket.io Redis
 * adapter's server-side emit (Redis pub/sub), so it needs nothing besides the Redis the instances already share;
 * without Redis (one instance) publishing does nothing. The instance that made the change has applied it itself;
 * a message is never delivered back to its sender. A message sent while Redis is down is lost: the TTLs (auth 5 s,
 * bot 15 s, widget origins 30 s) still bound how stale another instance can be.
 */
import type { Server } from 'socket.io';

export type ClusterMessage =
  | { kind: 'auth.user'; userId: string }
  | { kind: 'auth.session'; sessionId: string }
  | { kind: 'auth.all' }
  /** The brand's settings or configuration changed (filters, forms, widget sites, ML threshold and fallback). */
  | { kind: 'brand' }
  /** Another version of the bot went live. */
  | { kind: 'bot' }
  /** This instance committed messages of these chats: [sessionId, last_seq] (the message store's early seqs). */
  | { kind: 'chat.committed'; commits: Array<[string, number]> }
  /** A chat ended on this instance (the message store's memory of it can go everywhere). */
  | { kind: 'chat.ended'; sessionId: string };

type Kind = ClusterMessage['kind'];
type Handler<K extends Kind> = (message: Extract<ClusterMessage, { kind: K }>) => void | Promise<void>;

const EVENT = 'switchboard:cluster';
const KINDS: ReadonlySet<string> = new Set<Kind>(['auth.user', 'auth.session', 'auth.all', 'brand', 'bot', 'chat.committed', 'chat.ended']);

export class ClusterBus {
  private io: Server | null = null;
  private readonly handlers = new Map<Kind, Array<(message: ClusterMessage) => void | Promise<void>>>();

  constructor(private readonly onError: (err: unknown) => void = () => undefined) {}

  /**
   * Called by realtime once socket.io (and its adapter) exists; `shared`: the Redis adapter joins other instances
   * (socket.io's in-memory adapter has no server-side emit and warns on every call).
   */
  attach(io: Server, shared: boolean): void {
    if (!shared) return;
    this.io = io;
    io.of('/').on(EVENT, (message: unknown) => this.deliver(message));
  }

  /** Tells every other instance. */
  publish(message: ClusterMessage): void {
    try {
      this.io?.of('/').serverSideEmit(EVENT, message);
    } catch (err) {
      this.onError(err);
    }
  }

  on<K extends Kind>(kind: K, handler: Handler<K>): void {
    const list = this.handlers.get(kind) ?? [];
    // deliver() hands each handler only the messages of its own kind.
    list.push((message) => handler(message as Extract<ClusterMessage, { kind: K }>));
    this.handlers.set(kind, list);
  }

  private deliver(message: unknown): void {
    if (typeof message !== 'object' || message === null || !KINDS.has(String((message as { kind?: unknown }).kind))) return;
    const known = message as ClusterMessage;
    for (const handler of this.handlers.get(known.kind) ?? []) {
      Promise.resolve().then(() => handler(known)).catch(this.onError);
    }
  }
}
