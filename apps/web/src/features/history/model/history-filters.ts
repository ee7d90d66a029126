/** The history filter form's state and the filtersQuery body it makes (checked with the shared schema). */
import {
  defaultDateRange, filtersQueryBodySchema, type FiltersQueryBody, type HandledBy, type ReviewFilter,
} from '@switchboard/contracts/history/history.schemas';
import type { Channel } from '@switchboard/contracts/common/constants';

export interface HistoryFilterState {
  startDate: string;
  endDate: string;
  channel?: Channel;
  agentId?: string;
  tags: string[];
  reviewStatus: ReviewFilter;
  blocked?: boolean;
  handledBy?: HandledBy;
  search: string;
}

export const initialFilters = (now = new Date()): HistoryFilterState => ({ ...defaultDateRange(now), tags: [], reviewStatus: 'All', search: '' });

/** The request body, or the first problem (e.g. a range over 30 days) to show beside the filters. */
export function toQueryBody(state: HistoryFilterState): { body: Omit<FiltersQueryBody, 'cursor'> } | { error: string } {
  const body: Omit<FiltersQueryBody, 'cursor'> = {
    startDate: state.startDate,
    endDate: state.endDate,
    reviewStatus: state.reviewStatus,
    ...(state.channel ? { channel: state.channel } : {}),
    ...(state.agentId ? { agentId: state.agentId } : {}),
    ...(state.tags.length > 0 ? { tags: state.tags } : {}),
    ...(state.blocked !== undefined ? { blocked: state.blocked } : {}),
    ...(state.handledBy ? { handledBy: state.handledBy } : {}),
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
  };
  const parsed = filtersQueryBodySchema.safeParse(body);
  return parsed.success ? { body } : { error: parsed.error.issues[0]?.message ?? 'Check the filters' };
}
