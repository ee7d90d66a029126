/**
 * buildApp(): the Fastify application with its plugins, realtime and modules, over an opened and
 * migrated database. Used by main.ts and by the tests (with app.inject()).
 */
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '@/config/config';
import type { DatabaseHandle } from '@/db/client';
import { bifurcation } from '@/plugins/bifurcation';
import { closeConnectionsWhenClosing } from '@/plugins/close-connections';
import { BrandScopes } from '@/lib/bifurcation-scope';
import { answerFrameworkError, registerErrorHandler } from '@/plugins/error-handler';
import { guard } from '@/plugins/guard';
import { registerRateLimit } from '@/plugins/rate-limit';
import { useApiSecurityHeaders } from '@/plugins/security';
import { createErrorReporter } from '@/plugins/sentry';
import { useJsonBodies, useZodValidation, type App, type ZodTypeProvider } from '@/plugins/type-provider';
import { registerWebStatic } from '@/plugins/web-static';
import { registerWidgetStatic } from '@/plugins/widget-static';
import { demoShopApiBase, registerDemoShop } from '@/demo-shop/demo-shop.routes';
import { WidgetOrigins } from '@/plugins/widget-origins';
import { ClusterBus } from '@/realtime/cluster-bus';
import { createRealtime, type Realtime } from '@/realtime/realtime';
import { AuthCache } from '@/modules/auth/auth-cache';
import { createAuthModule, type AuthServices } from '@/modules/auth/auth.module';
import { createSsoBase, createSsoModule } from '@/modules/sso/sso.module';
import { createSecretBox, ENCRYPTION_KEY_SECRET } from '@/lib/secret-box';
import { ensureSecret } from '@/modules/auth/app-secret.repository';
import type { CustomFetch } from 'openid-client';
import { stopPasswordHasher } from '@/modules/auth/password-hasher';
import { SessionService } from '@/modules/auth/session.service';
import { createTokenService } from '@/modules/auth/token.service';
import { createMailer, type Mailer } from '@/modules/mail/mail.service';
import { createBotBuilderModule, type BotBuilderServices } from '@/modules/bot-builder/bot-builder.module';
import { createLiveChatModule, type LiveChatServices } from '@/modules/live-chat/live-chat.module';
import { TranslationService } from '@/modules/translation/translation.service';
import { createLiveStatsModule, type LiveStatsServices } from '@/modules/live-stats/live-stats.module';
import { allBrandWidgetOrigins, brandScopeSource, getBrandConfiguration } from '@/modules/members/configuration.service';
import { createTeamModule, type TeamServices } from '@/modules/members/team.module';
import type { LiveStatsIntervals } from '@/modules/live-stats/live-stats.options';
import { createTicketsModule, type TicketsServices } from '@/modules/tickets/tickets.module';
import { createMembersModule, type MembersServices } from '@/modules/members/members.module';
import { createSettingsModule, type SettingsServices } from '@/modules/settings/settings.module';
import { createAnalyticsModule } from '@/modules/analytics/analytics.module';
import { createHistoryModule, type HistoryServices } from '@/modules/history/history.module';
import { createCustomersModule } from '@/modules/customers/customers.module';
import { withApiTokens } from '@/modules/automated-testing/api-token-authenticator';
import { ApiTokensService } from '@/modules/automated-testing/api-tokens.service';
import { createAutomatedTestingModule } from '@/modules/automated-testing/automated-testing.module';
import { createDmsModule, type DmsServices } from '@/modules/dms/dms.module';
import type { CaseGate } from '@/modules/automated-testing/test-run-runner';
import type { AutomatedTestingServices } from '@/modules/automated-testing/automated-testing.module';
import type { Clock } from '@/lib/clock';
import { createWhatsAppModule } from '@/modules/whatsapp/whatsapp.module';
import { createConsoleReportsModule, type ConsoleReportsDeps, type ConsoleReportsServices } from '@/modules/console-reports/console-reports.module';
import { createConsoleApiLogsModule } from '@/modules/console-api-logs/console-api-logs.module';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Overrides the pino logger settings (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** Report server errors to Sentry when SENTRY_DSN is set (default true; tests turn it off). */
  reportErrors?: boolean;
  /** Cadences of the live stats channels (tests pass short ones). */
  liveStats?: Partial<LiveStatsIntervals>;
  /** The time offers, time-outs and cooldowns run on (tests step a manual clock; default the system's). */
  routingClock?: Clock;
  /** The time a disconnected trainer's dialogue training conversation waits on (tests step a manual clock). */
  dmsClock?: Clock;
  /** Run the job that folds the term buckets' marked conversations (default true; tests fold explicitly). */
  termFolds?: boolean;
  /** Awaited before each case of a test run (tests hold a run part-way to cancel it or queue another). */
  testRunGate?: CaseGate;
  /** The scheduled reports' runner: clock, cadence, whether it starts by itself (tests drive it). */
  reportRunner?: ConsoleReportsDeps['runner'];
  /** The transport to the OIDC provider (tests alter its answers: a tampered or re-signed ID token). */
  oidcFetch?: CustomFetch;
}

