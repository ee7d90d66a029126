/**
 * The filter every /analytics report takes (§9 "Allowed date range 30 days", default ranges, granularity; issue 24).
 * Days are whole calendar days in the member's time zone (a conversation at 00:30 in Asia/Kolkata counts on that
 * day there), both ends included. The report endpoints answer 400 with the field when the range is reversed or
 * longer than 30 days; the console's filter bar validates with the same schema.
 */
import { z } from 'zod';
import { CHANNELS, THRESHOLDS } from '../common/constants';
import { daySchema, daysBetween } from '../history/history.schemas';

export const GRANULARITIES = ['hour', 'day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

export const REPORT_FILTER_TEXTS = {
  rangeReversed: 'The start date must be on or before the end date',
  rangeTooLong: `Choose at most ${THRESHOLDS.allowedDateRangeDays} days`,
  unknownTimeZone: 'Unknown time zone',
} as const;

/** An IANA time zone name the runtime knows (Asia/Kolkata, UTC, America/New_York…). */
export const timeZoneSchema = z.string().min(1).max(64).refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, REPORT_FILTER_TEXTS.unknownTimeZone);

export const reportFilterSchema = z.object({
  startDate: daySchema,
  endDate: daySchema,
  granularity: z.enum(GRANULARITIES).default('day'),
  timeZone: timeZoneSchema.default('UTC'),
  channel: z.enum(CHANNELS).optional(),
  groupId: z.uuid('groupId must be a group id').optional(),
  agentId: z.uuid('agentId must be a member id').optional(),
  selectedBifurcation: z.unknown().optional(),
}).superRefine((filter, ctx) => {
  const days = daysBetween(filter.startDate, filter.endDate);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['startDate'], message: REPORT_FILTER_TEXTS.rangeReversed });
  else if (days > THRESHOLDS.allowedDateRangeDays) ctx.addIssue({ code: 'custom', path: ['endDate'], message: REPORT_FILTER_TEXTS.rangeTooLong });
});
export type ReportFilterInput = z.input<typeof reportFilterSchema>;
export type ReportFilter = z.output<typeof reportFilterSchema>;

/** §9: chat analytics 3 days, tickets 15, conversions 7; the rest start 1 day back. */
export const REPORT_DEFAULT_RANGE_DAYS = {
  chat: THRESHOLDS.chatAnalyticsDefaultRangeDays,
  tickets: THRESHOLDS.ticketsDefaultRangeDays,
  conversion: THRESHOLDS.conversionDefaultRangeDays,
  other: THRESHOLDS.defaultDateFilterStartDaysBack,
} as const;
export type ReportRangeKind = keyof typeof REPORT_DEFAULT_RANGE_DAYS;

/** Today in the zone, as YYYY-MM-DD. */
export function dayInZone(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The default range of a report kind, ending today in the member's time zone. */
export function defaultReportRange(kind: ReportRangeKind, timeZone: string, now = new Date()): { startDate: string; endDate: string } {
  const endDate = dayInZone(now, timeZone);
  const start = new Date(`${endDate}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - REPORT_DEFAULT_RANGE_DAYS[kind]);
  return { startDate: start.toISOString().slice(0, 10), endDate };
}
