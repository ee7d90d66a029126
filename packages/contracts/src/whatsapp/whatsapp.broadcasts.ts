/**
 * WhatsApp broadcasts (issue 25, "Broadcasts are jobs"): a template sent to the recipients of an uploaded
 * xlsx, paced by the platform's limits. The template is referred to as the Cloud API sends it (name,
 * language, category), so the templates table (built apart) can be joined on those at merge.
 */
import { z } from 'zod';

export const BROADCAST_PATHS = {
  /** §7: multipart (fields first, then the file), no timeout. */
  upload: '/admin/v1/whatsappInputFileUpload',
  broadcast: '/admin/v1/whatsapp/broadcasts/:id',
  pause: '/admin/v1/whatsapp/broadcasts/:id/pause',
  resume: '/admin/v1/whatsapp/broadcasts/:id/resume',
  cancel: '/admin/v1/whatsapp/broadcasts/:id/cancel',
  retryFailed: '/admin/v1/whatsapp/broadcasts/:id/retryFailed',
} as const;

export const BROADCAST_STATES = ['scheduled', 'running', 'paused', 'cancelled', 'completed'] as const;
export type BroadcastState = (typeof BROADCAST_STATES)[number];

/** `sending`: claimed and handed to the Graph API, its answer not yet recorded (see docs/decisions.md). */
export const RECIPIENT_STATES = ['queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'skipped'] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];

export const TEMPLATE_CATEGORIES = ['MARKETING', 'UTILITY', 'AUTHENTICATION'] as const;

/** The per-second limit per phone number: 80 by default, up to 1,000 (Meta raises it on request). */
export const MESSAGES_PER_SECOND = { default: 80, max: 1000 } as const;
/** The portfolio's 24-hour messaging limit tiers (unique recipients). */
export const DAILY_RECIPIENT_TIERS = [250, 2000, 10000, 100000] as const;
/** Most rows one upload may hold. */
export const MAX_BROADCAST_ROWS = 100_000;

const variableName = z.string().trim().min(1).max(64).regex(/^[^,]+$/, 'A column name has no comma')
  .refine((name) => name.toLowerCase() !== 'phone', 'The phone column is not a variable');

/** The upload's form fields (sent before the file). `variables` are the sheet's columns for {{1}}…{{n}}, in order. */
export const broadcastUploadFieldsSchema = z.object({
  name: z.string().trim().min(1).max(120),
  templateName: z.string().trim().min(1).max(512),
  templateLanguage: z.string().trim().min(2).max(15),
  templateCategory: z.enum(TEMPLATE_CATEGORIES),
  variables: z.string().max(2000).default('').transform((text) => text.split(',').map((name) => name.trim()).filter(Boolean))
    .pipe(z.array(variableName).max(20)),
  /** The sheet's column holding the numbers. */
  phoneColumn: z.string().trim().min(1).max(200).default('phone'),
  /** ISO time; absent: now. */
  scheduledAt: z.iso.datetime({ offset: true }).optional(),
  timeZone: z.string().trim().min(1).max(64).refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Not a time zone').default('Asia/Kolkata'),
  /** 'true': answer the report only, create nothing. */
  validateOnly: z.enum(['true', 'false']).default('false').transform((flag) => flag === 'true'),
});
export type BroadcastUploadFields = z.infer<typeof broadcastUploadFieldsSchema>;

export const ROW_PROBLEMS = ['badPhone', 'missingVariable', 'duplicate', 'optedOut'] as const;
export type RowProblem = (typeof ROW_PROBLEMS)[number];

export const BROADCAST_TEXTS = {
  badPhone: 'Not a phone number in international form (country code and number).',
  missingVariable: (column: string) => `The column "${column}" is empty.`,
  duplicate: (row: number) => `The same number as row ${row}.`,
  optedOut: 'The customer opted out of broadcasts.',
  noRecipients: 'The file has no row that can be sent.',
  noPhoneColumn: 'The first row must name the columns, one of them "phone".',
  notFound: 'No such broadcast.',
  cannot: (action: string, state: string) => `A ${state} broadcast cannot be ${action}.`,
  notConfigured: 'The WhatsApp channel is not configured.',
} as const;

export const rowReportSchema = z.object({
  row: z.number().int(),
  phone: z.string(),
  problem: z.enum(ROW_PROBLEMS),
  message: z.string(),
});
export type RowReport = z.infer<typeof rowReportSchema>;

/** At most this many rejected rows are listed (all are counted). */
export const MAX_REPORTED_ROWS = 1000;

export const uploadReportSchema = z.object({
  rows: z.number().int(),
  accepted: z.number().int(),
  rejectedTotal: z.number().int(),
  /** Rejected rows by problem (all of them, not only those listed). */
  problems: z.object({ badPhone: z.number().int(), missingVariable: z.number().int(), duplicate: z.number().int(), optedOut: z.number().int() }),
  rejected: z.array(rowReportSchema),
});
export type UploadReport = z.infer<typeof uploadReportSchema>;

/** Counts by the recipients' current state; sent, delivered and read are cumulative (a read message was delivered and sent). */
export const broadcastCountsSchema = z.object({
  total: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  read: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
});

export const broadcastSchema = z.object({
  _id: z.string(),
  name: z.string(),
  template: z.object({ name: z.string(), language: z.string(), category: z.enum(TEMPLATE_CATEGORIES) }),
  /** The sheet's columns giving the template's parameters, in the order of `parameters`. */
  variables: z.array(z.string()),
  /** Where each value goes (header, body:n, url:i); empty: the body's {{1}}…{{n}} in order. */
  parameters: z.array(z.string()),
  scheduledAt: z.string(),
  timeZone: z.string(),
  state: z.enum(BROADCAST_STATES),
  counts: broadcastCountsSchema,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;

export const uploadResultSchema = z.object({ broadcast: broadcastSchema.nullable(), report: uploadReportSchema });
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** Graph API error codes worth a second attempt (throughput, spam and pair rate limits; temporary failures). */
export const RETRYABLE_ERROR_CODES = [1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004] as const;
/** The throughput error: the runner backs off before the next send. */
export const THROUGHPUT_ERROR = 130429;
