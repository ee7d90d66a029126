/**
 * The broadcast history page's calls (/whatsapp_template/broadcast_history, 10 a page): the brand's broadcasts with
 * who created them, their failures grouped by the provider's error code (with what it means), the recipients one
 * by one, and their export.
 */
import { z } from 'zod';
import { PAGE_SIZES } from '../common/constants';
import {
  BROADCAST_STATES, broadcastSchema, RECIPIENT_STATES, RETRYABLE_ERROR_CODES, type BroadcastState, type RecipientState,
} from './whatsapp.broadcasts';

export const HISTORY_PATHS = {
  list: '/admin/v1/whatsapp/broadcasts',
  failures: '/admin/v1/whatsapp/broadcasts/:id/failures',
  recipients: '/admin/v1/whatsapp/broadcasts/:id/recipients',
  export: '/admin/v1/whatsapp/broadcasts/:id/recipients/export',
} as const;

/** While a broadcast on the page is scheduled or sending, the page asks again this often (as the live group list does). */
export const BROADCAST_POLL_MS = 5_000;

export const BROADCAST_STATE_LABELS: Record<BroadcastState, string> = {
  scheduled: 'Scheduled', running: 'Sending', paused: 'Paused', cancelled: 'Cancelled', completed: 'Completed',
};
/** A recipient's current state (the counts are cumulative; a filter names the state a recipient is in now). */
export const RECIPIENT_STATE_LABELS: Record<RecipientState, string> = {
  queued: 'Waiting', sending: 'Sending', sent: 'Sent, not yet delivered', delivered: 'Delivered, not yet read', read: 'Read', failed: 'Failed', skipped: 'Skipped',
};
export const SKIP_REASON_LABELS: Record<string, string> = { cancelled: 'Broadcast cancelled', optedOut: 'Opted out' };

const page = z.coerce.number().int().min(1).default(1);
const pageSize = (size: number) => z.coerce.number().int().min(1).max(100).default(size);

export const broadcastListQuerySchema = z.object({
  /** The broadcast's name contains it. */
  search: z.string().trim().max(100).optional(),
  state: z.enum(BROADCAST_STATES).optional(),
  /** The template's name, exactly. */
  template: z.string().trim().max(512).optional(),
  page,
  pageSize: pageSize(PAGE_SIZES.broadcastHistory),
});
export type BroadcastListQuery = z.infer<typeof broadcastListQuerySchema>;

