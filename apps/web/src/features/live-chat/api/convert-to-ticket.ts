/**
 * POST /admin/v2/ticket with the chat's sessionId: the live chat ends and continues as a ticket
 * (contact type chat) in the tickets queue. The request shape is the tickets contract's.
 */
import { TICKET_PATHS, type CreateTicketBody } from '@switchboard/contracts/tickets/tickets.schemas';
import { http } from '@/lib/http/api';

export async function convertToTicket(body: CreateTicketBody & { sessionId: string }): Promise<{ ok: boolean; message?: string }> {
  const result = await http.request<unknown>(TICKET_PATHS.create, { method: 'POST', body: { ...body } });
  return result.ok ? { ok: true, ...(result.message ? { message: result.message } : {}) } : { ok: false, message: result.message };
}
