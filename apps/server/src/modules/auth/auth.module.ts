/** Wires the auth area: its services (also used by later modules) and its routes. */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '@/config/config';
import type { DatabaseHandle } from '@/db/client';
import type { App } from '@/plugins/type-provider';
import type { Realtime } from '@/realtime/realtime';
import type { Mailer } from '@/modules/mail/mail.service';
import type { SsoPolicy } from '@/modules/sso/sso-policy';
import { registerAuthRoutes } from './auth.routes';
import { AuthService } from './auth.service';
import { LoginThrottle } from './login-throttle';
import { registerPasswordRoutes } from './password.routes';
import { PasswordService } from './password.service';
import { registerProfileRoutes } from './profile.routes';
import { ProfileService } from './profile.service';
import { createSessionNotifier } from './session-notifier';
import { scheduleSessionRetention } from './session-retention';
import type { SessionService } from './session.service';
import { registerStatusRoutes } from './status.routes';
import { StatusService } from './status.service';

export interface AuthModuleDeps {
  config: AppConfig;
  database: DatabaseHandle;
  sessions: SessionService;
  realtime: Realtime;
  mailer: Mailer;
  ssoPolicy: SsoPolicy;
  /** RP-initiated logout (modules/sso): the provider's end-session URL for a session opened through it. */
  endSessionUrl?: (sessionId: string) => Promise<string | undefined>;
  logger: FastifyBaseLogger;
}

export function createAuthModule({ config, database, sessions, realtime, mailer, ssoPolicy, endSessionUrl, logger }: AuthModuleDeps) {
  const db = database.db;
  const notifier = createSessionNotifier(realtime);
  const throttle = new LoginThrottle(db, config.loginRateLimit);
  const services = {
    sessions,
    /** Tells open consoles their session ended (used by member deactivation). */
    notifier,
    auth: new AuthService({ db, sessions, notifier, throttle, ssoPolicy, ...(endSessionUrl ? { endSessionUrl } : {}) }),
    passwords: new PasswordService({
      db,
      sessions,
      notifier,
      mailer,
      throttle,
      ssoPolicy,
      publicUrl: config.publicUrl,
      resetLinkTtlMs: config.resetLinkTtlMs,
      activationLinkTtlMs: config.activationLinkTtlMs,
    }),
    profiles: new ProfileService({ db, sessions, notifier }),
    status: new StatusService({
      database,
      maintenance: config.maintenance,
      internetCheckUrl: config.internetCheckUrl,
      sentryDsn: config.sentryDsn,
      maintenanceHost: config.maintenanceHost,
      publicIpUrl: config.publicIpUrl,
      redisState: () => realtime.redisState(),
    }),
  };
  const register = (app: App) => {
    registerAuthRoutes(app, { auth: services.auth });
    registerPasswordRoutes(app, { passwords: services.passwords, linkRateLimit: config.linkRateLimit });
    registerProfileRoutes(app, { profiles: services.profiles });
    registerStatusRoutes(app, { status: services.status });
  };
  const stopRetention = scheduleSessionRetention(db, logger);
  /** Stops the expired sessions' clean-up. */
  const close = () => stopRetention();
  return { services, register, close };
}

export type AuthServices = ReturnType<typeof createAuthModule>['services'];
