/** POST /admin/v2/ticket: a ticket made in the console (call, chat or email contact). */
import { TICKET_PATHS, ticketSchema, type CreateTicketBody, type Ticket } from '@switchboard/contracts/tickets/tickets.schemas';
import { http } from '@/lib/http/api';
import { isHttpError } from '@/lib/http/http-error';

export type CreateOutcome = { ok: true; ticket: Ticket; message?: string } | { ok: false; message: string; field?: string };

export async function createTicket(body: CreateTicketBody): Promise<CreateOutcome> {
  try {
    const result = await http.request<{ ticket: unknown }>(TICKET_PATHS.create, { method: 'POST', body: { ...body }, quiet: true });
    if (!result.ok) return { ok: false, message: result.message };
    const parsed = ticketSchema.safeParse(result.data.ticket);
    return parsed.success ? { ok: true, ticket: parsed.data, ...(result.message ? { message: result.message } : {}) } : { ok: false, message: 'The ticket could not be read.' };
  } catch (error) {
    if (!isHttpError(error)) throw error;
    return { ok: false, message: error.message, ...(error.body?.field ? { field: error.body.field } : {}) };
  }
}
