/**
 * The ticket report of /analytics/ticket (issue 24, §2 analytics/ticket; default range 15 days, §9): tickets
 * created and resolved per bucket, the backlog at each bucket's end, time to resolution (median, p90), by
 * priority, group, channel and contact type. Its numbers drill down to the tickets behind them through ticket
 * history's filtersQuery (`analytics` field, ticketDrillDownSchema), as the conversation reports do through history.
 */
import { z } from 'zod';
import { CHANNELS, THRESHOLDS } from '../common/constants';
import { CONTACT_TYPES, TICKET_PRIORITIES } from '../tickets/tickets.schemas';
import { reportFilterSchema } from './report-filter';

/**
 * The sets of tickets a number of the report stands for, each over an instant range [from, to):
 * created = created in it; resolved = resolved (or closed) in it; backlog = open at `to` (created before it and
 * not resolved before it; `from` only bounds the request).
 */
export const TICKET_DRILL_METRICS = ['created', 'resolved', 'backlog'] as const;
export type TicketDrillMetric = (typeof TICKET_DRILL_METRICS)[number];

/** "No group" as a dimension (a ticket without a group). */
export const NO_TICKET_GROUP = 'none';
const MAX_DRILL_MS = (THRESHOLDS.allowedDateRangeDays + 2) * 86_400_000;

export const ticketDrillDownSchema = z.object({
  metric: z.enum(TICKET_DRILL_METRICS),
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  priority: z.enum(TICKET_PRIORITIES).optional(),
  groupId: z.union([z.uuid('groupId must be a group id'), z.literal(NO_TICKET_GROUP)]).optional(),
  channel: z.enum(CHANNELS).optional(),
  contactType: z.enum(CONTACT_TYPES).optional(),
  agentId: z.uuid('agentId must be a member id').optional(),
}).strict().superRefine((drill, ctx) => {
  const span = Date.parse(drill.to) - Date.parse(drill.from);
  if (span <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be after from' });
  else if (span > MAX_DRILL_MS) ctx.addIssue({ code: 'custom', path: ['to'], message: `Choose at most ${THRESHOLDS.allowedDateRangeDays} days` });
});
export type TicketDrillDown = z.infer<typeof ticketDrillDownSchema>;

/** The report filter plus the ticket dimensions a page can narrow to. */
export const ticketReportFilterSchema = reportFilterSchema.safeExtend({
  priority: z.enum(TICKET_PRIORITIES).optional(),
  contactType: z.enum(CONTACT_TYPES).optional(),
});
export type TicketReportFilterInput = z.input<typeof ticketReportFilterSchema>;
export type TicketReportFilter = z.output<typeof ticketReportFilterSchema>;

const ticketCounts = z.object({
  created: z.number().int(),
  resolved: z.number().int(),
  /** Open at the end of the bucket (of the range, in totals and breakdowns). */
  backlog: z.number().int(),
  /** Over the tickets resolved in the bucket; 0 when none. */
  resolutionMedianMs: z.number().int(),
  resolutionP90Ms: z.number().int(),
});
export type TicketCounts = z.infer<typeof ticketCounts>;

export const ticketReportDataSchema = z.object({
  metrics: ticketCounts.extend({ backlogAtStart: z.number().int() }),
  series: z.array(ticketCounts.extend({ bucket: z.string(), from: z.string(), to: z.string() })),
  /** Every priority, highest first. */
  byPriority: z.array(ticketCounts.extend({ priority: z.enum(TICKET_PRIORITIES) })),
  /** Groups with any ticket in the report; groupId `none` for tickets without a group. */
  byGroup: z.array(ticketCounts.extend({ groupId: z.string(), name: z.string() })),
  /** Channels with any ticket in the report. */
  byChannel: z.array(ticketCounts.extend({ channel: z.enum(CHANNELS) })),
  /** Every contact type. */
  byContactType: z.array(ticketCounts.extend({ contactType: z.enum(CONTACT_TYPES) })),
  range: z.object({ from: z.string(), to: z.string() }),
});
export type TicketReportData = z.infer<typeof ticketReportDataSchema>;
