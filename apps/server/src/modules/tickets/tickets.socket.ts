/**
 * /liveTickets: `joinTicket` (no ticketId: the brand's ticket list room; with one: also that
 * ticket's room), callback data.liveTicketData.ticketInfo. Permissions are read again on every
 * command (a member whose ticketsEnabled was switched off gets FORBIDDEN at once).
 * /webchat: the widget's `ticketAvailability` and `createTicket` (no agent available).
 */
import type { Socket } from 'socket.io';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES } from '@switchboard/contracts/common/errors';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { isRouteAllowed } from '@switchboard/contracts/permissions';
import { joinTicketPayloadSchema, WEBCHAT_TICKET_EVENTS, widgetTicketSchema } from '@switchboard/contracts/tickets/tickets.events';
import { TICKET_TEXTS } from '@switchboard/contracts/tickets/tickets.schemas';
import type { SocketReply } from '@switchboard/contracts/live-chat/live-chat.events';
import { HttpError } from '@/plugins/http-errors';
import type { Realtime } from '@/realtime/realtime';
import { ticketMemberOf } from './ticket-access';
import { ticketRooms } from './ticket-events';
import { keyOfScope } from '@/lib/bifurcation-scope';
import type { TicketService } from './ticket.service';

type Ack = (reply: SocketReply) => void;
const ackOf = (raw: unknown, maybeAck: unknown): Ack =>
  (typeof maybeAck === 'function' ? maybeAck : typeof raw === 'function' ? raw : () => undefined) as Ack;

function replyFor(error: unknown, logger: FastifyBaseLogger, event: string): SocketReply {
  if (error instanceof HttpError) return { message: error.message, errorCode: error.statusCode === 412 ? 412 : (error.extra.errorCode ?? error.statusCode) };
  logger.error({ err: error, event }, 'ticket event failed');
  return { message: `${event} error occured`, errorCode: 500 };
}

export function registerTicketSockets({ realtime, tickets, logger, agentsAvailable }: {
  realtime: Realtime; tickets: TicketService; logger: FastifyBaseLogger; agentsAvailable: (psid: string) => Promise<boolean>;
}): void {
  realtime.io.of('/liveTickets').on('connection', (socket: Socket) => {
    socket.on('joinTicket', (raw: unknown, maybeAck?: unknown) => {
      const ack = ackOf(raw, maybeAck);
      const run = async (): Promise<SocketReply> => {
        const auth = await realtime.reauthenticate(socket);
        if (!auth) {
          socket.disconnect(true);
          return { message: 'Your session has ended. Please sign in again.', errorCode: ERROR_CODES.unauthenticated };
        }
        if (!isRouteAllowed(auth.principal.permissions, '/tickets')) return { message: TEXTS.forbidden, errorCode: ERROR_CODES.forbidden };
        const parsed = joinTicketPayloadSchema.safeParse(typeof raw === 'function' ? {} : (raw ?? {}));
        if (!parsed.success) return { message: parsed.error.issues[0]?.message ?? 'Invalid payload', errorCode: ERROR_CODES.validation };
        const member = ticketMemberOf(auth);
        await socket.join(ticketRooms.list(member.brandId, member.scope ? keyOfScope(member.scope) : ''));
        if (!parsed.data.ticketId) return { data: { liveTicketData: { ticketInfo: null } } };
        const ticketInfo = await tickets.viewFor(member, parsed.data.ticketId);
        await socket.join(ticketRooms.ticket(ticketInfo.ticketId));
        return { data: { liveTicketData: { ticketInfo } } };
      };
      // Returned: the realtime guard (socket-guard.ts) catches whatever would still escape.
      return run().then(ack, (error: unknown) => ack(replyFor(error, logger, 'joinTicket')));
    });
  });

  realtime.webchat.on('connection', (socket: Socket) => {
    const psidOf = () => (socket.data as { customer?: { psid: string } }).customer?.psid;
    socket.on(WEBCHAT_TICKET_EVENTS.availability, (raw: unknown, maybeAck?: unknown) => {
      const ack = ackOf(raw, maybeAck);
      const psid = psidOf();
      if (!psid) return ack({ message: TICKET_TEXTS.noCustomer, errorCode: ERROR_CODES.notFound });
      agentsAvailable(psid).then((available) => ack({ data: { agentsAvailable: available } }),
        (error: unknown) => ack(replyFor(error, logger, WEBCHAT_TICKET_EVENTS.availability)));
    });
    socket.on(WEBCHAT_TICKET_EVENTS.create, (raw: unknown, maybeAck?: unknown) => {
      const ack = ackOf(raw, maybeAck);
      const psid = psidOf();
      const parsed = widgetTicketSchema.safeParse(raw ?? {});
      if (!psid) return ack({ message: TICKET_TEXTS.noCustomer, errorCode: ERROR_CODES.notFound });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return ack({ message: issue ? `${issue.path.join('.')}: ${issue.message}` : 'Invalid payload', errorCode: ERROR_CODES.validation });
      }
      const { name, email, text } = parsed.data;
      const subject = text.length > 80 ? `${text.slice(0, 77)}...` : text;
      // The address as /webchat's handshake read it (live-chat's client-address.ts): the open-tickets cap holds per address too.
      const { address } = socket.data as { address?: string };
      tickets.createFromWidget(psid, { subject, description: text, email, name }, address).then(
        (ticket) => ack({ data: { ticketId: ticket.ticketId, message: TICKET_TEXTS.widgetThanks } }),
        (error: unknown) => ack(replyFor(error, logger, WEBCHAT_TICKET_EVENTS.create)),
      );
    });
  });
}