export interface Services extends AuthServices {
  realtime: Realtime;
  mailer: Mailer;
  liveChat: LiveChatServices;
  liveStats: LiveStatsServices;
  tickets: TicketsServices;
  members: MembersServices;
  settings: SettingsServices;
  team: TeamServices;
  botBuilder: BotBuilderServices;
  history: HistoryServices;
  automatedTesting: AutomatedTestingServices;
  dms: DmsServices;
  reports: ConsoleReportsServices;
  consoleApiLogs: ReturnType<typeof createConsoleApiLogsModule>['services'];
  sso: ReturnType<typeof createSsoModule>['services'];
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export async function buildApp({
  config, database, logger, reportErrors = true, liveStats: liveStatsIntervals, routingClock, dmsClock, termFolds = true, testRunGate, reportRunner, oidcFetch,
}: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    // Unique across restarts and instances: the API logs are searched by it (issue 27).
    genReqId: () => randomUUID(),
    // Per-request lines are logged at debug level by the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    // A path the router cannot decode (`%ED%A0%80`, an over-long parameter) is answered in our error envelope.
    frameworkErrors: (error, _request, reply) => void answerFrameworkError(error, reply as FastifyReply),
  }).withTypeProvider<ZodTypeProvider>();
  closeConnectionsWhenClosing(app);
  useJsonBodies(app);
  useZodValidation(app);
  registerErrorHandler(app, reportErrors ? await createErrorReporter(config.sentryDsn) : undefined);
  if (['debug', 'trace'].includes(app.log.level)) {
    app.addHook('onResponse', async (request, reply) => {
      request.log.debug({ method: request.method, url: request.url, status: reply.statusCode, ms: reply.elapsedTime }, 'request');
    });
  }

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  redis?.on('error', (err) => app.log.warn({ err }, 'Redis (rate limits) error'));
  await registerRateLimit(app, redis);

  const tokens = await createTokenService(database.db, config.jwtSecret);
  // Changes made on another instance reach this one's caches through Redis (realtime/cluster-bus.ts).
  const peers = new ClusterBus((err) => app.log.warn({ err }, 'a change told by another instance was not applied'));
  const authCache = new AuthCache(config.authCacheTtlMs);
  peers.on('auth.user', ({ userId }) => authCache.invalidateUser(userId));
  peers.on('auth.session', ({ sessionId }) => authCache.invalidateSession(sessionId));
  peers.on('auth.all', () => authCache.invalidateAll());
  const sessions = new SessionService({ db: database.db, tokens, cache: authCache, sessionTtlMs: config.sessionTtlMs, peers });
  // A brand's CI calls with an API token (automated testing); every other bearer token is a member's session.
  const apiTokens = new ApiTokensService(database.db);
  await app.register(guard, { authenticator: withApiTokens(sessions, apiTokens) });
  await app.register(bifurcation);

  // Websites that may embed the widget: this server's own, WIDGET_ORIGINS and the brands' lists (Members › Configuration).
  const widgetOrigins = new WidgetOrigins({
    publicUrl: config.publicUrl, environment: config.widgetOrigins, brandOrigins: () => allBrandWidgetOrigins(database.db),
  });
  const realtime = createRealtime(app.server, { authenticator: sessions, logger: app.log, redisUrl: config.redisUrl, origins: widgetOrigins, peers });
  const apiLogs = createConsoleApiLogsModule({ database, config: config.apiLogs, logger: app.log });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger: app.log });
  // Secrets kept in the database (single sign-on's) are sealed with ENCRYPTION_KEY, else a key generated once and kept there.
  const secretBox = createSecretBox(config.encryptionKey ?? (await ensureSecret(database.db, ENCRYPTION_KEY_SECRET)));
  const ssoBase = await createSsoBase(config, database, secretBox, app.log, oidcFetch);
  const auth = createAuthModule({
    config, database, sessions, realtime, mailer, ssoPolicy: ssoBase.policy, logger: app.log,
    endSessionUrl: (sessionId) => ssoBase.providers.endSessionUrl(sessionId),
  });
  const sso = createSsoModule({ database, base: ssoBase, sessions, auth: auth.services.auth, logger: app.log });
  const botBuilder = await createBotBuilderModule({ database, realtime, logger: app.log, dataDir: config.dataDir, botEnvironment: config.botEnvironment,
    brandFunctionAllowedHosts: config.brandFunctionAllowedHosts, demoShopApi: demoShopApiBase(config.publicUrl) });
  // The brand's bifurcation filters and widget sites, for code with no signed-in member (issue 21, point 10).
  const scopes = new BrandScopes(() => brandScopeSource(database.db));
  await scopes.ensure();
  const translation = new TranslationService(database.db, config.translation);
  const liveChat = await createLiveChatModule({
    database, realtime, logger: app.log, scopes, offerTimeoutMs: config.offerTimeoutMs, offerCooldownMs: config.offerCooldownMs, routingClock,
    bot: botBuilder.services.bot,
    botChatIdleMs: config.botChatIdleMs, webchatLimits: config.webchatLimits, trustProxy: config.trustProxy, translation,
  });
  // The try-it panel shows the ticket offer a customer would get when nobody can take a handover.
  botBuilder.services.sandbox.useAgentsReachable((groupId) => liveChat.services.routing.agentsReachable(groupId));
  // Brand settings reach signed-in members (session cache) and the live bot (threshold, fallback) at once, on this
  // instance and (told through Redis) on the others.
  const applyBrandChange = async () => {
    authCache.invalidateAll();
    // New widget connections get the new pre-chat form and survey modes, and the new list of widget websites.
    liveChat.services.widgetConfig.invalidate();
    scopes.invalidate();
    widgetOrigins.invalidate();
    // Awaited, so the save answers once customers get the new threshold and fallback.
    await botBuilder.services.training.loadLive(true).catch((err: unknown) => app.log.warn({ err }, 'the live bot did not take the new settings'));
  };
  peers.on('brand', applyBrandChange);
  const brandChanged = async () => {
    peers.publish({ kind: 'brand' });
    await applyBrandChange();
  };
  const members = createMembersModule({ database, onBrandChanged: brandChanged, widgetOrigins });
  const settings = createSettingsModule({ database, onBrandChanged: brandChanged });
  const liveStats = createLiveStatsModule({ database, realtime, logger: app.log, intervals: liveStatsIntervals });
  const whatsapp = await createWhatsAppModule({
    config: config.whatsapp, db: database.db, box: secretBox, liveChat: liveChat.services, publicUrl: config.publicUrl, dataDir: config.dataDir, logger: app.log,
  });
  const history = createHistoryModule({
    config, database, customers: liveChat.services.customers, profileWidgets: liveChat.services.profileWidgets,
    widgetSections: (psid) => liveChat.services.profileWidgetSections.sections(psid), translation,
    templates: whatsapp.services.templates,
  });
  const customers = createCustomersModule({ database, history: history.services.history, realtime });
  const automatedTesting = await createAutomatedTestingModule({
    database, history: history.services.history, sandbox: botBuilder.services.sandbox, training: botBuilder.services.training, realtime, logger: app.log, apiTokens, testRunGate,
  });
  const dms = await createDmsModule({
    database, realtime, sandbox: botBuilder.services.sandbox, botTraining: botBuilder.services.training, logger: app.log, clock: dmsClock,
  });
  const analytics = createAnalyticsModule({ database, liveStats: liveStats.services, training: botBuilder.services, logger: app.log, termFolds });
  const tickets = createTicketsModule({ database, realtime, logger: app.log, liveChat: liveChat.services, scopes });
  const team = createTeamModule({
    database, auth: auth.services, liveChat: liveChat.services,
    inviteLimit: async (brandId) => (await getBrandConfiguration(database.db, brandId)).maxCsvInvites,
  });
  const reports = createConsoleReportsModule({
    database, mailer, scopes, logger: app.log, dataDir: config.dataDir, publicUrl: config.publicUrl, runner: reportRunner,
    analytics: analytics.services,
  });
  app.decorate('services', {
    ...auth.services, realtime, mailer, liveChat: liveChat.services, liveStats: liveStats.services, tickets: tickets.services,
    members: members.services, settings: settings.services, team: team.services, botBuilder: botBuilder.services,
    history: history.services, automatedTesting: automatedTesting.services, dms: dms.services, reports: reports.services, consoleApiLogs: apiLogs.services,
    sso: sso.services,
  });
  await app.register(async (api) => {
    useApiSecurityHeaders(api, config);
    apiLogs.hook(api);
    auth.register(api);
    sso.register(api);
    liveChat.register(api);
    tickets.register(api);
    members.register(api);
    settings.register(api);
    team.register(api);
    botBuilder.register(api);
    history.register(api);
    customers.register(api);
    analytics.register(api);
    automatedTesting.register(api);
    dms.register(api);
    reports.register(api);
    apiLogs.register(api);
    whatsapp.register(api);
  });
  registerWidgetStatic(app, config.widgetDist, widgetOrigins);
  registerDemoShop(app);
  await registerWebStatic(app, config.webDist, config);

  app.addHook('preClose', async () => {
    // Test runs stop first (after their current case) and hand their runs back while the database and sockets are up.
    await automatedTesting.close();
    await dms.close();
    await reports.close();
    auth.close();
    await sso.close();
    await realtime.close();
    await liveStats.close();
    await liveChat.close();
    await whatsapp.close();
    await botBuilder.close();
    await analytics.close();
  });
  app.addHook('onClose', async () => {
    // After the requests and the modules stopped: every call they made is written before the database closes.
    await apiLogs.close();
    // Last: the modules' final events (commits that were in flight) have gone out to the other instances.
    await realtime.closeRedis();
    mailer.close();
    stopPasswordHasher();
    await redis?.quit().catch(() => undefined);
  });
  return app;
}
