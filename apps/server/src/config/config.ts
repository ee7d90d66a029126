/**
 * The server's configuration: the environment parsed once with zod. This is the only reader of
 * process.env; everything else receives an AppConfig.
 */
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MAINTENANCE_TYPES } from '@switchboard/contracts/auth/auth.schemas';
import { TIMING } from '@switchboard/contracts/common/constants';
import { ENVIRONMENTS } from '@switchboard/contracts/bot-builder/environment-variable.schemas';
import { widgetOriginSchema } from '@switchboard/contracts/members/configuration.schemas';
import { DAILY_RECIPIENT_TIERS, MESSAGES_PER_SECOND } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import { PRICE_CURRENCIES } from '@switchboard/contracts/whatsapp/whatsapp.broadcast-sender';
import { TEMPLATE_CATEGORIES, type TemplateCategory } from '@switchboard/contracts/whatsapp/whatsapp.templates';

/** apps/server/src/config → the repository root. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess(blankToUndefined, schema.prefault(fallback as never));
const flag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => ['true', '1', 'yes'].includes(v));
/** WIDGET_ORIGINS: comma-separated website origins, each checked as the brand's list is. */
const originList = z.string().transform((value, ctx) => value.split(',').map((item) => item.trim()).filter(Boolean).flatMap((item) => {
  const origin = widgetOriginSchema.safeParse(item);
  if (origin.success) return [origin.data];
  ctx.addIssue({ code: 'custom', message: `"${item}": ${origin.error.issues[0]?.message ?? 'not an origin'}` });
  return [];
}));
const count = (fallback: number) => withDefault(z.coerce.number().int().min(1), fallback);
/** WA_MESSAGE_PRICES: CATEGORY=price pairs, comma-separated (WhatsApp prices a message by its template's category). */
const priceList = z.string().transform((value, ctx) => {
  const prices = Object.fromEntries(TEMPLATE_CATEGORIES.map((category) => [category, null])) as Record<TemplateCategory, number | null>;
  for (const item of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [name = '', price = ''] = item.split('=').map((part) => part.trim());
    const category = TEMPLATE_CATEGORIES.find((known) => known === name.toUpperCase());
    const amount = Number(price);
    if (category && price !== '' && Number.isFinite(amount) && amount >= 0) prices[category] = amount;
    else ctx.addIssue({ code: 'custom', message: `WA_MESSAGE_PRICES: "${item}" is not CATEGORY=price (${TEMPLATE_CATEGORIES.join(', ')})` });
  }
  return prices;
});

