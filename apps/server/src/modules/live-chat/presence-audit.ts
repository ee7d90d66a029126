/**
 * Presence that outlived its sockets: a member is marked offline when their last console disconnects, but an instance
 * SIGKILLed (or a single instance on PostgreSQL that crashed) never writes that, so its members stayed "online" and
 * were offered chats that could only time out. The routing sweep asks every instance which members have a console
 * (the Redis adapter's fetchSockets; this process alone without Redis) and marks the others offline.
 */
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import type { Database } from '@/db/client';
import type { Realtime, SocketData } from '@/realtime/realtime';
import { markOfflineUnless } from './routing.repository';

/** The members marked offline. Nothing is touched when an instance does not answer: absent is not the same as gone. */
export async function auditPresence(db: Database, realtime: Realtime, graceMs: number): Promise<string[]> {
  const sockets = await realtime.io.of(NAMESPACES.liveConversations).fetchSockets().catch(() => null);
  if (!sockets) return [];
  const connected = new Set(sockets.map((socket) => (socket.data as Partial<SocketData>).auth?.principal.userId).filter((id): id is string => Boolean(id)));
  return markOfflineUnless(db, [...connected], graceMs);
}
