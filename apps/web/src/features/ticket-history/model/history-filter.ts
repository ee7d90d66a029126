/** The ticket history filter (§9: default 1 day back to today, at most 30 days). */
import dayjs, { type Dayjs } from 'dayjs';
import { THRESHOLDS } from '@switchboard/contracts/common/constants';
import type { TicketHistoryQuery } from '@switchboard/contracts/tickets/ticket-history.schemas';

export interface HistoryFilterState {
  range: [Dayjs, Dayjs];
  status?: string | undefined;
  priority?: string | undefined;
  agentId?: string | undefined;
  group?: string | undefined;
  search?: string | undefined;
}

export const defaultRange = (today = dayjs()): [Dayjs, Dayjs] =>
  [today.subtract(THRESHOLDS.defaultDateFilterStartDaysBack, 'day').startOf('day'), today.startOf('day')];

/** A range longer than the allowed 30 days cannot be picked. */
export const rangeTooLong = ([from, to]: [Dayjs, Dayjs]) => to.diff(from, 'day') > THRESHOLDS.allowedDateRangeDays;

export function toQuery(state: HistoryFilterState): TicketHistoryQuery {
  const optional = (value: string | undefined) => (value ? value : undefined);
  const query: TicketHistoryQuery = { from: state.range[0].format('YYYY-MM-DD'), to: state.range[1].format('YYYY-MM-DD') };
  const extra = {
    status: optional(state.status), priority: optional(state.priority), agentId: optional(state.agentId),
    group: optional(state.group), search: optional(state.search?.trim()),
  };
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) Object.assign(query, { [key]: value });
  return query;
}
