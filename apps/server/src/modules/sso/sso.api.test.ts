import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginDataSchema } from '@switchboard/contracts/auth/auth.schemas';
import { SSO_TEXTS } from '@switchboard/contracts/auth/sso.schemas';
import { ssoHandoffs } from '@/db/schema/sso';
import { describeBackends } from '@/testing/backends';
import type { TestIdp } from '@/testing/oidc-idp';
import { exchange, idpEnv, landing, resigned, startIdp, tamperingFetch } from './sso.test-kit';

let idp: TestIdp;
const transport = tamperingFetch();
beforeAll(async () => {
  idp = await startIdp();
  idp.accounts.set('ada-sub', { sub: 'ada-sub', email: 'admin@demo.brand', email_verified: true, given_name: 'Ada', family_name: 'Admin' });
  idp.accounts.set('stranger', { sub: 'stranger', email: 'nobody@contoso.test', email_verified: true, given_name: 'No', family_name: 'Body' });
  idp.accounts.set('unverified', { sub: 'unverified', email: 'agent@demo.brand', email_verified: false, given_name: 'Al', family_name: 'Ice' });
});
afterAll(async () => idp.close());

describeBackends('single sign-on: the flow and its refusals', (ctx) => {
  const asAccount = (sub: string, tamper?: (idToken: string) => Promise<string>) => {
    idp.signInAs(sub);
    transport.state.tamper = tamper;
  };

  it('offers the configured provider on the login screen', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/users/sso/providers' });
    expect(response.json()).toEqual({ data: [{ id: 'env', label: 'Sign in with Contoso', startUrl: '/users/sso/start?provider=env' }] });
  });

  it('signs a member in: provider → one-time token → the same data as login; the token works once', async () => {
    asAccount('ada-sub');
    const { token, error } = await landing(ctx.app);
    expect(error).toBeNull();
    expect(token).toMatch(/^[\w-]{40,}$/);
    const first = await exchange(ctx.app, token ?? '');
    expect(first.statusCode, first.body).toBe(200);
    const data = loginDataSchema.parse(first.json<{ data: unknown }>().data);
    expect(data.user).toMatchObject({ email: 'admin@demo.brand', role: 'Admin' });
    expect((await ctx.app.inject({ method: 'POST', url: '/users/token/verify', headers: { authorization: `Bearer ${data.token}` } })).statusCode).toBe(200);
    const replay = await exchange(ctx.app, token ?? '');
    expect(replay.statusCode).toBe(412);
    expect(replay.json()).toMatchObject({ message: SSO_TEXTS.handoffUsed });
  });

  it('matches by issuer + subject after the first link, never by e-mail again', async () => {
    asAccount('ada-sub');
    await landing(ctx.app);
    // The provider now says another member's address: the link by subject still wins.
    idp.accounts.set('ada-sub', { sub: 'ada-sub', email: 'agent@demo.brand', email_verified: true, given_name: 'Ada', family_name: 'Admin' });
    try {
      const { token } = await landing(ctx.app);
      const data = loginDataSchema.parse((await exchange(ctx.app, token ?? '')).json<{ data: unknown }>().data);
      expect(data.user.email).toBe('admin@demo.brand');
    } finally {
      idp.accounts.set('ada-sub', { sub: 'ada-sub', email: 'admin@demo.brand', email_verified: true, given_name: 'Ada', family_name: 'Admin' });
    }
  });

  it('refuses an expired one-time token', async () => {
    asAccount('ada-sub');
    const { token } = await landing(ctx.app);
    await ctx.database.db.update(ssoHandoffs).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(ssoHandoffs.userId, (await ctx.database.db.select().from(ssoHandoffs))[0]?.userId ?? ''));
    const response = await exchange(ctx.app, token ?? '');
    expect(response.statusCode).toBe(412);
    expect(response.json()).toMatchObject({ message: SSO_TEXTS.handoffUsed });
  });

  it('refuses someone who is not a member, and an e-mail the provider does not vouch for', async () => {
    asAccount('stranger');
    expect(await landing(ctx.app)).toEqual({ token: null, error: SSO_TEXTS.notMember });
    asAccount('unverified');
    expect(await landing(ctx.app)).toEqual({ token: null, error: SSO_TEXTS.notMember });
  });

  it('refuses a tampered signature, a wrong audience, a wrong issuer and an expired ID token', async () => {
    const flip = async (idToken: string) => {
      const [head, body, signature = ''] = idToken.split('.');
      return `${head}.${body}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    };
    const cases: Array<[string, (idToken: string) => Promise<string>, string]> = [
      ['signature', flip, SSO_TEXTS.invalidAnswer],
      ['audience', resigned(idp, (claims) => ({ ...claims, aud: 'someone-else' })), SSO_TEXTS.invalidAnswer],
      ['issuer', resigned(idp, (claims) => ({ ...claims, iss: 'https://evil.example' })), SSO_TEXTS.invalidAnswer],
      ['expired', resigned(idp, (claims) => ({ ...claims, iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 })), SSO_TEXTS.clockSkew],
    ];
    for (const [name, tamper, text] of cases) {
      asAccount('ada-sub', tamper);
      expect(await landing(ctx.app), name).toEqual({ token: null, error: text });
    }
    transport.state.tamper = undefined;
    expect(await ctx.database.db.select().from(ssoHandoffs)).toEqual([]);
  });

  it('refuses an unknown state and explains a consent error from the provider', async () => {
    const bogus = await ctx.app.inject({ method: 'GET', url: '/users/sso/callback?code=x&state=forged' });
    expect(bogus.statusCode).toBe(303);
    expect(new URL(String(bogus.headers.location)).searchParams.get('error')).toBe(SSO_TEXTS.stateMismatch);
    const start = await ctx.app.inject({ method: 'GET', url: '/users/sso/start?provider=env' });
    const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';
    const consent = await ctx.app.inject({ method: 'GET', url: `/users/sso/callback?error=consent_required&state=${state}&iss=${encodeURIComponent(idp.issuer)}` });
    expect(new URL(String(consent.headers.location)).searchParams.get('error')).toBe(SSO_TEXTS.consent);
  });

  it('sends the member back with a clear text when the provider cannot be reached', async () => {
    const app = await ctx.buildApp({ OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'x' });
    const start = await app.inject({ method: 'GET', url: '/users/sso/start?provider=env' });
    expect(new URL(String(start.headers.location)).searchParams.get('error')).toBe(SSO_TEXTS.unreachable);
  });
}, () => idpEnv(idp), () => ({ oidcFetch: transport.transport }));