const envSchema = z.object({
  PORT: withDefault(z.coerce.number().int().min(0).max(65_535), 8080),
  HOST: withDefault(z.string(), '0.0.0.0'),
  DATA_DIR: withDefault(z.string(), resolve(REPO_ROOT, 'data')),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// URL' })),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// URL' })),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: withDefault(z.string(), 'Switchboard <no-reply@localhost>'),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
  WIDGET_ORIGINS: withDefault(originList, ''),
  JWT_SECRET: optional(z.string().min(32, 'JWT_SECRET must be at least 32 characters')),
  ENCRYPTION_KEY: optional(z.string().min(32, 'ENCRYPTION_KEY must be at least 32 characters')),
  SESSION_TTL_HOURS: count(24 * 7),
  SENTRY_DSN: optional(z.url()),
  WEB_DIST: withDefault(z.string(), resolve(REPO_ROOT, 'apps/web/dist')),
  WIDGET_DIST: withDefault(z.string(), resolve(REPO_ROOT, 'apps/widget/dist')),
  MAINTENANCE_ENABLED: withDefault(flag, 'false'),
  MAINTENANCE_MESSAGE: withDefault(z.string(), ''),
  MAINTENANCE_TYPE: withDefault(z.enum(MAINTENANCE_TYPES), 'warning'),
  MAINTENANCE_HOST: optional(z.url({ protocol: /^https?$/ })),
  INTERNET_CHECK_URL: withDefault(z.string(), '/health'),
  PUBLIC_IP_URL: optional(z.url({ protocol: /^https?$/ })),
  LOGIN_RATE_LIMIT_MAX_PER_ACCOUNT: count(5),
  LOGIN_RATE_LIMIT_MAX_PER_ADDRESS: count(20),
  LOGIN_RATE_LIMIT_WINDOW_MINUTES: count(15),
  LINK_RATE_LIMIT_MAX_PER_ADDRESS: count(10),
  RESET_LINK_TTL_MINUTES: count(60),
  ACTIVATION_LINK_TTL_HOURS: count(24 * 7),
  OFFER_TIMEOUT_SECONDS: withDefault(z.coerce.number().positive(), 60),
  /** Issue 21: an agent who rejected a chat or let its offer time out is not offered it again for this long. */
  OFFER_COOLDOWN_SECONDS: withDefault(z.coerce.number().min(0), TIMING.offerCooldownMs / 1000),
  AUTH_CACHE_TTL_MS: withDefault(z.coerce.number().int().min(0), 5_000),
  TRUST_PROXY: withDefault(flag, 'false'),
  BOT_CHAT_IDLE_MINUTES: withDefault(z.coerce.number().positive(), 30),
  WEBCHAT_MESSAGES_PER_MINUTE: count(30),
  WEBCHAT_ADDRESS_MESSAGES_PER_MINUTE: count(120),
  WEBCHAT_ADDRESS_NEW_CHATS_PER_HOUR: count(60),
  WEBCHAT_ADDRESS_OPEN_TICKETS: count(5),
  WEBCHAT_ADDRESS_CONNECTIONS_PER_MINUTE: count(30),
  BOT_ENVIRONMENT: withDefault(z.enum(ENVIRONMENTS, { error: `BOT_ENVIRONMENT must be one of ${ENVIRONMENTS.join(', ')}` }), 'Prod'),
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** API logs (issue 27): on or off, days kept, the largest body kept (bytes), extra secret field names (comma-separated). */
  API_LOG_ENABLED: withDefault(flag, 'true'),
  API_LOG_RETENTION_DAYS: count(30),
  API_LOG_BODY_MAX_BYTES: withDefault(z.coerce.number().int().min(0).max(65_536), 2_048),
  API_LOG_SECRET_FIELDS: withDefault(z.string(), ''),
  /** Loopback/private addresses brand functions may call: host[:port], address[:port] or CIDR, comma-separated. */
  BRAND_FUNCTION_ALLOWED_HOSTS: withDefault(z.string(), ''),
  /** A LibreTranslate-compatible API for live-chat translation, used by brands whose ML configuration chose no service. */
  TRANSLATE_URL: optional(z.url({ protocol: /^https?$/, error: 'TRANSLATE_URL must be an http(s) URL' })),
  TRANSLATE_API_KEY: optional(z.string()),
  /** The WhatsApp channel of a single-brand deployment (issue 25): all five, or the channel is off. */
  WA_GRAPH_URL: optional(z.url({ protocol: /^https?$/, error: 'WA_GRAPH_URL must be an http(s) URL with the API version, e.g. https://graph.facebook.com/v23.0' })),
  WA_PHONE_NUMBER_ID: optional(z.string()),
  WA_ACCESS_TOKEN: optional(z.string()),
  WA_APP_SECRET: optional(z.string()),
  WA_VERIFY_TOKEN: optional(z.string()),
  /** The Meta app's id, for media-header templates' example files (optional: without it such templates cannot be made here). */
  WA_APP_ID: optional(z.string().regex(/^\d{1,30}$/, 'WA_APP_ID is the Meta app\'s numeric id')),
  /** Broadcasts: whether this instance runs the sender (one instance holds the lease at a time), and the number's limits. */
  WA_BROADCAST_RUNNER: withDefault(flag, 'true'),
  WA_MESSAGES_PER_SECOND: withDefault(z.coerce.number().int().min(1).max(MESSAGES_PER_SECOND.max, `WA_MESSAGES_PER_SECOND is at most ${MESSAGES_PER_SECOND.max}`), MESSAGES_PER_SECOND.default),
  WA_DAILY_RECIPIENT_TIER: withDefault(z.coerce.number().pipe(z.union(DAILY_RECIPIENT_TIERS.map((tier) => z.literal(tier)), {
    error: `WA_DAILY_RECIPIENT_TIER is one of ${DAILY_RECIPIENT_TIERS.join(', ')}`,
  })), 2000),
  /** The price of one message by template category, for the sender's estimate; none configured: the page says so. */
  WA_MESSAGE_PRICES: withDefault(priceList, ''),
  WA_PRICE_CURRENCY: withDefault(z.enum(PRICE_CURRENCIES, { error: `WA_PRICE_CURRENCY is one of ${PRICE_CURRENCIES.join(', ')}` }), 'INR'),
  /** Comma-separated words that opt a WhatsApp customer out of broadcasts, and back in (whole message, any case). */
  WA_OPT_OUT_KEYWORDS: z.string().default('STOP,UNSUBSCRIBE'),
  WA_OPT_IN_KEYWORDS: z.string().default('START'),
  /** Single sign-on for a single-brand deployment (issue 29); a brand's own settings in the console take precedence. */
  OIDC_ISSUER: optional(z.url({ protocol: /^https?$/, error: 'OIDC_ISSUER must be the provider\'s https:// issuer URL' })),
  OIDC_CLIENT_ID: optional(z.string().min(1)),
  OIDC_CLIENT_SECRET: optional(z.string().min(1)),
  OIDC_LABEL: withDefault(z.string().min(1).max(60), 'Sign in with Microsoft'),
});

