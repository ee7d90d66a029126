/** Wires single sign-on: providers (env and per brand), the login flow, settings, back-channel logout. */
import type { FastifyBaseLogger } from 'fastify';
import type { CustomFetch } from 'openid-client';
import type { AppConfig } from '@/config/config';
import type { DatabaseHandle } from '@/db/client';
import type { App } from '@/plugins/type-provider';
import type { SecretBox } from '@/lib/secret-box';
import type { AuthService } from '@/modules/auth/auth.service';
import type { SessionService } from '@/modules/auth/session.service';
import { BackchannelLogout } from './backchannel-logout';
import { OidcClients } from './oidc-client';
import { SsoAccessCheck } from './sso-access-check';
import { SsoLoginService } from './sso-login.service';
import { SsoPolicy } from './sso-policy';
import { SsoProviders } from './sso-providers';
import { sealStoredSsoSecrets } from './sso-secrets';
import { registerSsoRoutes } from './sso.routes';
import { SsoSettingsService } from './sso-settings.service';

/**
 * Built before the auth module: password sign-in and reset ask the policy, sign-out asks for the end-session URL.
 * Seals the secrets stored before they were sealed (once; see sso-secrets.ts).
 */
export async function createSsoBase(config: AppConfig, database: DatabaseHandle, box: SecretBox, logger: FastifyBaseLogger, oidcFetch?: CustomFetch) {
  const sealed = await sealStoredSsoSecrets(database.db, box);
  if (sealed > 0) logger.info({ sealed }, 'single sign-on secrets stored in plain text were encrypted');
  const providers = new SsoProviders({ db: database.db, clients: new OidcClients(oidcFetch), env: config.oidc, publicUrl: config.publicUrl, box, logger });
  return { providers, policy: new SsoPolicy(database.db) };
}

export interface SsoModuleDeps {
  database: DatabaseHandle;
  base: Awaited<ReturnType<typeof createSsoBase>>;
  sessions: SessionService;
  auth: AuthService;
  logger: FastifyBaseLogger;
}

export function createSsoModule({ database, base, sessions, auth, logger }: SsoModuleDeps) {
  const db = database.db;
  const accessCheck = new SsoAccessCheck({ db, providers: base.providers, auth, logger });
  const services = {
    login: new SsoLoginService({ db, providers: base.providers, sessions, logger, accessCheckEveryMs: accessCheck.everyMs }),
    settings: new SsoSettingsService(db, base.providers),
    backchannel: new BackchannelLogout({ db, providers: base.providers, auth }),
    accessCheck,
  };
  accessCheck.start();
  return { services, register: (app: App) => registerSsoRoutes(app, services), close: () => accessCheck.stop() };
}
