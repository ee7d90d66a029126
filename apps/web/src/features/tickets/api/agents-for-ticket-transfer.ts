/** GET admin/v2/agentsForTicketTransfer?ticketId= → data.agentList (§7), fetched when the transfer dialog opens. */
import { useQuery } from '@tanstack/react-query';
import { agentsForTicketTransferDataSchema, TICKET_PATHS } from '@switchboard/contracts/tickets/tickets.schemas';
import { ticketKeys } from '@/features/tickets/api/query-keys';
import { http } from '@/lib/http/api';

export async function fetchTicketAgents(ticketId: string, signal?: AbortSignal) {
  const data = await http.requestData<unknown>(TICKET_PATHS.agentsForTransfer, { query: { ticketId }, quiet: true, ...(signal ? { signal } : {}) });
  const parsed = agentsForTicketTransferDataSchema.safeParse(data);
  if (!parsed.success) throw new Error('The agent list could not be read.');
  return parsed.data.agentList;
}

export const useTicketAgentsQuery = (ticketId: string, enabled: boolean) =>
  useQuery({ queryKey: ticketKeys.agents(ticketId), queryFn: ({ signal }) => fetchTicketAgents(ticketId, signal), enabled, staleTime: 0, retry: false });