export const broadcastListItemSchema = broadcastSchema.extend({
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type BroadcastListItem = z.infer<typeof broadcastListItemSchema>;
export const broadcastListDataSchema = z.object({
  items: z.array(broadcastListItemSchema),
  totalCount: z.number().int(),
  /** The names of the templates the brand's broadcasts used (the template filter's choices). */
  templates: z.array(z.string()),
});

/**
 * The Cloud API's error codes a broadcast meets, in words for the people reading the history (after Meta's
 * error code reference).
 */
export const ERROR_CODE_MEANINGS: Readonly<Record<number, { title: string; meaning: string }>> = {
  0: { title: 'Not authenticated', meaning: 'WhatsApp did not accept the access token: it expired or was revoked. Set a new one.' },
  1: { title: 'Unknown API error', meaning: 'WhatsApp could not handle the request, perhaps an outage on its side. Trying again later usually works.' },
  2: { title: 'Service unavailable', meaning: 'WhatsApp was down or overloaded for a moment. Trying again later usually works.' },
  3: { title: 'Missing capability', meaning: 'The app lacks a permission this call needs. Check the access token’s permissions.' },
  4: { title: 'Too many API calls', meaning: 'The app made too many calls in a short time. Trying again later works.' },
  10: { title: 'Permission denied', meaning: 'The access token is not allowed to send for this number. Check its permissions.' },
  100: { title: 'Invalid parameter', meaning: 'WhatsApp refused the request as malformed, for example a variable it does not accept.' },
  190: { title: 'Access token expired', meaning: 'The access token expired. Set a new one.' },
  368: { title: 'Blocked for policy violations', meaning: 'The business account is restricted for breaking a WhatsApp policy. See WhatsApp Manager.' },
  80007: { title: 'Account rate limit', meaning: 'The business account reached its API rate limit. Trying again later works.' },
  130429: { title: 'Throughput limit', meaning: 'More messages a second than the number may send. The sender slows down; trying again works.' },
  130472: { title: 'Part of an experiment', meaning: 'WhatsApp held the message back as part of a marketing experiment on this customer’s number.' },
  131000: { title: 'Something went wrong', meaning: 'An unexpected error at WhatsApp. Trying again usually works.' },
  131005: { title: 'Access denied', meaning: 'The access token is not allowed to send messages. Check its permissions.' },
  131008: { title: 'Required parameter missing', meaning: 'The message lacked something the template needs, such as a variable.' },
  131009: { title: 'Parameter value not valid', meaning: 'A variable’s value was not accepted (empty, too long, or of the wrong kind).' },
  131016: { title: 'Service unavailable', meaning: 'WhatsApp was unavailable for a moment. Trying again usually works.' },
  131021: { title: 'Sent to itself', meaning: 'The number is the business’s own number.' },
  131026: { title: 'Message undeliverable', meaning: 'The number is not on WhatsApp, or the customer’s app is too old, or they have not accepted WhatsApp’s terms.' },
  131031: { title: 'Account locked', meaning: 'The business account is locked (policy or verification). See WhatsApp Manager.' },
  131042: { title: 'Payment problem', meaning: 'The business account has a billing problem (no payment method, or the credit line is used up).' },
  131045: { title: 'Number not registered', meaning: 'The business phone number is not registered with the Cloud API.' },
  131047: { title: 'Outside the 24-hour window', meaning: 'Only a template may be sent more than 24 hours after the customer last wrote.' },
  131048: { title: 'Spam rate limit', meaning: 'The number may send fewer messages because customers blocked or reported earlier ones. Check its quality.' },
  131049: { title: 'Not delivered by WhatsApp’s choice', meaning: 'WhatsApp chose not to deliver it to keep engagement healthy: the customer got many marketing messages recently.' },
  131050: { title: 'Customer stopped marketing messages', meaning: 'The customer chose in WhatsApp not to get marketing messages from this business.' },
  131051: { title: 'Unsupported message type', meaning: 'WhatsApp does not support this kind of message.' },
  131052: { title: 'Media download failed', meaning: 'WhatsApp could not fetch the media the message carries.' },
  131053: { title: 'Media upload failed', meaning: 'WhatsApp could not take the media the message carries.' },
  131056: { title: 'Too many to the same customer', meaning: 'Too many messages to this customer in a short time (the pair rate). Trying again later works.' },
  131057: { title: 'Account in maintenance', meaning: 'The business account is in maintenance mode for a while.' },
  132000: { title: 'Wrong number of variables', meaning: 'The values sent do not match the variables the template has.' },
  132001: { title: 'Template does not exist', meaning: 'No approved template of this name exists in this language.' },
  132005: { title: 'Text too long', meaning: 'With the variables filled in, the message is longer than WhatsApp allows.' },
  132007: { title: 'Template format policy', meaning: 'The template’s content breaks a WhatsApp formatting policy.' },
  132012: { title: 'Variable in the wrong format', meaning: 'A variable’s value is not in the format the template expects.' },
  132015: { title: 'Template paused', meaning: 'WhatsApp paused the template for low quality.' },
  132016: { title: 'Template disabled', meaning: 'WhatsApp disabled the template for low quality.' },
  133004: { title: 'Server temporarily unavailable', meaning: 'WhatsApp’s server was briefly unavailable. Trying again usually works.' },
  133010: { title: 'Number not registered', meaning: 'The business phone number is not registered on WhatsApp.' },
  135000: { title: 'Generic user error', meaning: 'WhatsApp refused the message without saying why.' },
};

export const isRetryableCode = (code: number | null): boolean => code !== null && (RETRYABLE_ERROR_CODES as readonly number[]).includes(code);

export function errorMeaning(code: number | null): { title: string; meaning: string } {
  if (code === null) return { title: 'No error code', meaning: 'WhatsApp reported the message as failed without a code.' };
  return ERROR_CODE_MEANINGS[code] ?? { title: `WhatsApp error ${code}`, meaning: 'No description is known for this code; look it up in Meta’s error code reference.' };
}

export const failureGroupSchema = z.object({
  code: z.number().int().nullable(),
  count: z.number().int(),
  retryable: z.boolean(),
  title: z.string(),
  meaning: z.string(),
});
export type FailureGroup = z.infer<typeof failureGroupSchema>;
export const failuresDataSchema = z.object({ items: z.array(failureGroupSchema) });

export const recipientListQuerySchema = z.object({
  state: z.enum(RECIPIENT_STATES).optional(),
  page,
  pageSize: pageSize(PAGE_SIZES.broadcastHistory),
});
export type RecipientListQuery = z.infer<typeof recipientListQuerySchema>;

export const broadcastRecipientSchema = z.object({
  id: z.number().int(),
  /** The sheet row it came from. */
  row: z.number().int(),
  phone: z.string(),
  variables: z.array(z.string()),
  state: z.enum(RECIPIENT_STATES),
  errorCode: z.number().int().nullable(),
  reason: z.string().nullable(),
  attempts: z.number().int(),
  updatedAt: z.string(),
});
export type BroadcastRecipient = z.infer<typeof broadcastRecipientSchema>;
export const recipientListDataSchema = z.object({ items: z.array(broadcastRecipientSchema), totalCount: z.number().int() });

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const recipientExportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS).default('csv'), state: z.enum(RECIPIENT_STATES).optional() });
