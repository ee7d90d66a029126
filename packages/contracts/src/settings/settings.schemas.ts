/** Settings (issue 6): downtime windows and the NLU (ml) configuration, stored per brand. */
import { z } from 'zod';
import { TRANSLATION_PROVIDERS } from '../translation/translation.schemas';
import { DEFAULT_LANGUAGE, THRESHOLDS } from '../common/constants';

export const SETTINGS_PATHS = {
  downtime: '/admin/v1/downtime',
  downtimeWindow: '/admin/v1/downtime/:downtimeId',
  mlConfiguration: '/admin/v1/mlConfiguration',
} as const;

export const SETTINGS_TEXTS = {
  downtimeNotFound: 'This downtime window does not exist.',
  badTimeZone: 'Unknown time zone',
} as const;

/** IANA zones only (what Intl accepts as timeZone). */
export function isIanaTimeZone(zone: string): boolean {
  if (!zone || !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$|^UTC$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, 'Use YYYY-MM-DDTHH:mm');

export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const; // 0 = Sunday, like Date.getDay()

const common = {
  name: z.string().trim().min(1, 'Name is required').max(80, 'Name is at most 80 characters'),
  timeZone: z.string().refine(isIanaTimeZone, SETTINGS_TEXTS.badTimeZone),
  message: z.string().trim().max(500).default(''),
};

/** One-off: from start to end, both wall-clock times in the window's zone. */
export const oneOffDowntimeSchema = z.object({
  kind: z.literal('oneOff'),
  ...common,
  startsAt: localDateTime,
  endsAt: localDateTime,
}).refine((w) => w.endsAt > w.startsAt, { message: 'The end must be after the start', path: ['endsAt'] });

/** Weekly: on the given weekdays from startTime to endTime (end before start = runs past midnight). */
export const weeklyDowntimeSchema = z.object({
  kind: z.literal('weekly'),
  ...common,
  weekdays: z.array(z.number().int().min(0).max(6)).min(1, 'Pick at least one day').max(7),
  startTime: z.string().regex(HHMM, 'Use HH:mm'),
  endTime: z.string().regex(HHMM, 'Use HH:mm'),
}).refine((w) => w.endTime !== w.startTime, { message: 'The end must differ from the start', path: ['endTime'] });

export const downtimeInputSchema = z.discriminatedUnion('kind', [oneOffDowntimeSchema, weeklyDowntimeSchema]);
export type DowntimeInput = z.input<typeof downtimeInputSchema>;
export type DowntimeRule = z.infer<typeof downtimeInputSchema>;
export type DowntimeWindow = DowntimeRule & { _id: string };

export const ML_FALLBACKS = ['message', 'handover'] as const;
export const mlConfigurationSchema = z.object({
  language: z.string().regex(/^[a-z]{2}$/, 'A two-letter language code'),
  threshold: z.number().min(0, 'The threshold is between 0 and 1').max(1, 'The threshold is between 0 and 1'),
  /** Below the threshold the bot answers fallbackMessage, or hands the chat to an agent. */
  fallbackBehaviour: z.enum(ML_FALLBACKS),
  fallbackMessage: z.string().trim().min(1, 'Fallback message is required').max(500),
  /** OpenAI-compatible endpoint (…/v1) whose POST /chat/completions writes generative FAQ answers; '' or absent: none. */
  generativeEndpoint: z.union([z.literal(''), z.url({ protocol: /^https?$/, message: 'An http(s) URL, e.g. https://api.openai.com/v1' })]).optional(),
  generativeModel: z.string().trim().max(100, 'Model is at most 100 characters').optional(),
  /** Write-only secret: omitted keeps the stored key, '' removes it. Answers carry generativeApiKeySet instead. */
  generativeApiKey: z.string().trim().max(500).optional(),
  /** What the model costs in US $ per 1,000 input (prompt) and output (completion) tokens: /analytics/genai's cost. */
  generativePriceInPer1k: z.number().min(0, 'A price is 0 or more').max(1000, 'At most $1,000 per 1,000 tokens').optional(),
  generativePriceOutPer1k: z.number().min(0, 'A price is 0 or more').max(1000, 'At most $1,000 per 1,000 tokens').optional(),
  /**
   * Live-chat translation: 'libretranslate' calls translationUrl's POST /translate, 'generative' the endpoint above,
   * 'none' turns it off; absent: the server's TRANSLATE_URL when set (docs/decisions.md, "Translation").
   */
  translationProvider: z.enum(TRANSLATION_PROVIDERS).optional(),
  /** A LibreTranslate-compatible API's base URL (its POST /translate is called). */
  translationUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/, message: 'An http(s) URL, e.g. https://translate.example.com' })]).optional(),
});
export type MlConfiguration = z.infer<typeof mlConfigurationSchema>;
/** What GET answers: the configuration without the API key, and whether one is stored. */
export const mlConfigurationViewSchema = mlConfigurationSchema.omit({ generativeApiKey: true }).extend({ generativeApiKeySet: z.boolean() });
export type MlConfigurationView = z.infer<typeof mlConfigurationViewSchema>;
export const DEFAULT_ML_CONFIGURATION: MlConfiguration = {
  language: DEFAULT_LANGUAGE,
  threshold: THRESHOLDS.intentScore,
  fallbackBehaviour: 'message',
  fallbackMessage: "Sorry, I didn't get that. You can pick an option below or ask for an agent.",
};

/** A stored window as listed (the rule plus its _id). */
export const downtimeWindowSchema = z.intersection(downtimeInputSchema, z.object({ _id: z.string() }));
