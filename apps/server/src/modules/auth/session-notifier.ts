/** Tells open consoles that their session ended (forceLogout on /liveConversations), then drops their sockets. */
import { rooms } from '@/realtime/rooms';
import type { Realtime } from '@/realtime/realtime';

/** Time given to the forceLogout event to reach the console before its sockets are closed. */
const DISCONNECT_DELAY_MS = 1_000;

export interface SessionNotifier {
  /** Every open console of the member. */
  member(userId: string, message: string): void;
  /** The consoles opened with these sessions. */
  sessions(sessionIds: readonly string[], message: string): void;
  /** A session signed out by its own console: just close its sockets. */
  signedOut(sessionId: string): void;
}

export function createSessionNotifier(realtime: Realtime): SessionNotifier {
  const end = (room: string, message: string) => {
    realtime.publish('liveConversations', room, 'forceLogout', { message });
    realtime.disconnect(room, DISCONNECT_DELAY_MS);
  };
  return {
    member: (userId, message) => end(rooms.admin(userId), message),
    sessions: (sessionIds, message) => sessionIds.forEach((id) => end(rooms.session(id), message)),
    signedOut: (sessionId) => realtime.disconnect(rooms.session(sessionId)),
  };
}
