/**
 * Scheduled reports (/console/reports) and the reports library (/console/reports_ui): a report configuration
 * (what, for which chats, how often, to whom) and the runs it makes. One schema validates the console's form
 * and the server's body, so both sides refuse the same input.
 */
import { z } from 'zod';
import { CHANNELS, GRANULARITIES } from '../common/constants';
import { pageQuerySchema } from '../common/pagination';
import { emailSchema } from '../common/rules';

/**
 * What a configuration reports. The three agent-monitoring worksheets of §9 plus the chat and ticket history
 * exports; 'agentMonitoring' is the three worksheets in one workbook (a sheet each).
 */
/**
 * The analytics reports a configuration can schedule: their numbers as /analytics answers them for the period (one
 * worksheet per list of the answer, one for its totals). Analytics filters take one group, agent and channel.
 */
export const ANALYTICS_REPORT_DATASETS = ['analyticsChatlog', 'analyticsUsages', 'analyticsBotSuccess', 'analyticsLiveChat', 'analyticsKpi', 'analyticsFeedback'] as const;
export type AnalyticsReportDataset = (typeof ANALYTICS_REPORT_DATASETS)[number];
export const isAnalyticsDataset = (dataset: string): dataset is AnalyticsReportDataset => (ANALYTICS_REPORT_DATASETS as readonly string[]).includes(dataset);

export const REPORT_DATASETS = ['agentMonitoring', 'chatRawDump', 'chatMessageSummary', 'totalChats', 'chatHistory', 'ticketHistory', ...ANALYTICS_REPORT_DATASETS] as const;
export type ReportDataset = (typeof REPORT_DATASETS)[number];
export const REPORT_DATASET_LABELS: Record<ReportDataset, string> = {
  agentMonitoring: 'Agent monitoring (all three worksheets)',
  chatRawDump: 'Chat Report Raw Dump',
  chatMessageSummary: 'Chat Message Report Summary',
  totalChats: 'Total Chats Report',
  chatHistory: 'Chat history export',
  ticketHistory: 'Ticket history export',
  analyticsChatlog: 'Analytics: Chat Log',
  analyticsUsages: 'Analytics: Usages (engagement and retention)',
  analyticsBotSuccess: 'Analytics: Bot Success Metrics',
  analyticsLiveChat: 'Analytics: Live Chat',
  analyticsKpi: 'Analytics: KPI',
  analyticsFeedback: 'Analytics: Feedback',
};

/** §9's schedule options; 'monthly' runs on dayOfMonth (1 to 31; past a short month's end, on its last day). */
export const SCHEDULE_FREQUENCIES = ['hourly', 'daily', 'weekly', 'monthly', 'weekdays'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];
export const SCHEDULE_LABELS: Record<ScheduleFrequency, string> = {
  hourly: 'Hourly', daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly', weekdays: 'Weekdays (Monday to Friday)',
};
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The stretch of time a run covers, ending at the run's scheduled time (in the schedule's time zone). */
export const REPORT_PERIODS = ['previousHour', 'previousDay', 'previousWeek', 'previousMonth', 'last7Days', 'last30Days'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  previousHour: 'The previous hour', previousDay: 'Yesterday', previousWeek: 'Last week (Monday to Sunday)',
  previousMonth: 'Last month', last7Days: 'The last 7 days', last30Days: 'The last 30 days',
};

