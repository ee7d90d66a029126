/**
 * The sender page's calls (/whatsapp_template/sender): the recipients sheet is uploaded once by the §7 upload (kept
 * for a day), its columns are mapped to the phone number and to the template's parameters and checked row by row,
 * then the broadcast is created from it; the number's limits and the configured price give the estimate.
 */
import { z } from 'zod';
import { MESSAGES_PER_SECOND } from './whatsapp.broadcasts';
import { TEMPLATE_CATEGORIES, TEMPLATE_CATEGORY_LABELS, variablesOf, type TemplateCategory, type TemplateComponent } from './whatsapp.templates';

export const SENDER_PATHS = {
  /** POST: the broadcast (or, validateOnly, its report) from a staged sheet. */
  create: '/admin/v1/whatsapp/broadcasts',
  settings: '/admin/v1/whatsapp/broadcastSettings',
} as const;

/** A staged sheet is kept this long (creating its broadcast removes it at once). */
export const SHEET_KEEP_HOURS = 24;

/** The §7 upload with the file alone: the sheet kept for the mapping, its header row and row count answered. */
export const stagedSheetSchema = z.object({
  id: z.string(),
  filename: z.string(),
  /** The first row's texts, as written. */
  columns: z.array(z.string()),
  /** Rows under the header that hold anything. */
  rows: z.number().int(),
  expiresAt: z.string(),
});
export type StagedSheet = z.infer<typeof stagedSheetSchema>;
export const stageResultSchema = z.object({ sheet: stagedSheetSchema });

export const SENDER_TEXTS = {
  sheetGone: `The uploaded sheet is gone (sheets are kept for ${SHEET_KEEP_HOURS} hours): upload it again.`,
  noHeader: 'The first row of the sheet must name its columns.',
  notColumn: (column: string) => `The sheet has no column "${column}".`,
  columnCount: (n: number) => `Choose a column for each of the template's ${n} variable${n === 1 ? '' : 's'}.`,
  templateMissing: 'No such template: choose an approved one.',
  notApproved: (status: string) => `Only an approved template can be sent; this one is ${status.toLowerCase()}.`,
  unsupported: (what: string) => `Broadcasts cannot send templates with ${what} yet.`,
  startPassed: 'The start time has passed: choose a later time or send now.',
  oneSource: 'Send to an uploaded sheet or to a customer segment (one of them).',
  created: (scheduled: boolean) => (scheduled ? 'The broadcast is scheduled.' : 'The broadcast is sending.'),
} as const;

/** IANA time zones only (the schedule is shown back in the zone it was chosen in). */
export const timeZoneSchema = z.string().trim().min(1).max(64).refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'Not a time zone');

const columnName = z.string().trim().min(1).max(200);

export const createBroadcastSchema = z.object({
  /** The recipients: a staged sheet, or a saved customer segment (whatsapp.segments.ts: its columns are SEGMENT_COLUMNS). */
  sheetId: z.uuid().optional(),
  segmentId: z.uuid().optional(),
  name: z.string().trim().min(1).max(120),
  template: z.object({ name: z.string().trim().min(1).max(512), language: z.string().trim().min(2).max(15) }),
  /** The sheet's column holding the numbers. */
  phoneColumn: columnName,
  /** One sheet column per template parameter, in the order templateParameters gives. */
  columns: z.array(columnName).max(20),
  /** ISO instant; absent: now. */
  scheduledAt: z.iso.datetime({ offset: true }).optional(),
  timeZone: timeZoneSchema.default('Asia/Kolkata'),
  /** The report only; nothing is created and the sheet is kept. */
  validateOnly: z.boolean().default(false),
}).refine((input) => (input.sheetId === undefined) !== (input.segmentId === undefined), {
  message: SENDER_TEXTS.oneSource, path: ['sheetId'],
});
export type CreateBroadcast = z.input<typeof createBroadcastSchema>;

/**
 * One value a template message needs for each recipient, named as the send places it: `header` (a text header's
 * {{1}}), `header:image` / `header:video` / `header:document` (a media header's file, as an https link: the same
 * for everyone, or each recipient's own such as an invoice), `body:n` ({{n}} of the body) or `url:i` (the {{1}}
 * ending the URL of the BUTTONS component's button i).
 */
