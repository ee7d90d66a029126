/** GET /admin/v1/joinTicketRoom?ticketId= → data {ticket, ticketChatLogs, userProfileDetails} (§7 "Join a ticket chatroom"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TICKET_PATHS, ticketRoomDataSchema, type TicketRoomData } from '@switchboard/contracts/tickets/tickets.schemas';
import { ticketKeys } from '@/features/tickets/api/query-keys';
import { http } from '@/lib/http/api';

export async function fetchTicketRoom(ticketId: string, signal?: AbortSignal): Promise<TicketRoomData> {
  const data = await http.requestData<unknown>(TICKET_PATHS.joinTicketRoom, { query: { ticketId }, quiet: true, ...(signal ? { signal } : {}) });
  const parsed = ticketRoomDataSchema.safeParse(data);
  if (!parsed.success) throw new Error('The ticket could not be read.');
  return parsed.data;
}

export const ticketRoomQuery = (ticketId: string) =>
  queryOptions({ queryKey: ticketKeys.room(ticketId), queryFn: ({ signal }) => fetchTicketRoom(ticketId, signal), retry: false });

export const useTicketRoomQuery = (ticketId: string) => useQuery(ticketRoomQuery(ticketId));