export const REPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const reportScheduleSchema = z.object({
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  /** Local time of day, HH:mm (hourly uses its minutes only). */
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time as HH:mm'),
  timeZone: z.string().min(1).refine(isTimeZone, 'Unknown time zone'),
  /** 0 = Sunday; weekly only. */
  dayOfWeek: z.number().int().min(0).max(6).default(1),
  /** Monthly only. */
  dayOfMonth: z.number().int().min(1).max(31).default(1),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

export const reportFiltersSchema = z.object({
  groupIds: z.array(z.string().uuid()).max(50).default([]),
  agentIds: z.array(z.string().uuid()).max(200).default([]),
  channels: z.array(z.enum(CHANNELS)).default([]),
});
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

export const reportRecipientsSchema = z.object({
  memberIds: z.array(z.string().uuid()).max(50).default([]),
  emails: z.array(emailSchema).max(50).default([]),
});

export const reportConfigBodySchema = z.object({
  name: z.string().trim().min(1, 'Give the report a name').max(120),
  dataset: z.enum(REPORT_DATASETS),
  filters: reportFiltersSchema.default({ groupIds: [], agentIds: [], channels: [] }),
  granularity: z.enum(GRANULARITIES).default('day'),
  period: z.enum(REPORT_PERIODS),
  schedule: reportScheduleSchema,
  recipients: reportRecipientsSchema.default({ memberIds: [], emails: [] }),
  format: z.enum(REPORT_FORMATS).default('xlsx'),
  enabled: z.boolean().default(true),
}).superRefine((body, ctx) => {
  if (!isAnalyticsDataset(body.dataset)) return;
  if (body.period === 'previousHour') ctx.addIssue({ code: 'custom', path: ['period'], message: REPORT_TEXTS.analyticsWholeDays });
  for (const [key, list] of [['groupIds', body.filters.groupIds], ['agentIds', body.filters.agentIds], ['channels', body.filters.channels]] as const) {
    if (list.length > 1) ctx.addIssue({ code: 'custom', path: ['filters', key], message: REPORT_TEXTS.analyticsOneEach });
  }
});
export type ReportConfigBody = z.infer<typeof reportConfigBodySchema>;
export type ReportConfigInput = z.input<typeof reportConfigBodySchema>;

export const reportConfigSchema = reportConfigBodySchema.safeExtend({
  id: z.string(),
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  /** ISO instant of the next scheduled run; null while disabled. */
  nextRunAt: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  lastRunStatus: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportConfig = z.infer<typeof reportConfigSchema>;

/** queued → running → sent (mailed) | ready (kept, nobody to mail) | failed (with the reason). */
export const REPORT_RUN_STATUSES = ['queued', 'running', 'sent', 'ready', 'failed'] as const;
export type ReportRunStatus = (typeof REPORT_RUN_STATUSES)[number];
export const REPORT_TRIGGERS = ['schedule', 'runNow', 'onDemand'] as const;

export const reportRunSchema = z.object({
  id: z.string(),
  configId: z.string().nullable(),
  configName: z.string(),
  dataset: z.enum(REPORT_DATASETS),
  format: z.enum(REPORT_FORMATS),
  trigger: z.enum(REPORT_TRIGGERS),
  status: z.enum(REPORT_RUN_STATUSES),
  reason: z.string().nullable(),
  /** 0–100 while running. */
  progress: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  rows: z.number().int().nullable(),
  sizeBytes: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The file can be downloaded (built and not deleted). */
  downloadable: z.boolean(),
});
export type ReportRun = z.infer<typeof reportRunSchema>;

export const reportConfigListQuerySchema = pageQuerySchema;
export const reportRunListQuerySchema = pageQuerySchema.extend({ configId: z.string().uuid().optional() });

/** On-demand generation from the library: an existing configuration for a chosen period (at most 30 days, §9). */
export const onDemandBodySchema = z.object({
  configId: z.string().uuid(),
  periodStart: z.iso.datetime({ offset: true }),
  periodEnd: z.iso.datetime({ offset: true }),
}).refine((body) => Date.parse(body.periodEnd) > Date.parse(body.periodStart), { message: 'The end must be after the start', path: ['periodEnd'] })
  .refine((body) => Date.parse(body.periodEnd) - Date.parse(body.periodStart) <= 31 * 86_400_000, { message: 'At most 30 days', path: ['periodEnd'] });
export type OnDemandBody = z.infer<typeof onDemandBodySchema>;

export const REPORT_TEXTS = {
  created: 'Report saved',
  updated: 'Report updated',
  deleted: 'Report deleted',
  queued: 'Report queued',
  fileDeleted: 'Report file deleted',
  stillRunning: 'This report is still being built; delete it once it has finished',
  notFound: 'That report no longer exists',
  fileGone: 'That report file is not available',
  outOfScope: 'This report was made for another bifurcation than yours',
  disabledAfterFailures: 'The schedule was turned off after three failed runs in a row',
  unknownGroup: 'A chosen group no longer exists',
  analyticsOneEach: 'An analytics report takes at most one group, one agent and one channel',
  analyticsWholeDays: 'An analytics report covers whole days: choose a period of a day or more',
  unknownMember: 'A chosen member no longer exists',
} as const;

/** The calls (paths ours; docs/api.md). */
export const REPORT_PATHS = {
  configs: '/admin/v1/console/reportConfigs',
  config: '/admin/v1/console/reportConfigs/:id',
  runNow: '/admin/v1/console/reportConfigs/:id/runNow',
  runs: '/admin/v1/console/reports',
  run: '/admin/v1/console/reports/:id',
  download: '/admin/v1/console/reports/:id/download',
  onDemand: '/admin/v1/console/reports/onDemand',
  /** The form's group, agent and member choices (the analytics filter's options, for whoever may schedule reports). */
  options: '/admin/v1/console/reportOptions',
} as const;

export const REPORTS_FEATURE = '/console/reports';
export const REPORTS_UI_FEATURE = '/console/reports_ui';
