/**
 * Brand configuration (/members/configuration): the §9 constants a brand may change. Stored per
 * brand; the server's getBrandConfiguration() and the console read it through these schemas.
 */
import { z } from 'zod';
import { THRESHOLDS, TIMING } from '../common/constants';
import { bifurcationValuesSchema } from '../auth/bifurcation-scope';
import { PRE_CHAT_FORM_MODES, SATISFACTION_SURVEY_MODES } from '../live-chat/widget-forms.rules';

export const CONFIGURATION_PATHS = {
  /** Every signed-in member reads it (live chat needs the thresholds). */
  configuration: '/admin/v1/configuration',
  /** The origins the widget may be embedded on now: the server's own, WIDGET_ORIGINS and the brand's list. */
  widgetOrigins: '/admin/v1/configuration/widgetOrigins',
} as const;

export const MAX_WIDGET_ORIGINS = 50;

/** Why a string is not a website origin (scheme://host[:port], http or https), or null when it is one. */
export function originProblem(value: string): string | null {
  if (value.includes('*')) return 'List each origin: wildcards are not allowed';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme && scheme !== 'http' && scheme !== 'https') return 'Only http:// and https:// origins';
  if (!scheme) return 'Start with http:// or https://, e.g. https://shop.example.com';
  if (!/^https?:\/\/[^/?#]+\/?$/i.test(value)) return 'An origin has no path, query or fragment: just https://shop.example.com (and a port if any)';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Not a valid origin: use scheme, host and optional port, e.g. https://shop.example.com:8443';
  }
  if (url.username || url.password) return 'An origin has no user name or password';
  return url.hostname ? null : 'Not a valid origin: the host is missing';
}

/** One website origin, normalized as browsers send it (lower-case host, no default port, no trailing slash). */
export const widgetOriginSchema = z.string().trim().min(1, 'Enter an origin, e.g. https://shop.example.com').max(255, 'At most 255 characters')
  .superRefine((value, ctx) => {
    const problem = originProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => new URL(value).origin);

export const widgetOriginsSchema = z.array(widgetOriginSchema).max(MAX_WIDGET_ORIGINS, `At most ${MAX_WIDGET_ORIGINS} origins`)
  .superRefine((origins, ctx) => {
    origins.forEach((origin, index) => {
      if (origins.indexOf(origin) !== index) ctx.addIssue({ code: 'custom', message: `${origin} is listed twice`, path: [index] });
    });
  });

/** Where an allowed origin comes from, so an admin sees why a website may (or may not) embed the widget. */
export const WIDGET_ORIGIN_SOURCES = {
  publicUrl: "This server's own address (PUBLIC_URL; the demo site is served there)",
  environment: 'The deployment (WIDGET_ORIGINS on the server)',
  brand: "This brand's list below",
} as const;
export type WidgetOriginSource = keyof typeof WIDGET_ORIGIN_SOURCES;

export const effectiveWidgetOriginsSchema = z.array(z.object({
  origin: z.string(),
  sources: z.array(z.enum(Object.keys(WIDGET_ORIGIN_SOURCES) as [WidgetOriginSource, ...WidgetOriginSource[]])),
}));
export type EffectiveWidgetOrigins = z.infer<typeof effectiveWidgetOriginsSchema>;

export const MAX_WIDGET_SITES = 50;

/**
 * A website (or channel) whose chats carry bifurcation values: the widget's embed names its key
 * (data-site="south-shop"); a chat of another channel uses the site whose key is the channel's code (e.g. wa).
 */
export const widgetSiteSchema = z.object({
  key: z.string().trim().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/i, 'Letters, digits, - and _ (at most 40)'),
  values: bifurcationValuesSchema,
});
export type WidgetSite = z.infer<typeof widgetSiteSchema>;

export const widgetSitesSchema = z.array(widgetSiteSchema).max(MAX_WIDGET_SITES, `At most ${MAX_WIDGET_SITES} sites`)
  .superRefine((sites, ctx) => {
    sites.forEach((site, index) => {
      if (sites.findIndex((other) => other.key === site.key) !== index) ctx.addIssue({ code: 'custom', message: `${site.key} is listed twice`, path: [index, 'key'] });
    });
  });

export const brandConfigurationSchema = z.object({
  autoJoinOnAccept: z.boolean(),
  chatHandlingLongSeconds: z.number().int().min(10, 'At least 10 seconds').max(86_400, 'At most one day'),
  chatHandlingCriticalSeconds: z.number().int().min(10, 'At least 10 seconds').max(86_400, 'At most one day'),
  maxCsvInvites: z.number().int().min(1, 'At least 1').max(500, 'At most 500'),
  /**
   * Read here (what other screens use); edited only on Settings › ML Configuration (issue 21, point 7). A save
   * without it keeps the stored one, so this screen never overwrites a newer threshold.
   */
  intentThreshold: z.number().min(0, 'The threshold is between 0 and 1').max(1, 'The threshold is between 0 and 1').optional(),
  /** Websites (origins) that may embed the widget, besides this server's own and WIDGET_ORIGINS. */
  widgetOrigins: widgetOriginsSchema,
  /** The widget's "Talk to a person" button (asks for an agent in one tap while the bot handles the chat); on unless turned off. */
  widgetTalkToPerson: z.boolean().default(true),
  /** The widget's pre-chat form (name and e-mail). A document saved before it existed reads as 'off'. */
  preChatForm: z.enum(PRE_CHAT_FORM_MODES).default('off'),
  /** The survey the widget shows after a resolved chat. */
  satisfactionSurvey: z.enum(SATISFACTION_SURVEY_MODES).default('stars'),
  /** Sites and channels whose chats carry bifurcation values; left out of a save, the stored list stays. */
  widgetSites: widgetSitesSchema.optional(),
}).refine((c) => c.chatHandlingCriticalSeconds > c.chatHandlingLongSeconds, {
  message: 'Critical handling time must be longer than long handling time',
  path: ['chatHandlingCriticalSeconds'],
});
export type BrandConfiguration = z.infer<typeof brandConfigurationSchema>;

export const DEFAULT_BRAND_CONFIGURATION: BrandConfiguration = {
  autoJoinOnAccept: THRESHOLDS.autoJoinOnAccept,
  chatHandlingLongSeconds: TIMING.chatHandlingLongMs / 1000,
  chatHandlingCriticalSeconds: TIMING.chatHandlingCriticalMs / 1000,
  maxCsvInvites: THRESHOLDS.maxAgentsInvitedByCsv,
  intentThreshold: THRESHOLDS.intentScore,
  widgetOrigins: [],
  widgetTalkToPerson: true,
  preChatForm: 'off',
  satisfactionSurvey: 'stars',
};
