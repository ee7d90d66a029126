/** Who may do what with a ticket (rules beyond the guard's /tickets feature, which needs ticketsEnabled). */
import { isActionAllowed } from '@switchboard/contracts/permissions';
import { TICKET_TEXTS } from '@switchboard/contracts/tickets/tickets.schemas';
import type { AuthContext } from '@/plugins/auth';
import { tickets, type TicketRow } from '@/db/schema/tickets';
import { eq, or, type SQL } from 'drizzle-orm';
import { memberScope } from '@/plugins/bifurcation';
import { scopeCondition, type Scope } from '@/lib/bifurcation-scope';
import { businessRule, notFound } from '@/plugins/http-errors';

export const TICKET_ACTIONS = ['create', 'assign', 'respond', 'resolve', 'transfer'] as const;
export type TicketAction = (typeof TICKET_ACTIONS)[number];

export interface TicketMember {
  userId: string;
  brandId: string;
  name: string;
  /** Supervisors, admins and managers (chats.supervise) work on any ticket of the brand. */
  seesAll: boolean;
  /** The member's bifurcation selection (issue 21, point 10); undefined: every scope. */
  scope?: Scope;
}

export const ticketMemberOf = ({ principal }: AuthContext): TicketMember => ({
  userId: principal.userId,
  brandId: principal.brand.id,
  name: `${principal.firstName} ${principal.lastName}`.trim(),
  seesAll: isActionAllowed(principal.permissions, 'chats', 'supervise'),
  scope: memberScope(principal),
});

/** Tickets of the member's scope (history, counts, the chart). */
export const ticketsInScope = (member: TicketMember): SQL | undefined => scopeCondition(tickets.bifurcation, member.scope);

/** Tickets the member may list or open: their scope's, and their own wherever they are (as for chats). */
export function ticketsVisible(member: TicketMember): SQL | undefined {
  const scoped = ticketsInScope(member);
  return scoped ? or(scoped, eq(tickets.agentId, member.userId)) : undefined;
}

export function assertFound<T>(ticket: T | undefined): T {
  if (!ticket) throw notFound(TICKET_TEXTS.noTicket);
  return ticket;
}

/** An unfinished ticket the caller works on: its agent, or anyone who sees all tickets. */
export function assertWorksOn(member: TicketMember, ticket: TicketRow | undefined): TicketRow {
  const found = assertFound(ticket);
  if (found.chatState === 'Resolved') throw businessRule(TICKET_TEXTS.finished);
  if (found.agentId === member.userId) return found;
  if (found.chatState === 'Inqueue' && !member.seesAll) throw businessRule(TICKET_TEXTS.assignFirst);
  if (member.seesAll) return found;
  throw businessRule(TICKET_TEXTS.notYours);
}
