/**
 * The ticket calls of §7 "Tickets" (paths the spec leaves out are ours: docs/api.md). Every route
 * needs the /tickets feature, which isRouteAllowed grants only with ticketsEnabled; the writes also
 * need their action (tickets.<action>), both checked by the guard before any validation.
 */
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import {
  createTicketBodySchema, customerTicketsQuerySchema, joinTicketRoomBodySchema, resolveTicketBodySchema, respondTicketBodySchema, TICKET_PATHS, TICKET_TEXTS,
  ticketChartQuerySchema, ticketIdBodySchema, ticketIdQuerySchema, ticketListQuerySchema, transferTicketBodySchema,
} from '@switchboard/contracts/tickets/tickets.schemas';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import type { Realtime } from '@/realtime/realtime';
import { ticketMemberOf, type TicketAction } from './ticket-access';
import { ticketRooms } from './ticket-events';
import type { TicketService } from './ticket.service';

const guard = { feature: '/tickets' } as const;
/** A ticket action (tickets.<action>) on top of the feature, checked by the guard before the body is validated. */
const actionGuard = (action: TicketAction) => ({ feature: '/tickets', action: ['tickets', action] }) as const;

export function registerTicketRoutes(app: App, { tickets, realtime }: { tickets: TicketService; realtime: Realtime }): void {
  app.post(TICKET_PATHS.create, { schema: { body: createTicketBodySchema }, config: { guard: actionGuard('create') } }, async (request, reply) => {
    const auth = callerOf(request);
    const ticket = await tickets.create(ticketMemberOf(auth), request.body);
    return reply.code(201).send({ data: { ticket }, message: TICKET_TEXTS.created });
  });

  app.get(TICKET_PATHS.list, { schema: { querystring: ticketListQuerySchema }, config: { guard } }, async (request) => ({
    data: await tickets.list(ticketMemberOf(callerOf(request)), request.query),
  }));

  app.get(TICKET_PATHS.customerTickets, { schema: { querystring: customerTicketsQuerySchema }, config: { guard } }, async (request) => ({
    data: await tickets.ofCustomer(ticketMemberOf(callerOf(request)), request.query.psid),
  }));

  app.get(TICKET_PATHS.joinTicketRoom, { schema: { querystring: ticketIdQuerySchema }, config: { guard } }, async (request) => ({
    data: await tickets.room(ticketMemberOf(callerOf(request)), request.query.ticketId),
  }));

  // The caller's own /liveTickets socket (named in the body) joins the ticket's room.
  app.post(TICKET_PATHS.joinTicketRoom, { schema: { body: joinTicketRoomBodySchema }, config: { guard } }, async (request) => {
    const auth = callerOf(request);
    const { ticket, ticketChatLogs } = await tickets.room(ticketMemberOf(auth), request.body.ticketId);
    const socket = request.body.socketId ? realtime.io.of(NAMESPACES.liveTickets).sockets.get(request.body.socketId) : undefined;
    const owner = (socket?.data as { auth?: { principal: { userId: string } } } | undefined)?.auth?.principal.userId;
    if (socket && owner === auth.principal.userId) await socket.join(ticketRooms.ticket(ticket.ticketId));
    return { data: { activeChatSessionLogs: ticketChatLogs, ticketId: ticket.ticketId } };
  });

  app.get(TICKET_PATHS.userProfile, { schema: { querystring: ticketIdQuerySchema }, config: { guard } }, async (request) => ({
    data: await tickets.userProfile(ticketMemberOf(callerOf(request)), request.query.ticketId),
  }));

  app.post(TICKET_PATHS.assign, { schema: { body: ticketIdBodySchema }, config: { guard: actionGuard('assign') } }, async (request) => {
    const auth = callerOf(request);
    return { data: { updatedTicket: await tickets.assign(ticketMemberOf(auth), request.body.ticketId) }, message: TICKET_TEXTS.assigned };
  });

  app.put(TICKET_PATHS.respond, { schema: { body: respondTicketBodySchema }, config: { guard: actionGuard('respond') } }, async (request) => {
    const auth = callerOf(request);
    return { data: await tickets.respond(ticketMemberOf(auth), request.body.ticketId, request.body.text), message: TICKET_TEXTS.responseSubmitted };
  });

  app.put(TICKET_PATHS.resolve, { schema: { body: resolveTicketBodySchema }, config: { guard: actionGuard('resolve') } }, async (request) => {
    const auth = callerOf(request);
    return { data: { updatedTicket: await tickets.resolve(ticketMemberOf(auth), request.body) }, message: TICKET_TEXTS.updated };
  });

  app.get(TICKET_PATHS.agentsForTransfer, { schema: { querystring: ticketIdQuerySchema }, config: { guard: actionGuard('transfer') } }, async (request) => {
    const auth = callerOf(request);
    return { data: await tickets.agentsForTransfer(ticketMemberOf(auth), request.query.ticketId) };
  });

  app.post(TICKET_PATHS.transfer, { schema: { body: transferTicketBodySchema }, config: { guard: actionGuard('transfer') } }, async (request) => {
    const auth = callerOf(request);
    const updatedTicket = await tickets.transfer(ticketMemberOf(auth), request.body.ticketId, request.body.agentId);
    return { data: { updatedTicket }, message: TICKET_TEXTS.updated };
  });

  app.get(TICKET_PATHS.stats, { config: { guard } }, async (request) => ({ data: await tickets.stats(ticketMemberOf(callerOf(request))) }));

  app.get(TICKET_PATHS.chart, { schema: { querystring: ticketChartQuerySchema }, config: { guard } }, async (request) => ({
    data: await tickets.chart(ticketMemberOf(callerOf(request)), request.query),
  }));
}