export type Env = z.input<typeof envSchema>;

const keywords = (list: string) => list.split(',').map((word) => word.trim().toUpperCase()).filter(Boolean);

/** The single-brand deployment's WhatsApp number when all five are set; a partial set is refused rather than half working. */
function whatsappAccount(e: z.output<typeof envSchema>) {
  const values = { graphUrl: e.WA_GRAPH_URL, phoneNumberId: e.WA_PHONE_NUMBER_ID, accessToken: e.WA_ACCESS_TOKEN, appSecret: e.WA_APP_SECRET, verifyToken: e.WA_VERIFY_TOKEN };
  const { graphUrl, phoneNumberId, accessToken, appSecret, verifyToken } = values;
  if (graphUrl && phoneNumberId && accessToken && appSecret && verifyToken) {
    return { graphUrl: graphUrl.replace(/\/+$/, ''), phoneNumberId, accessToken, appSecret, verifyToken, ...(e.WA_APP_ID ? { appId: e.WA_APP_ID } : {}) };
  }
  if (Object.values(values).some(Boolean)) {
    throw new Error('Invalid configuration:\n  WA_GRAPH_URL, WA_PHONE_NUMBER_ID, WA_ACCESS_TOKEN, WA_APP_SECRET and WA_VERIFY_TOKEN are set together or not at all');
  }
  return undefined;
}

/**
 * The WhatsApp channel: the deployment's number (`account`, the fallback of every brand without settings of its own
 * in the console) and what holds for every number (the broadcast runner and limits, prices, opt-out keywords).
 */
function whatsappConfig(e: z.output<typeof envSchema>) {
  return {
    account: whatsappAccount(e),
    broadcasts: {
      runner: e.WA_BROADCAST_RUNNER, perSecond: e.WA_MESSAGES_PER_SECOND, dailyTier: e.WA_DAILY_RECIPIENT_TIER,
      prices: e.WA_MESSAGE_PRICES, currency: e.WA_PRICE_CURRENCY,
    },
    optOutKeywords: keywords(e.WA_OPT_OUT_KEYWORDS), optInKeywords: keywords(e.WA_OPT_IN_KEYWORDS),
  };
}
export type WhatsAppConfig = ReturnType<typeof whatsappConfig>;
/** One WhatsApp number's settings: the deployment's (WA_*) or a brand's. */
export type WhatsAppAccountConfig = NonNullable<WhatsAppConfig['account']> & { appId?: string };

