/** Drives the single sign-on flow in API tests: the app by inject(), the local provider over loopback HTTP. */
import { decodeJwt, type JWTPayload } from 'jose';
import type { CustomFetch } from 'openid-client';
import { expect } from 'vitest';
import { loginDataSchema, type LoginData } from '@switchboard/contracts/auth/auth.schemas';
import { SSO_PATHS, type SsoSettingsView } from '@switchboard/contracts/auth/sso.schemas';
import type { App } from '@/plugins/type-provider';
import { startTestIdp, type TestIdp } from '@/testing/oidc-idp';
import { TEST_PUBLIC_URL } from '@/testing/test-app';
import { as } from '@/modules/members/members.test-kit';

export const startIdp = () => startTestIdp({
  redirectUri: `${TEST_PUBLIC_URL}${SSO_PATHS.callback}`, postLogoutRedirectUri: `${TEST_PUBLIC_URL}/auth/login`,
  backchannelLogoutUri: `${TEST_PUBLIC_URL}${SSO_PATHS.backchannelLogout}`,
});

export const idpEnv = (idp: TestIdp) => ({ OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: idp.clientId, OIDC_CLIENT_SECRET: idp.clientSecret, OIDC_LABEL: 'Sign in with Contoso' });

/**
 * The transport the app reaches the provider with: as is, or with the token endpoint's ID token altered by
 * `tamper` (a test sets it to re-sign with a wrong audience, flip the signature, …).
 */
export function tamperingFetch() {
  const state: { tamper?: ((idToken: string) => Promise<string>) | undefined } = {};
  const transport: CustomFetch = async (url, options) => {
    const response = await fetch(url, options);
    if (!state.tamper || !url.endsWith('/token')) return response;
    const body = (await response.json()) as { id_token: string };
    const idToken = await state.tamper(body.id_token);
    return new Response(JSON.stringify({ ...body, id_token: idToken }), { status: response.status, headers: { 'content-type': 'application/json' } });
  };
  return { state, transport };
}

/** Re-signs the provider's ID token with its own key after changing claims. */
export const resigned = (idp: TestIdp, change: (claims: JWTPayload) => JWTPayload) => async (idToken: string) => idp.sign(change(decodeJwt(idToken)));

/** Follows the redirects of a sign-in from the login screen's button to /verify-ms-auth; returns that URL. */
export async function ssoRedirects(app: App, providerId = 'env'): Promise<URL> {
  const cookies = new Map<string, string>();
  let location = (await app.inject({ method: 'GET', url: `${SSO_PATHS.start}?provider=${providerId}` })).headers.location;
  for (let hop = 0; hop < 12 && typeof location === 'string'; hop += 1) {
    const url = new URL(location, TEST_PUBLIC_URL);
    if (url.origin === TEST_PUBLIC_URL) {
      if (url.pathname !== SSO_PATHS.callback) return url;
      location = (await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).headers.location;
      continue;
    }
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      cookies.set(name, value);
    }
    location = new URL(response.headers.get('location') ?? '', url).href;
  }
  throw new Error(`the sign-in did not reach /verify-ms-auth (last: ${String(location)})`);
}

/** The token or the error /verify-ms-auth receives. */
export async function landing(app: App, providerId = 'env') {
  const url = await ssoRedirects(app, providerId);
  expect(url.pathname).toBe('/verify-ms-auth');
  return { token: url.searchParams.get('token'), error: url.searchParams.get('error') };
}

export const exchange = (app: App, token: string) => app.inject({ method: 'POST', url: '/users/microsoftLogin', payload: { token } });

/** Saves the brand's provider (the local one) as Ada, the demo admin, would in Members › Configuration. */
export async function configureBrandSso(app: App, idp: TestIdp, extra: Record<string, unknown> = {}) {
  const admin = await as(app, 'admin@demo.brand');
  const body = { enabled: true, preset: 'oidc', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, label: 'Contoso', ...extra };
  return { admin, saved: await admin.data<SsoSettingsView>('PUT', SSO_PATHS.settings, body) };
}

/** A sign-in through the brand's provider as `sub` (a new provider session each time): the login data. */
export async function signInThrough(app: App, idp: TestIdp, sub: string): Promise<LoginData> {
  idp.signInAs(sub);
  const providers = (await app.inject({ method: 'GET', url: SSO_PATHS.providers })).json<{ data: Array<{ id: string }> }>().data;
  const { token } = await landing(app, providers[0]?.id);
  const response = await exchange(app, token ?? '');
  expect(response.statusCode, response.body).toBe(200);
  return loginDataSchema.parse(response.json<{ data: unknown }>().data);
}

/** The console session id a token stands for (its jti). */
export const sessionIdOf = (login: LoginData): string => String(decodeJwt(login.token).jti);
