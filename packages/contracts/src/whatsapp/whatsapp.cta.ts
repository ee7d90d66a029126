/**
 * Template call-to-action records (/whatsapp_template/template_cta, §9: 20 a page): which quick-reply button each
 * customer pressed on a template message (a broadcast's or one sent from a chat), with counts per template and per
 * broadcast. WhatsApp reports quick-reply presses only (as inbound messages); URL and phone button taps are not reported.
 */
import { z } from 'zod';
import { PAGE_SIZES } from '../common/constants';

export const CTA_PATHS = {
  records: '/admin/v1/whatsapp/templateCta',
  counts: '/admin/v1/whatsapp/templateCta/counts',
  filters: '/admin/v1/whatsapp/templateCta/filters',
} as const;

export const CTA_PAGE_SIZE = PAGE_SIZES.messagingCtaRecords;
/** The counts list at most this many templates and broadcasts (those pressed most recently). */
export const CTA_COUNT_GROUPS = 100;

export const CTA_TEXTS = {
  title: 'Template CTA',
  notReported: 'WhatsApp reports presses of quick-reply buttons only. Taps on URL and phone-number buttons are not reported by WhatsApp, so they are not counted here.',
  empty: 'No button presses yet. They appear here when customers press a quick-reply button of a template.',
  emptyFiltered: 'No button press matches the filters.',
  badRange: 'The start of the range must be before its end.',
  fromChat: 'Sent from a chat',
} as const;

/** The filters shared by the list and the counts. `search`: part of a phone number (digits; spaces and + are ignored). */
export const ctaFiltersSchema = z.object({
  templateName: z.string().trim().min(1).max(512).optional(),
  templateLanguage: z.string().trim().min(2).max(15).optional(),
  broadcastId: z.uuid().optional(),
  button: z.string().trim().min(1).max(256).optional(),
  /** ISO instants: from inclusive, to exclusive. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  search: z.string().max(40).optional().transform((text) => text?.replace(/\D/g, '') || undefined),
});
const rangeInOrder = (query: { from?: string | undefined; to?: string | undefined }) => !query.from || !query.to || Date.parse(query.from) < Date.parse(query.to);

export const ctaCountsQuerySchema = ctaFiltersSchema.refine(rangeInOrder, { message: CTA_TEXTS.badRange, path: ['to'] });
export const ctaListQuerySchema = ctaFiltersSchema.extend({ page: z.coerce.number().int().min(1).default(1) })
  .refine(rangeInOrder, { message: CTA_TEXTS.badRange, path: ['to'] });
export type CtaFilters = z.infer<typeof ctaCountsQuerySchema>;
export type CtaListQuery = z.infer<typeof ctaListQuerySchema>;

export const CTA_REPLY_TYPES = ['button', 'interactive'] as const;

const templateRef = z.object({ name: z.string(), language: z.string() });

/** One press. `broadcast` null: the template was sent from a chat. `row`: the recipient's row in the broadcast's sheet. */
export const ctaRecordSchema = z.object({
  id: z.string(),
  phone: z.string(),
  button: z.string(),
  payload: z.string().nullable(),
  replyType: z.enum(CTA_REPLY_TYPES),
  template: templateRef,
  broadcast: z.object({ _id: z.string(), name: z.string(), row: z.number().int().nullable() }).nullable(),
  pressedAt: z.string(),
});
export type CtaRecord = z.infer<typeof ctaRecordSchema>;
export const ctaListDataSchema = z.object({ items: z.array(ctaRecordSchema), totalCount: z.number().int() });
export type CtaListData = z.infer<typeof ctaListDataSchema>;

const buttonCount = z.object({ button: z.string(), presses: z.number().int() });
/** presses: every press; recipients: the numbers that pressed at least once. */
export const ctaGroupSchema = z.object({ presses: z.number().int(), recipients: z.number().int(), buttons: z.array(buttonCount) });
export const ctaCountsSchema = z.object({
  totals: z.object({ presses: z.number().int(), recipients: z.number().int() }),
  templates: z.array(ctaGroupSchema.extend({ template: templateRef })),
  /** `sent`: the broadcast's recipients the message reached WhatsApp for (sent, delivered or read), for a response rate. */
  broadcasts: z.array(ctaGroupSchema.extend({ _id: z.string(), name: z.string(), template: templateRef, sent: z.number().int() })),
});
export type CtaCounts = z.infer<typeof ctaCountsSchema>;

/** What the filters offer: the templates, broadcasts and buttons that have presses. */
export const ctaFilterOptionsSchema = z.object({
  templates: z.array(templateRef),
  broadcasts: z.array(z.object({ _id: z.string(), name: z.string() })),
  buttons: z.array(z.string()),
});
export type CtaFilterOptions = z.infer<typeof ctaFilterOptionsSchema>;
