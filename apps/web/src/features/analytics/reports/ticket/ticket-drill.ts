/**
 * The tickets behind a number of the ticket report (issue 24): its drill metric over a range (the report's or one
 * bucket's), narrowed as the report was (channel, group, agent) and by the row it stands in (a priority, a group…).
 * A time to resolution lists the tickets resolved that it is the median (90th percentile) of. The report's priority
 * and contact type (ticket-narrowing.tsx) narrow every drill-down too.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { ReportFilter } from '@switchboard/contracts/analytics/report-filter';
import type { TicketDrillDown, TicketDrillMetric } from '@switchboard/contracts/analytics/ticket-report.schemas';
import { ticketDrillHref } from '@/lib/analytics-drill/ticket-drill-url';
import type { Range } from '@/features/analytics/reports/shared/drill-scope';
import type { TicketNarrowing } from '@/features/analytics/reports/ticket/ticket-narrowing';

/** The report's filter with its own priority and contact type. */
export type TicketReportScope = ReportFilter & TicketNarrowing;

export type TicketDimensions = Pick<TicketDrillDown, 'priority' | 'groupId' | 'channel' | 'contactType'>;

export function ticketDrill(metric: TicketDrillMetric, range: Range, filter: TicketReportScope, narrower: TicketDimensions = {}): TicketDrillDown {
  return {
    metric, from: range.from, to: range.to,
    ...(filter.priority ? { priority: filter.priority } : {}),
    ...(filter.contactType ? { contactType: filter.contactType } : {}),
    ...(filter.channel ? { channel: filter.channel } : {}),
    ...(filter.groupId ? { groupId: filter.groupId } : {}),
    ...(filter.agentId ? { agentId: filter.agentId } : {}),
    ...narrower,
  };
}

export type OpenTicketDrill = (drill: TicketDrillDown, by?: string) => void;

/** Opens ticket history on the tickets behind a number: a new history entry, so Back returns to the report. */
export function useTicketDrillDown(): OpenTicketDrill {
  const navigate = useNavigate();
  return useCallback((drill, by) => { void navigate(ticketDrillHref({ drill, ...(by ? { by } : {}) })); }, [navigate]);
}
