/**
 * Assign (POST /admin/v1/assignTicket), respond (PUT /admin/v1/respondTicket), resolve (PUT
 * /admin/v1/resolveTicket) and transfer (POST admin/v2/transferTicket): each answers updatedTicket,
 * applied in place to the open ticket and the lists (§4); the success text is the server's or the
 * spec's default.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  respondTicketDataSchema, TICKET_PATHS, TICKET_TEXTS, updatedTicketDataSchema, type Ticket,
} from '@switchboard/contracts/tickets/tickets.schemas';
import { appendTicketLog, applyUpdatedTicket } from '@/features/tickets/model/ticket-cache';
import { http } from '@/lib/http/api';
import { toast } from '@/lib/feedback/feedback';

type Action =
  | { kind: 'assign'; ticketId: string }
  | { kind: 'respond'; ticketId: string; text: string }
  | { kind: 'resolve'; ticketId: string; status: 'resolved' | 'closed' }
  | { kind: 'transfer'; ticketId: string; agentId: string };

const CALLS = {
  assign: { method: 'POST', path: TICKET_PATHS.assign, fallback: TICKET_TEXTS.assigned },
  respond: { method: 'PUT', path: TICKET_PATHS.respond, fallback: TICKET_TEXTS.responseSubmitted },
  resolve: { method: 'PUT', path: TICKET_PATHS.resolve, fallback: TICKET_TEXTS.updated },
  transfer: { method: 'POST', path: TICKET_PATHS.transfer, fallback: TICKET_TEXTS.updated },
} as const;

export async function runTicketAction(action: Action, queryClient: QueryClient): Promise<Ticket | null> {
  const { kind, ...body } = action;
  const call = CALLS[kind];
  const result = await http.request<unknown>(call.path, { method: call.method, body });
  if (!result.ok) return null;
  const parsed = (kind === 'respond' ? respondTicketDataSchema : updatedTicketDataSchema).safeParse(result.data);
  if (!parsed.success) return null;
  const { updatedTicket } = parsed.data;
  applyUpdatedTicket(queryClient, updatedTicket);
  const reply = respondTicketDataSchema.safeParse(result.data);
  if (reply.success) appendTicketLog(queryClient, action.ticketId, reply.data.message);
  toast.success(result.message ?? call.fallback);
  return updatedTicket;
}

export function useTicketAction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (action: Action) => runTicketAction(action, queryClient) });
}
