/** Ticket history calls (/tickethistory feature; QA reads it without ticketsEnabled, see docs/decisions.md). */
import {
  TICKET_HISTORY_PATHS, ticketHistoryQuerySchema,
} from '@switchboard/contracts/tickets/ticket-history.schemas';
import { ticketIdBodySchema } from '@switchboard/contracts/tickets/tickets.schemas';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import { ticketMemberOf } from './ticket-access';
import type { TicketHistoryService } from './ticket-history.service';

const guard = { feature: '/tickethistory' } as const;

export function registerTicketHistoryRoutes(app: App, { history }: { history: TicketHistoryService }): void {
  app.get(TICKET_HISTORY_PATHS.filters, { config: { guard } }, async (request) => ({ data: await history.filters(ticketMemberOf(callerOf(request))) }));
  app.post(TICKET_HISTORY_PATHS.filtersQuery, { schema: { body: ticketHistoryQuerySchema }, config: { guard } }, async (request) => ({
    data: await history.query(ticketMemberOf(callerOf(request)), request.body),
  }));
  app.post(TICKET_HISTORY_PATHS.byTicketId, { schema: { body: ticketIdBodySchema }, config: { guard } }, async (request) => ({
    data: await history.transcript(ticketMemberOf(callerOf(request)), request.body.ticketId),
  }));
}
