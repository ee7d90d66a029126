/**
 * The trainers' interactive training conversations on this instance, kept by member and brand rather than by socket,
 * so that a reconnect (a network blip, a laptop waking up, the server closing its sockets) resumes the conversation
 * instead of losing it: a socket that disconnects leaves its conversation waiting RESUME_GRACE_MS, then it is dropped.
 *
 * One conversation per trainer, held by one socket: the socket that last started or resumed it. A second tab that
 * starts or resumes takes it over, and the tab that held it is told (dmsConversationClosed), so two tabs never type
 * into the same conversation unaware of each other; a socket that does not hold it is refused.
 * In memory only: a restarted server or another instance does not know it (resume answers that it ended).
 */
import type { Socket } from 'socket.io';
import { DMS_TEXTS as T } from '@switchboard/contracts/dms/dms.api';
import { DMS_EVENTS, type DmsConversationClosed } from '@switchboard/contracts/dms/dms.events';
import { systemClock, type Clock } from '@/lib/clock';
import { businessRule } from '@/plugins/http-errors';
import type { InteractiveSession, SessionPorts } from './interactive-session';

/** How long a conversation waits for its trainer to reconnect (longer than a laptop's lid is usually shut mid-task). */
export const RESUME_GRACE_MS = 10 * 60_000;

interface Seat {
  session: InteractiveSession;
  /** The socket its events go to; null while the trainer is away. */
  socket: Socket | null;
  /** Drops the seat when the grace period is over. */
  expiry: unknown;
}

export const trainerKey = (brandId: string, userId: string) => `${brandId}:${userId}`;

export class TrainingSessions {
  private readonly seats = new Map<string, Seat>();

  constructor(private readonly clock: Clock = systemClock, private readonly graceMs = RESUME_GRACE_MS) {}

  /**
   * A new conversation for `socket`, replacing the trainer's previous one once `make` succeeds (a failed start keeps
   * the old). `make` is given the emitter of its events: they follow the seat from socket to socket.
   */
  async open(key: string, socket: Socket, make: (emit: SessionPorts['emit']) => Promise<InteractiveSession>): Promise<InteractiveSession> {
    const session: InteractiveSession = await make((event, payload) => {
      const seat = this.seats.get(key);
      // A replaced conversation's late events (a match in flight) go nowhere.
      if (seat?.session === session) seat.socket?.emit(event, payload);
    });
    this.vacate(key, socket);
    this.seats.set(key, { session, socket, expiry: null });
    // The socket went while the conversation was being opened: it waits as if it had been left.
    if (socket.disconnected) this.left(key, socket);
    return session;
  }

  /** The conversation `socket` holds, or a refusal saying why it holds none. */
  held(key: string, socket: Socket): InteractiveSession {
    const seat = this.seats.get(key);
    if (!seat) throw businessRule('Choose a domain first (dmsStart)');
    if (seat.socket !== socket) throw businessRule(seat.socket ? T.conversationMoved : T.resumeFirst);
    return seat.session;
  }

  /** Moves the trainer's conversation to `socket`; null when there is none (never started, or dropped). */
  resume(key: string, socket: Socket): InteractiveSession | null {
    const seat = this.seats.get(key);
    if (!seat) return null;
    if (seat.socket !== socket) this.tellMoved(seat.socket);
    this.clock.clearTimeout(seat.expiry);
    seat.expiry = null;
    seat.socket = socket;
    return seat.session;
  }

  /** `socket` disconnected: the conversation it held waits for a resume until the grace period is over. */
  left(key: string, socket: Socket): void {
    const seat = this.seats.get(key);
    if (!seat || seat.socket !== socket) return;
    seat.socket = null;
    seat.expiry = this.clock.setTimeout(() => {
      if (this.seats.get(key) === seat && !seat.socket) this.seats.delete(key);
    }, this.graceMs);
  }

  private vacate(key: string, socket: Socket): void {
    const seat = this.seats.get(key);
    if (!seat) return;
    this.clock.clearTimeout(seat.expiry);
    if (seat.socket !== socket) this.tellMoved(seat.socket);
    this.seats.delete(key);
  }

  private tellMoved(socket: Socket | null): void {
    const closed: DmsConversationClosed = { reason: 'otherTab' };
    socket?.emit(DMS_EVENTS.conversationClosed, closed);
  }
}