export interface TemplateParameter { key: string; label: string; example: string }

const MEDIA_EXAMPLE_EXTENSIONS = { IMAGE: 'jpg', VIDEO: 'mp4', DOCUMENT: 'pdf' } as const;

/** The parameters a template needs, in send order, or why broadcasts cannot send it. */
export function templateParameters(components: readonly TemplateComponent[]): { parameters: TemplateParameter[]; unsupported: string | null } {
  const parameters: TemplateParameter[] = [];
  let unsupported: string | null = null;
  for (const component of components) {
    if (component.type === 'HEADER') {
      if (component.format !== 'TEXT') {
        const kind = component.format.toLowerCase();
        parameters.push({ key: `header:${kind}`, label: `Header ${kind} (https link)`, example: `https://example.com/file.${MEDIA_EXAMPLE_EXTENSIONS[component.format]}` });
      } else if (/\{\{\s*1\s*\}\}/.test(component.text ?? '')) parameters.push({ key: 'header', label: 'Header {{1}}', example: component.example?.header_text?.[0] ?? '' });
    }
  }
  const body = components.find((component) => component.type === 'BODY');
  if (body?.type === 'BODY') {
    const examples = body.example?.body_text[0] ?? [];
    for (let n = 1; n <= new Set(variablesOf(body.text)).size; n++) parameters.push({ key: `body:${n}`, label: `Body {{${n}}}`, example: examples[n - 1] ?? '' });
  }
  for (const component of components) {
    if (component.type !== 'BUTTONS') continue;
    component.buttons.forEach((button, index) => {
      if (button.type === 'COPY_CODE') unsupported ??= 'a copy-code button';
      if (button.type === 'URL' && /\{\{\s*1\s*\}\}/.test(button.url)) {
        parameters.push({ key: `url:${index}`, label: `Button "${button.text}" link {{1}}`, example: button.example?.[0] ?? '' });
      }
    });
  }
  return { parameters, unsupported };
}

export const PRICE_CURRENCIES = ['INR', 'USD'] as const;
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number];

/** What the estimate needs: the number's limits, the 24-hour tier already used, the configured price per message. */
export const broadcastSettingsSchema = z.object({
  perSecond: z.number().int(),
  dailyTier: z.number().int(),
  /** Distinct numbers given a broadcast message in the last 24 hours (they count against the tier). */
  usedLast24h: z.number().int(),
  /** Per template category; null where no price is configured (WA_MESSAGE_PRICES). */
  prices: z.object(Object.fromEntries(TEMPLATE_CATEGORIES.map((category) => [category, z.number().nullable()])) as Record<TemplateCategory, z.ZodNullable<z.ZodNumber>>),
  currency: z.enum(PRICE_CURRENCIES),
});
export type BroadcastSettings = z.infer<typeof broadcastSettingsSchema>;

export interface BroadcastEstimate {
  /** From the start until the last message is handed over. */
  seconds: number;
  /** How many times the 24-hour limit makes the broadcast wait for its window to roll on. */
  waits: number;
  /** Recipients times the category's price (WhatsApp charges delivered messages: an upper bound); null without a price. */
  cost: number | null;
  priceMissing: string | null;
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The time a broadcast of `recipients` takes at the number's rate, waiting a day each time the 24-hour limit is
 * reached (what is left of it first), and its cost at the configured price.
 */
export function estimateBroadcast(recipients: number, settings: BroadcastSettings, category: TemplateCategory): BroadcastEstimate {
  const perSecond = Math.max(1, Math.min(settings.perSecond, MESSAGES_PER_SECOND.max));
  const available = Math.max(0, settings.dailyTier - settings.usedLast24h);
  let seconds = recipients / perSecond;
  let waits = 0;
  if (recipients > available) {
    const rest = recipients - available;
    waits = Math.ceil(rest / settings.dailyTier);
    const last = rest - (waits - 1) * settings.dailyTier;
    seconds = waits * DAY_SECONDS + last / perSecond;
  }
  const price = settings.prices[category];
  return {
    seconds,
    waits,
    cost: price === null ? null : Math.round(price * recipients * 100) / 100,
    priceMissing: price === null ? `No price per message is configured for ${TEMPLATE_CATEGORY_LABELS[category]} templates (WA_MESSAGE_PRICES).` : null,
  };
}
