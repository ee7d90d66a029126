/** Ticket history (/tickethistory): filtered, load-more pages of 15 over at most 30 days, and transcripts. */
import { THRESHOLDS } from '@switchboard/contracts/common/constants';
import {
  TICKET_HISTORY_PAGE_SIZE, type ticketHistoryQuerySchema,
} from '@switchboard/contracts/tickets/ticket-history.schemas';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '@switchboard/contracts/tickets/tickets.schemas';
import type { z } from 'zod';
import type { Database } from '@/db/client';
import { ticketDrillDownCondition } from '@/lib/analytics-ticket-drill';
import { assertFound, ticketsInScope, ticketsVisible, type TicketMember } from './ticket-access';
import * as repo from './ticket.repository';
import { dayRange } from './ticket.service';
import { ticketChatLogs, ticketProfile } from './ticket-room';
import { ticketOf } from './ticket.view';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export class TicketHistoryService {
  constructor(private readonly db: Database) {}

  async filters(member: TicketMember) {
    const [agents, groups] = await Promise.all([repo.ticketAgents(this.db, member.brandId), repo.brandGroups(this.db, member.brandId)]);
    const { start, end } = dayRange(undefined, undefined, THRESHOLDS.defaultDateFilterStartDaysBack);
    return {
      statuses: [...TICKET_STATUSES],
      priorities: [...TICKET_PRIORITIES],
      agents: agents.map(({ agentId, name }) => ({ agentId, name })),
      groups,
      defaultRange: { from: isoDay(start), to: isoDay(new Date(end.getTime() - 86_400_000)) },
    };
  }

  async query(member: TicketMember, query: z.output<typeof ticketHistoryQuerySchema>) {
    // A drill-down's instants replace the day range (a report's local buckets do not fall on UTC days).
    const { start, end } = query.analytics
      ? { start: new Date(query.analytics.from), end: new Date(query.analytics.to) }
      : dayRange(query.from, query.to, THRESHOLDS.defaultDateFilterStartDaysBack);
    const { rows, totalCount } = await repo.historyTickets(this.db, {
      brandId: member.brandId, from: start, toExclusive: end, inScope: ticketsInScope(member),
      ...(query.analytics ? { drill: ticketDrillDownCondition(query.analytics) } : {}),
      ...(query.status ? { status: query.status } : {}),
      ...(query.priority ? { priority: query.priority } : {}),
      ...(query.agentId ? { agentId: query.agentId } : {}),
      ...(query.group ? { groupId: query.group } : {}),
      ...(query.search ? { search: query.search } : {}),
    }, query.offset, TICKET_HISTORY_PAGE_SIZE);
    return { tickets: rows.map(ticketOf), totalCount, hasMore: query.offset + rows.length < totalCount };
  }

  async transcript(member: TicketMember, ticketId: string) {
    const view = assertFound(await repo.findTicketView(this.db, member.brandId, ticketId, ticketsVisible(member)));
    return {
      ticket: ticketOf(view),
      ticketChatLogs: await ticketChatLogs(this.db, view.ticket),
      userProfileDetails: await ticketProfile(this.db, view.ticket),
    };
  }
}
