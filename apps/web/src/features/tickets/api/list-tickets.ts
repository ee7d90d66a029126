/**
 * GET /admin/v1/viewAllTickets?tab=&group=&priority=&page= → data {tickets, totalCount} (10 a page).
 * §8: a failed ticket list empties the list (the error is shown by the http client).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TICKET_PATHS, ticketListDataSchema, type TicketListData } from '@switchboard/contracts/tickets/tickets.schemas';
import { ticketKeys, type TicketListParams } from '@/features/tickets/api/query-keys';
import { http } from '@/lib/http/api';

export const EMPTY_LIST: TicketListData = { tickets: [], totalCount: 0, groups: [] };

export async function fetchTickets(params: TicketListParams, signal?: AbortSignal): Promise<TicketListData> {
  try {
    const data = await http.requestData<unknown>(TICKET_PATHS.list, {
      query: { tab: params.tab, group: params.group, priority: params.priority, page: params.page }, ...(signal ? { signal } : {}),
    });
    const parsed = ticketListDataSchema.safeParse(data);
    return parsed.success ? parsed.data : EMPTY_LIST;
  } catch (error) {
    if (signal?.aborted) throw error;
    return EMPTY_LIST;
  }
}

export const ticketsQuery = (params: TicketListParams) =>
  queryOptions({ queryKey: ticketKeys.list(params), queryFn: ({ signal }) => fetchTickets(params, signal), placeholderData: keepPreviousData });

export const useTicketsQuery = (params: TicketListParams) => useQuery(ticketsQuery(params));
