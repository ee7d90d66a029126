/**
 * The event report of /analytics/event and the funnels of /analytics/conversions (issue 24, §2): the bot events
 * (bot builder → Events) that workflows' event nodes recorded in conversations. A conversation counts in the
 * bucket of its start, as in every conversation report, and every count of conversations drills down with metric
 * `events` (analyticsDrillDownSchema's events / eventType / eventTag / dropOff).
 */
import { z } from 'zod';
import { EVENT_TYPES } from '../bot-builder/event.schemas';
import { CHANNELS } from '../common/constants';
import { FUNNEL_MAX_STEPS } from './analytics.schemas';
import { reportFilterSchema } from './report-filter';

/** The series shows this many events (the most frequent of the range) beside the total. */
export const EVENT_SERIES_TOP = 5;

const counts = z.object({ conversations: z.number().int(), occurrences: z.number().int() });
const bucket = z.object({ bucket: z.string(), from: z.string(), to: z.string() });

export const eventReportDataSchema = z.object({
  totals: counts,
  /** Per bucket: conversations with any event, events recorded, and conversations per top event (by eventId). */
  series: z.array(bucket.merge(counts).extend({ byEvent: z.record(z.string(), z.number().int()) })),
  /** Every event recorded in the range, most conversations first (ties by name). */
  events: z.array(counts.extend({ eventId: z.string(), name: z.string(), eventType: z.enum(EVENT_TYPES), eventTags: z.array(z.string()) })),
  byType: z.array(counts.extend({ eventType: z.enum(EVENT_TYPES) })),
  byTag: z.array(counts.extend({ tag: z.string() })),
  byChannel: z.array(counts.extend({ channel: z.enum(CHANNELS) })),
  range: z.object({ from: z.string(), to: z.string() }),
});
export type EventReportData = z.infer<typeof eventReportDataSchema>;

/** §9: the conversion report's default range is 7 days (REPORT_DEFAULT_RANGE_DAYS.conversion). */
export const conversionFilterSchema = reportFilterSchema.safeExtend({
  /** The funnel's steps in order (bot event ids); none: only the events to choose from are answered. */
  steps: z.array(z.uuid('steps must be event ids')).max(FUNNEL_MAX_STEPS, `At most ${FUNNEL_MAX_STEPS} steps`).default([]),
});
export type ConversionFilterInput = z.input<typeof conversionFilterSchema>;
export type ConversionFilter = z.output<typeof conversionFilterSchema>;

export const funnelStepSchema = z.object({
  eventId: z.string(),
  name: z.string(),
  /** Conversations that recorded this step's event after every step before it, in order. */
  conversations: z.number().int(),
  /** conversations ÷ the step before's (100 for the first step). */
  stepConversion: z.number(),
  /** conversations ÷ the first step's. */
  conversionFromFirst: z.number(),
  /** The step before's conversations − this one's (0 for the first step). */
  dropOff: z.number().int(),
});
export type FunnelStep = z.infer<typeof funnelStepSchema>;

export const conversionDataSchema = z.object({
  /** The brand's events, to choose steps from. */
  events: z.array(z.object({ eventId: z.string(), name: z.string(), eventType: z.enum(EVENT_TYPES) })),
  steps: z.array(funnelStepSchema),
  range: z.object({ from: z.string(), to: z.string() }),
});
export type ConversionData = z.infer<typeof conversionDataSchema>;
