/**
 * WhatsApp message templates in the Cloud API's own shape (POST /{waba-id}/message_templates): name, language,
 * category and components HEADER / BODY / FOOTER / BUTTONS with examples, checked against WhatsApp's limits here so
 * the console, the server and the Graph API double refuse the same things.
 */
import { z } from 'zod';

export const TEMPLATE_CATEGORIES = ['MARKETING', 'UTILITY', 'AUTHENTICATION'] as const;
export const TEMPLATE_STATUSES = ['APPROVED', 'PENDING', 'REJECTED', 'PAUSED', 'DISABLED'] as const;
export const TEMPLATE_QUALITIES = ['GREEN', 'YELLOW', 'RED'] as const;
export const HEADER_FORMATS = ['TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];
export type TemplateQuality = (typeof TEMPLATE_QUALITIES)[number];

/** What people read for WhatsApp's codes (issue 21, point 7), in the words WhatsApp Manager uses. */
export const TEMPLATE_CATEGORY_LABELS: Record<TemplateCategory, string> = { MARKETING: 'Marketing', UTILITY: 'Utility', AUTHENTICATION: 'Authentication' };
export const TEMPLATE_STATUS_LABELS: Record<TemplateStatus, string> = {
  APPROVED: 'Approved', PENDING: 'In review', REJECTED: 'Rejected', PAUSED: 'Paused', DISABLED: 'Disabled',
};
export const TEMPLATE_QUALITY_LABELS: Record<TemplateQuality, string> = { GREEN: 'High', YELLOW: 'Medium', RED: 'Low' };
/** The template languages the console offers first (WhatsApp's codes); others can be typed. */
export const TEMPLATE_LANGUAGE_LABELS: Record<string, string> = {
  en: 'English', en_US: 'English (US)', en_GB: 'English (UK)', hi: 'Hindi', ta: 'Tamil', te: 'Telugu', mr: 'Marathi',
  bn: 'Bengali', gu: 'Gujarati', kn: 'Kannada', ml: 'Malayalam', pa: 'Punjabi',
};
export const templateLanguageLabel = (code: string): string => TEMPLATE_LANGUAGE_LABELS[code] ?? code;

export const TEMPLATE_LIMITS = {
  name: 512,
  body: 1024,
  headerText: 60,
  footer: 60,
  buttons: 10,
  buttonText: 25,
  urlButtons: 2,
  phoneButtons: 1,
  copyCodeButtons: 1,
  url: 2000,
  phone: 20,
  copyCode: 15,
} as const;

export const TEMPLATE_TEXTS = {
  name: 'Lowercase letters, digits and underscores only',
  variablesInOrder: 'Variables must be numbered {{1}}, {{2}}… in order, without gaps',
  examples: 'Give one example for each variable',
  oneBody: 'A template has exactly one body',
  headerVariables: 'A text header has at most one variable, {{1}}',
  urlButtons: `At most ${TEMPLATE_LIMITS.urlButtons} URL buttons`,
  phoneButtons: `At most ${TEMPLATE_LIMITS.phoneButtons} phone number button`,
  copyCodeButtons: `At most ${TEMPLATE_LIMITS.copyCodeButtons} copy code button`,
  headerMedia: 'A media header needs an example file handle',
  headerExampleType: 'The example is a JPEG or PNG image, an MP4 video or a PDF document.',
  headerExampleSize: 'The example file is at most 5 MB.',
  noAppId: 'Set the Meta app id in Members › Configuration › WhatsApp (or WA_APP_ID) to upload example files.',
  duplicate: 'A template with this name and language already exists.',
  created: 'Template submitted for review.',
  notConnected: 'WhatsApp is not connected',
  connectHow: 'An admin connects the brand’s WhatsApp number in Members › Configuration (a single-brand deployment may set the WA_* variables instead; see the README).',
  /** Sending a template the console does not know in that language (refused before WhatsApp is asked). */
  unknown: (name: string, language: string) => `There is no template "${name}" in ${templateLanguageLabel(language)}. Choose one from Template Master.`,
  /** Sending a template WhatsApp has not approved (or has paused or disabled). */
  notApproved: (name: string, language: string, status: TemplateStatus) =>
    `The template "${name}" (${templateLanguageLabel(language)}) is ${TEMPLATE_STATUS_LABELS[status].toLowerCase()}: WhatsApp only sends approved templates.`,
} as const;
/** The server's answer to a WhatsApp call of a brand with no number: none of its own, no WA_* settings. */
export const WHATSAPP_NOT_CONFIGURED = `${TEMPLATE_TEXTS.notConnected}: ${TEMPLATE_TEXTS.connectHow}`;

/** The numbers of {{n}} placeholders in `text`, in order of appearance. */
export const variablesOf = (text: string): number[] => [...text.matchAll(/\{\{\s*(\d+)\s*\}\}/g)].map((m) => Number(m[1]));

/** {{1}}…{{n}} each used, none missing: the count n, or null when the numbering has a gap or does not start at 1. */
export function contiguousVariables(text: string): number | null {
  const used = new Set(variablesOf(text));
  for (let n = 1; n <= used.size; n += 1) if (!used.has(n)) return null;
  return used.size;
}

const quickReply = z.object({ type: z.literal('QUICK_REPLY'), text: z.string().trim().min(1).max(TEMPLATE_LIMITS.buttonText, `At most ${TEMPLATE_LIMITS.buttonText} characters`) });
const urlButton = z.object({
  type: z.literal('URL'), text: z.string().trim().min(1).max(TEMPLATE_LIMITS.buttonText, `At most ${TEMPLATE_LIMITS.buttonText} characters`),
  url: z.url().max(TEMPLATE_LIMITS.url),
  /** The full URL for a URL ending in {{1}}. */
  example: z.array(z.string().min(1)).max(1).optional(),
}).refine((b) => !variablesOf(b.url).length || (variablesOf(b.url).join() === '1' && b.url.trimEnd().endsWith('}}') && b.example?.length === 1), {
  message: 'A URL may end in one variable {{1}}, with an example', path: ['url'],
});
const phoneButton = z.object({
  type: z.literal('PHONE_NUMBER'), text: z.string().trim().min(1).max(TEMPLATE_LIMITS.buttonText, `At most ${TEMPLATE_LIMITS.buttonText} characters`),
  phone_number: z.string().regex(/^\+?[1-9]\d{6,18}$/, 'A phone number in international form'),
});
const copyCodeButton = z.object({ type: z.literal('COPY_CODE'), example: z.string().trim().min(1).max(TEMPLATE_LIMITS.copyCode) });
export const templateButtonSchema = z.discriminatedUnion('type', [quickReply, urlButton, phoneButton, copyCodeButton]);
export type TemplateButton = z.infer<typeof templateButtonSchema>;

const headerSchema = z.object({
  type: z.literal('HEADER'),
  format: z.enum(HEADER_FORMATS),
  text: z.string().trim().min(1).max(TEMPLATE_LIMITS.headerText, `At most ${TEMPLATE_LIMITS.headerText} characters`).optional(),
  example: z.object({ header_text: z.array(z.string().min(1)).max(1).optional(), header_handle: z.array(z.string().min(1)).max(1).optional() }).optional(),
}).superRefine((h, ctx) => {
  if (h.format === 'TEXT') {
    if (!h.text) return ctx.addIssue({ code: 'custom', message: 'A text header needs its text', path: ['text'] });
    const n = contiguousVariables(h.text);
    if (n === null || n > 1) return ctx.addIssue({ code: 'custom', message: TEMPLATE_TEXTS.headerVariables, path: ['text'] });
    if ((h.example?.header_text?.length ?? 0) !== n) ctx.addIssue({ code: 'custom', message: TEMPLATE_TEXTS.examples, path: ['example'] });
  } else if (!h.example?.header_handle?.length) {
    ctx.addIssue({ code: 'custom', message: TEMPLATE_TEXTS.headerMedia, path: ['example'] });
  }
});
const bodySchema = z.object({
  type: z.literal('BODY'),
  text: z.string().trim().min(1, 'Write the message body').max(TEMPLATE_LIMITS.body, `At most ${TEMPLATE_LIMITS.body} characters`),
  example: z.object({ body_text: z.array(z.array(z.string().min(1))).length(1) }).optional(),
}).superRefine((b, ctx) => {
  const n = contiguousVariables(b.text);
  if (n === null) return ctx.addIssue({ code: 'custom', message: TEMPLATE_TEXTS.variablesInOrder, path: ['text'] });
  if ((b.example?.body_text[0]?.length ?? 0) !== n) ctx.addIssue({ code: 'custom', message: TEMPLATE_TEXTS.examples, path: ['example'] });
});
const footerSchema = z.object({ type: z.literal('FOOTER'), text: z.string().trim().min(1).max(TEMPLATE_LIMITS.footer, `At most ${TEMPLATE_LIMITS.footer} characters`) });
const buttonsSchema = z.object({ type: z.literal('BUTTONS'), buttons: z.array(templateButtonSchema).min(1).max(TEMPLATE_LIMITS.buttons, `At most ${TEMPLATE_LIMITS.buttons} buttons`) })
  .superRefine((c, ctx) => {
    const count = (type: TemplateButton['type']) => c.buttons.filter((b) => b.type === type).length;
    if (count('URL') > TEMPLATE_LIMITS.urlButtons) ctx.addIssue({ code: 'custom', message: TEMPLATE_TEXTS.urlButtons, path: ['buttons'] });
    if (count('PHONE_NUMBER') > TEMPLATE_LIMITS.phoneButtons) ctx.addIssue({ code: 'custom', message: TEMPLATE_TEXTS.phoneButtons, path: ['buttons'] });
    if (count('COPY_CODE') > TEMPLATE_LIMITS.copyCodeButtons) ctx.addIssue({ code: 'custom', message: TEMPLATE_TEXTS.copyCodeButtons, path: ['buttons'] });
  });

export const templateComponentSchema = z.discriminatedUnion('type', [headerSchema, bodySchema, footerSchema, buttonsSchema]);
export type TemplateComponent = z.infer<typeof templateComponentSchema>;

/** A template as submitted to WhatsApp (and to POST /admin/v1/whatsappTemplates). */
export const templateInputSchema = z.object({
  name: z.string().min(1).max(TEMPLATE_LIMITS.name).regex(/^[a-z0-9_]+$/, TEMPLATE_TEXTS.name),
  language: z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'A language code such as en or en_US'),
  category: z.enum(TEMPLATE_CATEGORIES),
  components: z.array(templateComponentSchema).min(1).max(4),
}).superRefine((t, ctx) => {
  const of = (type: TemplateComponent['type']) => t.components.filter((c) => c.type === type).length;
  if (of('BODY') !== 1) ctx.addIssue({ code: 'custom', message: TEMPLATE_TEXTS.oneBody, path: ['components'] });
  for (const type of ['HEADER', 'FOOTER', 'BUTTONS'] as const) {
    if (of(type) > 1) ctx.addIssue({ code: 'custom', message: `At most one ${type.toLowerCase()}`, path: ['components'] });
  }
});
export type TemplateInput = z.infer<typeof templateInputSchema>;

