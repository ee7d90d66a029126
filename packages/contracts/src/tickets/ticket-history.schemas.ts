/**
 * Ticket history /tickethistory (§2, §9): filters (date range default 1 day back to today, at most
 * 30 days; status, priority, agent, group, free-text search) and load-more pages of 15.
 */
import { z } from 'zod';
import { ticketDrillDownSchema } from '../analytics/ticket-report.schemas';
import { PAGE_SIZES, THRESHOLDS } from '../common/constants';
import { TICKET_PRIORITIES, TICKET_STATUSES, ticketChatLogSchema, ticketSchema, userProfileDetailsSchema } from './tickets.schemas';

export const TICKET_HISTORY_PATHS = {
  filters: '/admin/v1/ticketLogs/filters',
  filtersQuery: '/admin/v1/ticketLogs/filtersQuery',
  byTicketId: '/admin/v1/ticketLogs/ticketLogsByTicketId',
} as const;

export const TICKET_HISTORY_PAGE_SIZE = PAGE_SIZES.ticketHistoryLoadMore;
export const MAX_RANGE_DAYS = THRESHOLDS.allowedDateRangeDays;
export const RANGE_TOO_LONG = `The date range can be at most ${THRESHOLDS.allowedDateRangeDays} days.`;
export const RANGE_REVERSED = 'The start date must not be after the end date.';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'use YYYY-MM-DD');
const optionalId = (name: string) => z.string().trim().uuid(`${name} is not a valid id`).optional();

export const ticketHistoryQuerySchema = z.object({
  /** Inclusive days (UTC); default from = 1 day back, to = today. */
  from: isoDay.optional(),
  to: isoDay.optional(),
  status: z.enum(TICKET_STATUSES).optional(),
  priority: z.enum(TICKET_PRIORITIES).optional(),
  agentId: optionalId('agentId'),
  group: optionalId('group'),
  search: z.string().trim().max(200, 'search is too long (at most 200)').optional(),
  /** How many rows were already loaded (load-more). */
  offset: z.number().int().min(0).max(100_000).default(0),
  /**
   * The tickets behind one number of the ticket report (issue 24): with it, the list is exactly those tickets
   * (its metric over [from, to) replaces from..to; the other filters still apply).
   */
  analytics: ticketDrillDownSchema.optional(),
});
export type TicketHistoryQuery = z.input<typeof ticketHistoryQuerySchema>;
export const ticketHistoryDataSchema = z.object({
  tickets: z.array(ticketSchema),
  totalCount: z.number().int().min(0),
  hasMore: z.boolean(),
});
export type TicketHistoryData = z.infer<typeof ticketHistoryDataSchema>;

export const ticketHistoryFiltersDataSchema = z.object({
  statuses: z.array(z.enum(TICKET_STATUSES)),
  priorities: z.array(z.enum(TICKET_PRIORITIES)),
  agents: z.array(z.object({ agentId: z.string(), name: z.string() })),
  groups: z.array(z.object({ groupId: z.string(), name: z.string() })),
  defaultRange: z.object({ from: z.string(), to: z.string() }),
});
export type TicketHistoryFilters = z.infer<typeof ticketHistoryFiltersDataSchema>;

export const ticketTranscriptDataSchema = z.object({
  ticket: ticketSchema,
  ticketChatLogs: z.array(ticketChatLogSchema),
  userProfileDetails: userProfileDetailsSchema,
});
export type TicketTranscript = z.infer<typeof ticketTranscriptDataSchema>;
