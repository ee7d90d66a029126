/**
 * Which customers have a widget connected now: their sockets sit in `customer:<psid>` rooms of /webchat.
 * fetchSockets asks every instance (through the Redis adapter when there is one), so the answer holds
 * across instances; should that fail, nobody is reported online rather than the list failing.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Realtime } from '@/realtime/realtime';
import { rooms } from '@/realtime/rooms';

const PREFIX = rooms.customer('');

export function customerPresence(realtime: Realtime, logger?: FastifyBaseLogger) {
  return async (psids: string[]): Promise<ReadonlySet<string>> => {
    if (psids.length === 0) return new Set();
    try {
      const sockets = await realtime.webchat.in(psids.map(rooms.customer)).fetchSockets();
      return new Set(sockets.flatMap((socket) => [...socket.rooms].filter((room) => room.startsWith(PREFIX)).map((room) => room.slice(PREFIX.length))));
    } catch (err) {
      logger?.warn({ err }, 'customer presence unavailable');
      return new Set();
    }
  };
}