/** A messaging template (§3: id) as the console lists it. */
export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  language: z.string(),
  category: z.enum(TEMPLATE_CATEGORIES),
  components: z.array(templateComponentSchema),
  status: z.enum(TEMPLATE_STATUSES),
  rejectedReason: z.string().nullable(),
  quality: z.enum(TEMPLATE_QUALITIES).nullable(),
  providerId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

export const TEMPLATE_PATHS = {
  templates: '/admin/v1/whatsappTemplates',
  /** Multipart `file`: a media header's example, uploaded to WhatsApp; answers the handle the template's example takes. */
  headerExample: '/admin/v1/whatsappTemplates/headerExample',
} as const;

/** The example files WhatsApp takes for a media header, by type: which header format each makes. */
export const HEADER_EXAMPLE_TYPES: Record<string, Exclude<(typeof HEADER_FORMATS)[number], 'TEXT'>> = {
  'image/jpeg': 'IMAGE', 'image/png': 'IMAGE', 'video/mp4': 'VIDEO', 'application/pdf': 'DOCUMENT',
};
/** The console's cap on an example file (WhatsApp's own are 5 MB for images, 16 MB for videos, 100 MB for documents). */
export const HEADER_EXAMPLE_MAX_BYTES = 5_242_880;
export const headerExampleSchema = z.object({ handle: z.string(), format: z.enum(['IMAGE', 'VIDEO', 'DOCUMENT']), fileName: z.string() });
export type HeaderExample = z.infer<typeof headerExampleSchema>;

export const templateListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(TEMPLATE_STATUSES).optional(),
  category: z.enum(TEMPLATE_CATEGORIES).optional(),
  language: z.string().max(15).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type TemplateListQuery = z.infer<typeof templateListQuerySchema>;
export const templateListDataSchema = z.object({ items: z.array(templateSchema), totalCount: z.number().int() });

/** Webhook fields (entry[].changes[].field) of the WhatsApp Business Account about templates, in the Cloud API's shape. */
export const templateStatusUpdateSchema = z.looseObject({
  event: z.string(),
  message_template_id: z.union([z.number(), z.string()]).transform(String),
  message_template_name: z.string(),
  message_template_language: z.string(),
  reason: z.string().nullable().optional(),
});
export const templateQualityUpdateSchema = z.looseObject({
  previous_quality_score: z.string().optional(),
  new_quality_score: z.string(),
  message_template_id: z.union([z.number(), z.string()]).transform(String),
  message_template_name: z.string(),
  message_template_language: z.string(),
});

/** POST /{waba-id}/message_templates answers the new template's id and status. */
export const createTemplateResponseSchema = z.looseObject({ id: z.string(), status: z.string(), category: z.string().optional() });
