/**
 * A brand's WhatsApp number (issue 25), in Members › Configuration: the Graph API's base URL, the phone number id,
 * the access token and app secret (write-only: the console sees whether they are set, never their values) and the
 * webhook's verify token. A brand without its own uses the deployment's WA_* settings.
 */
import { z } from 'zod';
import { isHttpsOrLoopback } from '../common/safe-url';

export const WHATSAPP_SETTINGS_PATHS = {
  settings: '/admin/v1/whatsappSettings',
  /** Asks the Graph API for the number (GET /{phone-number-id}) with the given or stored token. */
  test: '/admin/v1/whatsappSettings/test',
} as const;

/** The screen whose permission guards these settings (the brand's other connections live there too). */
export const WHATSAPP_SETTINGS_FEATURE = '/members/configuration';

/** Where the brand's settings come from: its own, the deployment's WA_* variables, or nowhere (the channel is off). */
export const WHATSAPP_SETTINGS_SOURCES = ['brand', 'environment', 'none'] as const;
export type WhatsAppSettingsSource = (typeof WHATSAPP_SETTINGS_SOURCES)[number];

export const WHATSAPP_SETTINGS_TEXTS = {
  saved: 'WhatsApp settings saved',
  removed: 'WhatsApp settings removed',
  tokenRequired: 'Enter the access token',
  secretRequired: 'Enter the app secret',
  numberTaken: 'Another brand is connected to this phone number id.',
  unreadable: 'The stored access token or app secret cannot be read with this server’s encryption key. Enter them again.',
  notSaved: 'This brand has no WhatsApp settings of its own.',
} as const;


/** https (http only on this machine: the local Graph API double), the API version as its path, no trailing slash. */
export const graphUrlSchema = z.url({ protocol: /^https?$/, error: 'Enter the Graph API URL with its version, e.g. https://graph.facebook.com/v23.0' })
  .max(300)
  // The refinements run even when the URL check failed (zod 4 goes on): a value that is no URL passes them, already refused.
  .refine(isHttpsOrLoopback, 'The Graph API URL must use https (http only on this machine)')
  .refine((value) => {
    const url = URL.canParse(value) ? new URL(value) : null;
    return !url || (!url.search && !url.hash);
  }, 'The Graph API URL takes no query or fragment')
  .transform((value) => value.replace(/\/+$/, ''));

export const phoneNumberIdSchema = z.string().trim().regex(/^\d{1,30}$/, 'Enter the phone number id (digits, from WhatsApp Manager › API setup)');

const secretSchema = (message: string) => z.string().trim().min(1, message).max(1_000).optional();

export const whatsAppSettingsInputSchema = z.object({
  graphUrl: graphUrlSchema,
  phoneNumberId: phoneNumberIdSchema,
  /** The Meta app's id (App settings › Basic): needed to upload media-header templates' example files. */
  appId: z.string().trim().regex(/^\d{1,30}$/, 'Enter the app id (digits, from Meta’s app dashboard › App settings › Basic)').optional(),
  /** Left out: the stored one is kept (required the first time). */
  accessToken: secretSchema(WHATSAPP_SETTINGS_TEXTS.tokenRequired),
  appSecret: secretSchema(WHATSAPP_SETTINGS_TEXTS.secretRequired),
  verifyToken: z.string().trim().min(8, 'The verify token has at least 8 characters').max(200).regex(/^[\x21-\x7e]+$/, 'The verify token is letters, digits and symbols, no spaces'),
});
export type WhatsAppSettingsInput = z.infer<typeof whatsAppSettingsInputSchema>;

export const whatsAppSettingsViewSchema = z.object({
  source: z.enum(WHATSAPP_SETTINGS_SOURCES),
  /** The brand's own (source brand), else the deployment's (source environment) base URL and number; empty when none. */
  graphUrl: z.string(),
  phoneNumberId: z.string(),
  /** Empty when none is set. */
  appId: z.string(),
  /** The brand's own; the deployment's is not shown (it lives in the server's environment). */
  verifyToken: z.string(),
  accessTokenSet: z.boolean(),
  appSecretSet: z.boolean(),
  /** What to enter as the callback URL at Meta. */
  webhookUrl: z.string(),
});
export type WhatsAppSettingsView = z.infer<typeof whatsAppSettingsViewSchema>;

/** Test connection: the number's settings as typed; a missing token means the stored one. */
export const whatsAppConnectionSchema = z.object({
  graphUrl: graphUrlSchema,
  phoneNumberId: phoneNumberIdSchema,
  accessToken: secretSchema(WHATSAPP_SETTINGS_TEXTS.tokenRequired),
});
export type WhatsAppConnection = z.infer<typeof whatsAppConnectionSchema>;

/** The Graph API's phone number (GET /{phone-number-id}?fields=display_phone_number,verified_name,quality_rating). */
export const graphPhoneNumberSchema = z.object({
  id: z.string(),
  display_phone_number: z.string(),
  verified_name: z.string().optional(),
  quality_rating: z.string().optional(),
});

export const whatsAppTestResultSchema = z.object({
  displayPhoneNumber: z.string(),
  verifiedName: z.string().nullable(),
  qualityRating: z.string().nullable(),
});
export type WhatsAppTestResult = z.infer<typeof whatsAppTestResultSchema>;
