/**
 * Translation and the customer's language (§3 Active chat session_language; §7 /admin/v1/translate,
 * /admin/v1/selectCustomerLanguage, the PUT customer language update; §8 'Customer Language Updated').
 * Languages are ISO 639-1 codes. The agent's language is the console's (DEFAULT_AGENT_LANGUAGE until the
 * console has others); the customer's is the chat's session_language, detected from their messages or set by staff.
 */
import { z } from 'zod';
import { TEXTS } from '../common/texts';

export const TRANSLATION_PATHS = {
  /** GET: whether translation is configured; POST: one message of a chat in the agent's language (stored). */
  translate: '/admin/v1/translate',
  /** POST: staff set the chat's customer language (by sessionId). */
  selectCustomerLanguage: '/admin/v1/selectCustomerLanguage',
  /** PUT: the customer language update by psid (their open, else latest, chat); the spec shows no path. */
  customerLanguage: '/admin/v1/customerLanguage',
} as const;

/** libretranslate: POST {url}/translate; generative: the ML configuration's OpenAI-compatible endpoint; none: off. */
export const TRANSLATION_PROVIDERS = ['none', 'libretranslate', 'generative'] as const;
export type TranslationProvider = (typeof TRANSLATION_PROVIDERS)[number];

export const DEFAULT_AGENT_LANGUAGE = 'en';

/** The languages the detector knows (eld's 60), which staff may also pick. */
export const LANGUAGE_CODES = [
  'am', 'ar', 'az', 'be', 'bg', 'bn', 'ca', 'cs', 'da', 'de', 'el', 'en', 'es', 'et', 'eu', 'fa', 'fi', 'fr', 'gu', 'he',
  'hi', 'hr', 'hu', 'hy', 'is', 'it', 'ja', 'ka', 'kn', 'ko', 'ku', 'lo', 'lt', 'lv', 'ml', 'mr', 'ms', 'nl', 'no', 'or',
  'pa', 'pl', 'pt', 'ro', 'ru', 'sk', 'sl', 'sq', 'sr', 'sv', 'ta', 'te', 'th', 'tl', 'tr', 'uk', 'ur', 'vi', 'yo', 'zh',
] as const;
const KNOWN = new Set<string>(LANGUAGE_CODES);

export const languageCodeSchema = z.string().trim().toLowerCase()
  .refine((code) => KNOWN.has(code), 'A language code the console knows, e.g. es');

/** A message's text in the other party's language: for a customer's message its translation, for an agent's what they wrote. */
export const messageTranslationSchema = z.object({ text: z.string(), language: z.string() });
export type MessageTranslation = z.infer<typeof messageTranslationSchema>;

const sessionId = z.uuid('sessionId must be a chat session id');
/** The console adds the member's bifurcation selection to every call's body (the server reads the stored one). */
const selectedBifurcation = z.unknown().optional();

export const translationStatusSchema = z.object({
  configured: z.boolean(),
  provider: z.enum(TRANSLATION_PROVIDERS),
  /** The console's language staff read and write in. */
  agentLanguage: z.string(),
});
export type TranslationStatus = z.infer<typeof translationStatusSchema>;

export const translateBodySchema = z.object({
  sessionId,
  chatlogId: z.uuid('chatlogId must be a message id'),
  target: languageCodeSchema.default(DEFAULT_AGENT_LANGUAGE),
  selectedBifurcation,
}).strict();
export type TranslateBody = z.input<typeof translateBodySchema>;
/** translation null: the message is already in the target language (nothing stored). */
export const translateDataSchema = z.object({
  sessionId: z.string(),
  chatlogId: z.string(),
  source: z.string(),
  translation: messageTranslationSchema.nullable(),
});
export type TranslateData = z.infer<typeof translateDataSchema>;

export const selectCustomerLanguageBodySchema = z.object({ sessionId, session_language: languageCodeSchema, selectedBifurcation }).strict();
export const customerLanguageBodySchema = z.object({
  psid: z.string().trim().min(1, 'psid is required').max(64, 'psid is at most 64 characters'),
  session_language: languageCodeSchema,
  selectedBifurcation,
}).strict();
export const customerLanguageDataSchema = z.object({ sessionId: z.string(), psid: z.string(), session_language: z.string() });
export type CustomerLanguageData = z.infer<typeof customerLanguageDataSchema>;

export const TRANSLATION_TEXTS = {
  updated: TEXTS.customerLanguageUpdated,
  notConfigured: 'Translation is not configured: messages are shown and sent as written. An admin can set a translation service in Settings › ML Configuration.',
  failed: 'The translation service did not answer, so nothing was translated.',
  sentUntranslated: 'Sent as written: the translation service did not answer.',
  noText: 'This message has no text to translate.',
} as const;
