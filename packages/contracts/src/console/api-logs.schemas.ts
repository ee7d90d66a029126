/**
 * /console/apilogs (issue 27): every call to the API and every call the product makes out (brand functions, the
 * LLM endpoint, the WhatsApp Graph API, mail), listed newest first with "Load more" (10 at a time, §9), and the
 * trace of one conversation: what happened to it in order, joined from its messages, its session, its WhatsApp
 * statuses, its bot events and the logged calls that name it.
 */
import { z } from 'zod';
import { PAGE_SIZES } from '../common/constants';

export const API_LOG_PATHS = {
  list: '/admin/v1/console/apiLogs',
  trace: '/admin/v1/console/apiLogs/trace',
  /** The member filter's choices: the brand's members, without needing the Members screens. */
  members: '/admin/v1/console/apiLogs/members',
} as const;

/** The screen's permission: the Console section's API Logs entry (permissions.ts, routes.ts). */
export const API_LOGS_FEATURE = '/console/apilogs';
export const API_LOGS_PAGE_SIZE = PAGE_SIZES.apiLogsLoadMore;

export const API_LOG_DIRECTIONS = ['inbound', 'outbound'] as const;
/** Who was called: this API (inbound), or the service an outbound call went to. */
export const API_LOG_TARGETS = ['api', 'brand-function', 'llm', 'whatsapp', 'mail', 'translation'] as const;
export const API_LOG_TARGET_LABELS: Record<ApiLogTarget, string> = {
  api: 'API', 'brand-function': 'Brand function', llm: 'LLM endpoint', whatsapp: 'WhatsApp Graph API', mail: 'Mail', translation: 'Translation service',
};
/** `failed`: an outbound call that got no answer at all (timeout, refused connection). */
export const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx', 'failed'] as const;
export const ACTOR_TYPES = ['member', 'customer'] as const;

export type ApiLogDirection = (typeof API_LOG_DIRECTIONS)[number];
export type ApiLogTarget = (typeof API_LOG_TARGETS)[number];
export type StatusClass = (typeof STATUS_CLASSES)[number];

export const apiLogEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  direction: z.enum(API_LOG_DIRECTIONS),
  target: z.enum(API_LOG_TARGETS),
  method: z.string(),
  /** The API's path (inbound) or the called URL without its query string (outbound). */
  path: z.string(),
  /** null: no answer came (outbound failures). */
  status: z.number().int().nullable(),
  durationMs: z.number(),
  actorType: z.enum(ACTOR_TYPES).nullable(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  requestId: z.string().nullable(),
  sessionId: z.string().nullable(),
  chatlogId: z.string().nullable(),
  ticketId: z.string().nullable(),
  /** Kept only when small, with secrets replaced by "[redacted]". */
  requestBody: z.string().nullable(),
  responseBody: z.string().nullable(),
  error: z.string().nullable(),
});
export type ApiLogEntry = z.infer<typeof apiLogEntrySchema>;

const optionalText = (max: number) => z.string().trim().max(max).optional().transform((value) => value || undefined);

export const apiLogsQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  direction: z.enum(API_LOG_DIRECTIONS).optional(),
  statusClass: z.enum(STATUS_CLASSES).optional(),
  /** Part of the path or URL, any case. */
  path: optionalText(200),
  /** A member's id (users.id): the calls they made. */
  memberId: z.uuid().optional(),
  minDurationMs: z.coerce.number().min(0).max(86_400_000).optional(),
  /** A request id, or a conversation's sessionId, chatlogId or ticketId. */
  search: optionalText(100),
  /** The previous page's nextCursor (its last row's time and id): the next 10 older ones follow. */
  cursor: z.string().regex(/^\d{1,15}\.\d{1,18}$/, 'cursor is a previous page\'s nextCursor').optional(),
});
export type ApiLogsQuery = z.input<typeof apiLogsQuerySchema>;

export const apiLogsDataSchema = z.object({
  items: z.array(apiLogEntrySchema),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type ApiLogsData = z.infer<typeof apiLogsDataSchema>;

export const TRACE_KINDS = [
  'conversation', 'customer-message', 'nlu', 'bot-message', 'bot-event', 'brand-function', 'handover',
  'agent-message', 'agent-action', 'system', 'outbound', 'delivery-status', 'api-call', 'llm', 'mail',
] as const;
export type TraceKind = (typeof TRACE_KINDS)[number];

export const traceItemSchema = z.object({
  at: z.string(),
  kind: z.enum(TRACE_KINDS),
  title: z.string(),
  detail: z.string().nullable(),
  /** An HTTP status or a delivery status, when the step has one. */
  status: z.string().nullable(),
  /** The api log row behind the step, to open its details. */
  logId: z.string().nullable(),
});
export type TraceItem = z.infer<typeof traceItemSchema>;

/** Any one id of the conversation: its sessionId, one of its chatlogIds or its ticket's id. */
export const traceQuerySchema = z.object({ id: z.string().trim().min(1).max(100) });

export const traceDataSchema = z.object({
  sessionId: z.string(),
  channel: z.string(),
  customerName: z.string().nullable(),
  items: z.array(traceItemSchema),
  /** The trace shows at most this many steps; true when the conversation had more. */
  truncated: z.boolean(),
});
export type TraceData = z.infer<typeof traceDataSchema>;

export const apiLogMembersDataSchema = z.object({ members: z.array(z.object({ id: z.string(), name: z.string() })) });
export type ApiLogMembersData = z.infer<typeof apiLogMembersDataSchema>;
