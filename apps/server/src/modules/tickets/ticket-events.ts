/**
 * Publishes ticket changes on /liveTickets after commit: the brand's ticket list room gets addition,
 * updation and deletion; a ticket's room gets response and userMessage keyed by ticketId. A
 * response to a website customer also reaches their widget as an agent message (through live chat).
 */
import type { Ticket, TicketChatLog } from '@switchboard/contracts/tickets/tickets.schemas';
import type { Realtime } from '@/realtime/realtime';

export const ticketRooms = {
  /** Staff of a brand who joined the ticket list (joinTicket without a ticketId). */
  list: (brandId: string) => `tickets:${brandId}`,
  /** Staff with one ticket open. */
  ticket: (ticketId: string) => `ticket:${ticketId}`,
} as const;

export class TicketEvents {
  constructor(private readonly realtime: Realtime) {}

  added(brandId: string, ticket: Ticket): void {
    this.realtime.publish('liveTickets', ticketRooms.list(brandId), 'addition', { newLiveTicket: ticket });
  }

  updated(brandId: string, ticket: Ticket): void {
    this.realtime.publish('liveTickets', [ticketRooms.list(brandId), ticketRooms.ticket(ticket.ticketId)], 'updation', { updatedTicket: ticket });
  }

  /** A finished ticket leaves the live lists. */
  removed(brandId: string, ticketId: string, reason: 'resolved' | 'closed'): void {
    this.realtime.publish('liveTickets', [ticketRooms.list(brandId), ticketRooms.ticket(ticketId)], 'deletion', { deletedTicketId: ticketId, reason });
  }

  response(ticketId: string, message: TicketChatLog): void {
    this.realtime.publish('liveTickets', ticketRooms.ticket(ticketId), 'response', { ticketId, message });
  }

  userMessage(ticketId: string, message: TicketChatLog): void {
    this.realtime.publish('liveTickets', ticketRooms.ticket(ticketId), 'userMessage', { ticketId, message });
  }
}
