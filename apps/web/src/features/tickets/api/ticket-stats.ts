/**
 * GET /admin/v1/ticketsAnalytics/getTicketsStates → data.stats, and GET .../getTicketChartData?from=&to=
 * → data.ticketChartData (resolved tickets per day, default 15 days). §8: failed stats are empty;
 * a failed chart sets the error flag (the query's error state).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  TICKET_PATHS, ticketChartDataSchema, ticketStatsDataSchema, type TicketChartData, type TicketStats,
} from '@switchboard/contracts/tickets/tickets.schemas';
import { ticketKeys } from '@/features/tickets/api/query-keys';
import { http } from '@/lib/http/api';

export const EMPTY_STATS = null;

export async function fetchTicketStats(signal?: AbortSignal): Promise<TicketStats | null> {
  try {
    const parsed = ticketStatsDataSchema.safeParse(await http.requestData<unknown>(TICKET_PATHS.stats, { quiet: true, ...(signal ? { signal } : {}) }));
    return parsed.success ? parsed.data.stats : EMPTY_STATS;
  } catch (error) {
    if (signal?.aborted) throw error;
    return EMPTY_STATS;
  }
}

export async function fetchTicketChart(from: string, to: string, signal?: AbortSignal): Promise<TicketChartData['ticketChartData']> {
  const data = await http.requestData<unknown>(TICKET_PATHS.chart, { query: { from, to }, quiet: true, ...(signal ? { signal } : {}) });
  const parsed = ticketChartDataSchema.safeParse(data);
  if (!parsed.success) throw new Error('The resolved tickets could not be read.');
  return parsed.data.ticketChartData;
}

export const useTicketStatsQuery = () =>
  useQuery(queryOptions({ queryKey: ticketKeys.stats, queryFn: ({ signal }) => fetchTicketStats(signal) }));

export const useTicketChartQuery = (from: string, to: string) =>
  useQuery(queryOptions({ queryKey: ticketKeys.chart(from, to), queryFn: ({ signal }) => fetchTicketChart(from, to, signal), retry: false }));