/** OIDC_ISSUER and OIDC_CLIENT_ID come together (the secret is optional: a public client uses PKCE alone). */
function oidcConfig(e: z.output<typeof envSchema>) {
  if (e.OIDC_ISSUER && e.OIDC_CLIENT_ID) {
    return { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET, label: e.OIDC_LABEL };
  }
  if (e.OIDC_ISSUER || e.OIDC_CLIENT_ID || e.OIDC_CLIENT_SECRET) {
    throw new Error('Invalid configuration:\n  OIDC_ISSUER and OIDC_CLIENT_ID are set together (OIDC_CLIENT_SECRET with them) or not at all');
  }
  return undefined;
}
export type OidcEnvConfig = NonNullable<ReturnType<typeof oidcConfig>>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const fromCwd = (path: string) => (isAbsolute(path) ? path : resolve(process.cwd(), path));
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: fromCwd(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    /** Websites allowed to embed the widget besides PUBLIC_URL's origin and the brands' own lists. */
    widgetOrigins: e.WIDGET_ORIGINS,
    jwtSecret: e.JWT_SECRET,
    /** Seals secrets kept in the database (lib/secret-box.ts); generated once and kept there when unset. */
    encryptionKey: e.ENCRYPTION_KEY,
    oidc: oidcConfig(e),
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    sentryDsn: e.SENTRY_DSN,
    webDist: fromCwd(e.WEB_DIST),
    widgetDist: fromCwd(e.WIDGET_DIST),
    maintenance: { enabled: e.MAINTENANCE_ENABLED, message: e.MAINTENANCE_MESSAGE, type: e.MAINTENANCE_TYPE },
    maintenanceHost: e.MAINTENANCE_HOST?.replace(/\/+$/, ''),
    internetCheckUrl: e.INTERNET_CHECK_URL,
    publicIpUrl: e.PUBLIC_IP_URL,
    loginRateLimit: {
      maxPerAccount: e.LOGIN_RATE_LIMIT_MAX_PER_ACCOUNT,
      maxPerAddress: e.LOGIN_RATE_LIMIT_MAX_PER_ADDRESS,
      windowMs: e.LOGIN_RATE_LIMIT_WINDOW_MINUTES * 60_000,
    },
    linkRateLimit: { maxPerAddress: e.LINK_RATE_LIMIT_MAX_PER_ADDRESS, windowMs: e.LOGIN_RATE_LIMIT_WINDOW_MINUTES * 60_000 },
    resetLinkTtlMs: e.RESET_LINK_TTL_MINUTES * 60_000,
    activationLinkTtlMs: e.ACTIVATION_LINK_TTL_HOURS * 3_600_000,
    authCacheTtlMs: e.AUTH_CACHE_TTL_MS,
    offerTimeoutMs: Math.round(e.OFFER_TIMEOUT_SECONDS * 1000),
    offerCooldownMs: Math.round(e.OFFER_COOLDOWN_SECONDS * 1000),
    trustProxy: e.TRUST_PROXY,
    botChatIdleMs: Math.round(e.BOT_CHAT_IDLE_MINUTES * 60_000),
    webchatLimits: {
      messagesPerMinute: e.WEBCHAT_MESSAGES_PER_MINUTE,
      addressMessagesPerMinute: e.WEBCHAT_ADDRESS_MESSAGES_PER_MINUTE,
      addressNewChatsPerHour: e.WEBCHAT_ADDRESS_NEW_CHATS_PER_HOUR,
      addressOpenTickets: e.WEBCHAT_ADDRESS_OPEN_TICKETS,
      /** Read by webchat.socket.ts (WebchatFloodGuard). */
      addressConnectionsPerMinute: e.WEBCHAT_ADDRESS_CONNECTIONS_PER_MINUTE,
    },
    logLevel: e.LOG_LEVEL,
    apiLogs: {
      enabled: e.API_LOG_ENABLED,
      retentionDays: e.API_LOG_RETENTION_DAYS,
      bodyMaxBytes: e.API_LOG_BODY_MAX_BYTES,
      secretFields: e.API_LOG_SECRET_FIELDS.split(',').map((field) => field.trim().toLowerCase()).filter(Boolean),
    },
    botEnvironment: e.BOT_ENVIRONMENT,
    translation: { url: e.TRANSLATE_URL, apiKey: e.TRANSLATE_API_KEY },
    whatsapp: whatsappConfig(e),
    brandFunctionAllowedHosts: e.BRAND_FUNCTION_ALLOWED_HOSTS.split(',').map((entry) => entry.trim()).filter(Boolean),
  };
}

export type AppConfig = ReturnType<typeof loadConfig>;
