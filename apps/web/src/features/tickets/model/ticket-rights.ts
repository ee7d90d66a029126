/** What the signed-in member may do with a ticket (mirrors the server's rules; the server decides). */
import { isActionAllowed, type Permissions } from '@switchboard/contracts/permissions';
import type { Ticket } from '@switchboard/contracts/tickets/tickets.schemas';

export interface TicketViewer { ids: readonly string[]; permissions: Pick<Permissions, 'actions'> }

export interface TicketRights { assign: boolean; respond: boolean; resolve: boolean; transfer: boolean }

export function ticketRights(ticket: Ticket, viewer: TicketViewer): TicketRights {
  const may = (action: string) => isActionAllowed(viewer.permissions, 'tickets', action);
  const seesAll = isActionAllowed(viewer.permissions, 'chats', 'supervise');
  const mine = ticket.agentId !== null && viewer.ids.includes(ticket.agentId);
  const open = ticket.chatState !== 'Resolved';
  const works = open && (mine || seesAll);
  return {
    assign: open && ticket.chatState === 'Inqueue' && may('assign'),
    respond: works && ticket.chatState === 'Assigned' && may('respond'),
    resolve: works && may('resolve'),
    transfer: works && may('transfer'),
  };
}
