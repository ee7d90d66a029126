/**
 * The link from a ticket report number to the tickets behind it (issue 24): /tickethistory with the drill-down in
 * the query string, written by /analytics/ticket and read by ticket history (the same format as drill-url.ts for
 * conversations), so a link can be shared and Back returns to the report.
 */
import { ticketDrillDownSchema, type TicketDrillDown } from '@switchboard/contracts/analytics/ticket-report.schemas';

export const TICKET_DRILL_PATH = '/tickethistory';
const TICKET_DRILL_PARAMS = ['metric', 'from', 'to', 'priority', 'groupId', 'channel', 'contactType', 'agentId'] as const;
const BY_PARAM = 'by';

export interface TicketDrillLink {
  drill: TicketDrillDown;
  /** Shown in ticket history's banner ("Group: Billing"). */
  by?: string;
}

export function ticketDrillHref({ drill, by }: TicketDrillLink): string {
  const search = new URLSearchParams();
  for (const name of TICKET_DRILL_PARAMS) {
    const value = drill[name];
    if (value) search.set(name, value);
  }
  if (by) search.set(BY_PARAM, by);
  return `${TICKET_DRILL_PATH}?${search.toString()}`;
}

export type TicketDrillFromSearch = { kind: 'none' } | { kind: 'invalid' } | ({ kind: 'drill' } & TicketDrillLink);

/** The drill-down a ticket history URL asks for: none (plain ticket history), a valid one, or a link that does not parse. */
export function ticketDrillFromSearch(search: URLSearchParams): TicketDrillFromSearch {
  if (!TICKET_DRILL_PARAMS.some((name) => search.has(name))) return { kind: 'none' };
  const given = Object.fromEntries(TICKET_DRILL_PARAMS.flatMap((name) => {
    const value = search.get(name);
    return value ? [[name, value]] : [];
  }));
  const parsed = ticketDrillDownSchema.safeParse(given);
  if (!parsed.success) return { kind: 'invalid' };
  const by = search.get(BY_PARAM);
  return { kind: 'drill', drill: parsed.data, ...(by ? { by } : {}) };
}
