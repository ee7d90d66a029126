/**
 * Publishes ticket changes on /liveTickets after commit (and, §7, a member's own live tickets coming and going
 * on the chat channel /liveConversations as addition newLiveTicket and deletion deletedTicketId): the brand's ticket list room gets addition,
 * updation and deletion; a ticket's room gets response and userMessage keyed by ticketId. A
 * response to a website customer also reaches their widget as an agent message (through live chat).
 */
import type { Ticket, TicketChatLog } from '@switchboard/contracts/tickets/tickets.schemas';
import type { Realtime } from '@/realtime/realtime';
import { rooms } from '@/realtime/rooms';
import type { TicketRow } from '@/db/schema/tickets';
import { scopedRoom, type BrandScopes } from '@/lib/bifurcation-scope';

export const ticketRooms = {
  /** Staff of a brand and a bifurcation scope who joined the ticket list (joinTicket without a ticketId). */
  list: (brandId: string, scopeKey: string) => scopedRoom(`tickets:${brandId}`, scopeKey),
  /** Staff with one ticket open. */
  ticket: (ticketId: string) => `ticket:${ticketId}`,
} as const;

export class TicketEvents {
  constructor(private readonly realtime: Realtime, private readonly scopes: BrandScopes) {}

  /** The list room of the ticket's brand and bifurcation scope (issue 21, point 10). */
  private listOf(row: Pick<TicketRow, 'brandId' | 'bifurcation'>): string {
    return ticketRooms.list(row.brandId, this.scopes.keyOf(row.bifurcation));
  }

  added(row: TicketRow, ticket: Ticket): void {
    this.realtime.publish('liveTickets', this.listOf(row), 'addition', { newLiveTicket: ticket });
    if (row.agentId) this.realtime.publish('liveConversations', rooms.admin(row.agentId), 'addition', { newLiveTicket: ticket });
  }

  /** previousAgentId (assign, transfer): the ticket moves between members' live tickets on the chat channel too. */
  updated(row: TicketRow, ticket: Ticket, previousAgentId?: string | null): void {
    this.realtime.publish('liveTickets', [this.listOf(row), ticketRooms.ticket(ticket.ticketId)], 'updation', { updatedTicket: ticket });
    if (previousAgentId === undefined || previousAgentId === row.agentId) return;
    if (row.agentId) this.realtime.publish('liveConversations', rooms.admin(row.agentId), 'addition', { newLiveTicket: ticket });
    if (previousAgentId) this.realtime.publish('liveConversations', rooms.admin(previousAgentId), 'deletion', { deletedTicketId: row.ticketId, reason: 'transferred' });
  }

  /** A finished ticket leaves the live lists (and its agent's live tickets on the chat channel). */
  removed(row: TicketRow, reason: 'resolved' | 'closed'): void {
    this.realtime.publish('liveTickets', [this.listOf(row), ticketRooms.ticket(row.ticketId)], 'deletion', { deletedTicketId: row.ticketId, reason });
    if (row.agentId) this.realtime.publish('liveConversations', rooms.admin(row.agentId), 'deletion', { deletedTicketId: row.ticketId, reason: 'resolved' });
  }

  response(ticketId: string, message: TicketChatLog): void {
    this.realtime.publish('liveTickets', ticketRooms.ticket(ticketId), 'response', { ticketId, message });
  }

  userMessage(ticketId: string, message: TicketChatLog): void {
    this.realtime.publish('liveTickets', ticketRooms.ticket(ticketId), 'userMessage', { ticketId, message });
  }
}
