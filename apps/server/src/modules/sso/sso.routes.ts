/**
 * Single sign-on routes (issue 29). Public: the providers, the flow's start and callback, /users/microsoftLogin
 * (§7) and the provider's back-channel logout. Admins (Members › Configuration): settings, test, preview.
 */
import { z } from 'zod';
import { AUTH_PATHS, microsoftLoginRequestSchema } from '@switchboard/contracts/auth/auth.schemas';
import {
  SSO_PATHS, SSO_SETTINGS_FEATURE, ssoConnectionSchema, ssoPreviewRequestSchema, ssoSettingsInputSchema,
} from '@switchboard/contracts/auth/sso.schemas';
import { callerOf } from '@/plugins/auth';
import type { App, ZodTypeProvider } from '@/plugins/type-provider';
import type { BackchannelLogout } from './backchannel-logout';
import type { SsoLoginService } from './sso-login.service';
import type { SsoSettingsService } from './sso-settings.service';

export interface SsoRoutesDeps {
  login: SsoLoginService;
  settings: SsoSettingsService;
  backchannel: BackchannelLogout;
}

const startQuerySchema = z.object({ provider: z.string().min(1).max(100) });
/** The provider's answer: code and state, or error and error_description; extra parameters pass through to openid-client. */
const callbackQuerySchema = z.record(z.string().max(100), z.string().max(4096));
const logoutBodySchema = z.object({ logout_token: z.string().min(1, 'logout_token is required').max(16_384) });
const testBodySchema = z.intersection(ssoConnectionSchema, z.object({ clientId: z.string().trim().min(1).max(200).optional() }));
const candidatesQuerySchema = z.object({ search: z.string().max(100).default('') });
const ADMIN = { guard: { feature: SSO_SETTINGS_FEATURE } } as const;

export function registerSsoRoutes(app: App, { login, settings, backchannel }: SsoRoutesDeps): void {
  app.get(SSO_PATHS.providers, { config: { guard: 'public' } }, async () => ({ data: await login.providers() }));

  app.get(SSO_PATHS.start, { schema: { querystring: startQuerySchema }, config: { guard: 'public' } }, async (request, reply) =>
    reply.redirect(await login.start(request.query.provider), 302));

  app.get(SSO_PATHS.callback, { schema: { querystring: callbackQuerySchema }, config: { guard: 'public' } }, async (request, reply) =>
    reply.header('cache-control', 'no-store').redirect(await login.callback(request.query), 303));

  app.post(AUTH_PATHS.microsoftLogin, { schema: { body: microsoftLoginRequestSchema }, config: { guard: 'public' } }, async (request) =>
    ({ data: await login.exchange(request.body.token, { ip: request.ip, userAgent: request.headers['user-agent'] }) }));

  // The provider posts the logout token as a form (Back-Channel Logout 1.0 §2.5); only this route reads forms.
  void app.register(async (plain) => {
    const scoped = plain.withTypeProvider<ZodTypeProvider>();
    scoped.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 32_768 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scoped.post(SSO_PATHS.backchannelLogout, { schema: { body: logoutBodySchema }, config: { guard: 'public' } }, async (request, reply) => {
      await backchannel.handle(request.body.logout_token);
      return reply.header('cache-control', 'no-store').send({ data: {} });
    });
  });

  app.get(SSO_PATHS.settings, { config: ADMIN }, async (request) => ({ data: await settings.get(callerOf(request).principal.brand.id) }));
  app.put(SSO_PATHS.settings, { schema: { body: ssoSettingsInputSchema }, config: ADMIN }, async (request) =>
    settings.update(callerOf(request), request.body));
  app.post(SSO_PATHS.test, { schema: { body: testBodySchema }, config: ADMIN }, async (request) => ({ data: await settings.test(request.body) }));
  app.post(SSO_PATHS.preview, { schema: { body: ssoPreviewRequestSchema }, config: ADMIN }, async (request) =>
    ({ data: await settings.preview(callerOf(request).principal.brand.id, request.body.groupRoles) }));
  app.get(SSO_PATHS.breakGlassCandidates, { schema: { querystring: candidatesQuerySchema }, config: ADMIN }, async (request) =>
    ({ data: await settings.breakGlassCandidates(callerOf(request).principal.brand.id, request.query.search) }));
}
