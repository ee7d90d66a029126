/**
 * Ticket history calls: GET /admin/v1/ticketLogs/filters, POST .../filtersQuery (load-more pages of
 * 15) and POST .../ticketLogsByTicketId (the transcript).
 */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  TICKET_HISTORY_PATHS, ticketHistoryDataSchema, ticketHistoryFiltersDataSchema, ticketTranscriptDataSchema,
  type TicketHistoryData, type TicketHistoryQuery,
} from '@switchboard/contracts/tickets/ticket-history.schemas';
import { http } from '@/lib/http/api';

const keys = {
  filters: ['ticket-history', 'filters'] as const,
  list: (filter: TicketHistoryQuery) => ['ticket-history', 'list', filter] as const,
  transcript: (ticketId: string) => ['ticket-history', 'transcript', ticketId] as const,
};

async function read<T>(schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } }, data: unknown, what: string): Promise<T> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`The ${what} could not be read.`);
  return parsed.data;
}

export const useTicketHistoryFilters = () => useQuery(queryOptions({
  queryKey: keys.filters,
  queryFn: async ({ signal }) => read(ticketHistoryFiltersDataSchema, await http.requestData<unknown>(TICKET_HISTORY_PATHS.filters, { signal }), 'filters'),
  staleTime: 60_000,
}));

export async function fetchTicketHistory(filter: TicketHistoryQuery, offset: number, signal?: AbortSignal): Promise<TicketHistoryData> {
  const data = await http.requestData<unknown>(TICKET_HISTORY_PATHS.filtersQuery, { method: 'POST', body: { ...filter, offset }, ...(signal ? { signal } : {}) });
  return read(ticketHistoryDataSchema, data, 'ticket history');
}

export const ticketHistoryQuery = (filter: TicketHistoryQuery) => infiniteQueryOptions({
  queryKey: keys.list(filter),
  queryFn: ({ pageParam, signal }) => fetchTicketHistory(filter, pageParam, signal),
  initialPageParam: 0,
  getNextPageParam: (last, pages) => (last.hasMore ? pages.reduce((sum, page) => sum + page.tickets.length, 0) : undefined),
});

export const useTicketHistory = (filter: TicketHistoryQuery, enabled: boolean) => useInfiniteQuery({ ...ticketHistoryQuery(filter), enabled });

export const useTicketTranscript = (ticketId: string | null) => useQuery({
  queryKey: keys.transcript(ticketId ?? ''),
  queryFn: async ({ signal }) => read(ticketTranscriptDataSchema,
    await http.requestData<unknown>(TICKET_HISTORY_PATHS.byTicketId, { method: 'POST', body: { ticketId }, quiet: true, signal }), 'transcript'),
  enabled: ticketId !== null,
  retry: false,
});
