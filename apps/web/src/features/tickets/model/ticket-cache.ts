/**
 * Query-cache patches for tickets (§4): an updated ticket replaces its copy in place (the open ticket
 * and every list page holding it); lists are then refetched in the background because a change of
 * agent or state may move the ticket to another tab. Chat log lines are appended once.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Ticket, TicketChatLog, TicketListData, TicketRoomData } from '@switchboard/contracts/tickets/tickets.schemas';
import { ticketKeys } from '@/features/tickets/api/query-keys';

export function replaceTicket(list: TicketListData, ticket: Ticket): TicketListData {
  if (!list.tickets.some((item) => item.ticketId === ticket.ticketId)) return list;
  return { ...list, tickets: list.tickets.map((item) => (item.ticketId === ticket.ticketId ? ticket : item)) };
}

export function withoutTicket(list: TicketListData, ticketId: string): TicketListData {
  if (!list.tickets.some((item) => item.ticketId === ticketId)) return list;
  return { ...list, tickets: list.tickets.filter((item) => item.ticketId !== ticketId), totalCount: Math.max(0, list.totalCount - 1) };
}

export function withLog(room: TicketRoomData, log: TicketChatLog): TicketRoomData {
  if (room.ticketChatLogs.some((item) => item.chatlogId === log.chatlogId)) return room;
  return { ...room, ticketChatLogs: [...room.ticketChatLogs, log] };
}

export function applyUpdatedTicket(queryClient: QueryClient, ticket: Ticket): void {
  queryClient.setQueryData<TicketRoomData>(ticketKeys.room(ticket.ticketId), (room) => (room ? { ...room, ticket } : room));
  queryClient.setQueriesData<TicketListData>({ queryKey: ticketKeys.lists }, (list) => (list ? replaceTicket(list, ticket) : list));
  void queryClient.invalidateQueries({ queryKey: ticketKeys.lists });
  void queryClient.invalidateQueries({ queryKey: ticketKeys.stats });
}

export function removeTicketFromLists(queryClient: QueryClient, ticketId: string): void {
  queryClient.setQueriesData<TicketListData>({ queryKey: ticketKeys.lists }, (list) => (list ? withoutTicket(list, ticketId) : list));
  void queryClient.invalidateQueries({ queryKey: ticketKeys.stats });
}

export function appendTicketLog(queryClient: QueryClient, ticketId: string, log: TicketChatLog): void {
  queryClient.setQueryData<TicketRoomData>(ticketKeys.room(ticketId), (room) => (room ? withLog(room, log) : room));
}
