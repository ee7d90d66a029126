import { sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { errorBodySchema } from '@switchboard/contracts/common/errors';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { verifyTokenDataSchema } from '@switchboard/contracts/auth/auth.schemas';
import { describeBackends } from '@/testing/backends';
import { bearer, signIn } from '@/testing/test-app';
import { DEMO_PASSWORD } from '@/seed/demo-brand';
import { rowsOf } from '@/db/client';
import { argon2id, hash } from 'argon2';
import { INVALID_CREDENTIALS, NOT_ACTIVATED, DEACTIVATED, SSO_NOT_CONFIGURED } from './auth.service';

describeBackends('auth: sign-in, token, sign-out', (ctx) => {
  const login = (payload: unknown) => ctx.app.inject({ method: 'POST', url: '/users/login', payload: payload as object });
  const verify = (token: string) => ctx.app.inject({ method: 'POST', url: '/users/token/verify', headers: bearer(token) });

  it('signs in with the login data of §7 and the default bifurcation selection', async () => {
    const data = await signIn(ctx.app, 'Admin@Demo.Brand');
    expect(data.user).toMatchObject({ email: 'admin@demo.brand', firstName: 'Ada', lastName: 'Admin', role: 'Admin' });
    expect(data.user.permissions.ticketsEnabled).toBe(true);
    expect(data.adminId).toMatch(/^admin-/);
    expect(data._id).toMatch(/[0-9a-f-]{36}/);
    expect(data.brandInfo).toEqual({ name: 'Demo Brand' });
    expect(data.allowedChannelsDetails).toEqual(['website', 'wa']);
    expect(data.nlpServiceDetails).toEqual({ language: 'en', threshold: 0.5 });
    expect(data.bifurcationFilters.map((f) => f.valueKey)).toEqual(['region', 'businessLine']);
    expect(data.selectedBifurcation).toEqual({
      region: { value: 'north', meta: { timezone: 'Asia/Kolkata', currency: 'INR' } },
      businessLine: { value: 'retail' },
    });
  });

  it('answers malformed sign-ins with 400 and the field', async () => {
    const badEmail = await login({ email: 'not-an-email', password: 'x' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ field: 'email', message: 'Enter a valid e-mail address' });
    const noPassword = await login({ email: 'admin@demo.brand' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({ field: 'password' });
    const notJson = await ctx.app.inject({ method: 'POST', url: '/users/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(notJson.statusCode).toBe(400);
    expect(errorBodySchema.parse(notJson.json()).message).toMatch(/not valid JSON/);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await login({ email: 'admin@demo.brand', password: 'Wrong@12345' });
    const unknown = await login({ email: 'nobody@demo.brand', password: DEMO_PASSWORD });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ message: INVALID_CREDENTIALS });
  });

  it('refuses accounts not activated or deactivated with 412 and a clear message', async () => {
    await ctx.database.db.execute(sql`update users set activated = false where email = 'agent@demo.brand'`);
    await ctx.database.db.execute(sql`update users set active = false where email = 'agent2@demo.brand'`);
    const inactive = await login({ email: 'agent@demo.brand', password: DEMO_PASSWORD });
    expect(inactive.statusCode).toBe(412);
    expect(inactive.json()).toMatchObject({ message: NOT_ACTIVATED });
    const deactivated = await login({ email: 'agent2@demo.brand', password: DEMO_PASSWORD });
    expect(deactivated.statusCode).toBe(412);
    expect(deactivated.json()).toMatchObject({ message: DEACTIVATED });
  });

  it('limits failed sign-ins per account (a growing delay) and per address with 429 (login-throttle.api.test.ts has the details)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const app = await ctx.buildApp({ LOGIN_RATE_LIMIT_MAX_PER_ACCOUNT: '3', LOGIN_RATE_LIMIT_MAX_PER_ADDRESS: '5' });
      const attempt = (email: string, password: string) => app.inject({ method: 'POST', url: '/users/login', payload: { email, password } });
      for (let i = 0; i < 3; i++) expect((await attempt('admin@demo.brand', 'Wrong@12345')).statusCode).toBe(401);
      const throttled = await attempt('admin@demo.brand', DEMO_PASSWORD);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toMatchObject({ message: 'Too many sign-in attempts. Try again in 1 second, or reset your password.', errorCode: 'RATE_LIMITED' });
      expect(throttled.headers['retry-after']).toBe('1');
      expect((await attempt('agent@demo.brand', DEMO_PASSWORD)).statusCode).toBe(200);
      for (let i = 0; i < 2; i++) expect((await attempt('agent@demo.brand', 'Wrong@12345')).statusCode).toBe(401);
      const fromAddress = await attempt('qa@demo.brand', DEMO_PASSWORD);
      expect(fromAddress.statusCode).toBe(429);
      expect(fromAddress.json()).toMatchObject({ message: 'Too many sign-in attempts from your network. Try again in 15 minutes.' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('verifies a token: data.user is a list of one member with _id and adminId', async () => {
    const session = await signIn(ctx.app, 'qa@demo.brand');
    const response = await verify(session.token);
    expect(response.statusCode).toBe(200);
    const { user } = verifyTokenDataSchema.parse(response.json<{ data: unknown }>().data);
    expect(user).toHaveLength(1);
    expect(user[0]).toMatchObject({ _id: session._id, adminId: session.adminId, email: 'qa@demo.brand', role: 'QA' });
    expect(user[0]?.permissions.ticketsEnabled).toBe(false);
  });

  it('refuses missing, malformed and foreign tokens with 401', async () => {
    const none = await ctx.app.inject({ method: 'POST', url: '/users/token/verify' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ message: 'Please sign in to continue.', errorCode: 'UNAUTHENTICATED' });
    expect((await verify('garbage')).statusCode).toBe(401);
    const foreign = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwianRpIjoieSIsImV4cCI6NDEwMjQ0NDgwMH0.8bB0v0l3x6m2b0o9-1m3l2WQ3s7mF1t2yq3m4n5o6p0';
    expect((await verify(foreign)).statusCode).toBe(401);
  });

  it('logs out: the token is revoked server-side', async () => {
    const { token } = await signIn(ctx.app, 'agent@demo.brand');
    expect((await verify(token)).statusCode).toBe(200);
    // An empty body sent as JSON is accepted (counts as {}).
    const out = await ctx.app.inject({ method: 'POST', url: '/users/logout', headers: { ...bearer(token), 'content-type': 'application/json' } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ message: TEXTS.loggedOut });
    expect((await verify(token)).statusCode).toBe(401);
    const twice = await ctx.app.inject({ method: 'POST', url: '/users/logout', headers: { ...bearer(token), 'content-type': 'application/json' } });
    expect(twice.statusCode).toBe(401);
    expect(twice.json()).toMatchObject({ message: 'Your session has ended. Please sign in again.' });
  });

  it('rehashes a password stored with several lanes (a thread each) at the next sign-in, with one lane', async () => {
    const twoLanes = await hash(DEMO_PASSWORD, { type: argon2id, memoryCost: 1024, timeCost: 1, parallelism: 2 });
    await ctx.database.db.execute(sql`update users set password_hash = ${twoLanes} where email = 'qa@demo.brand'`);
    await signIn(ctx.app, 'qa@demo.brand');
    const stored = rowsOf<{ password_hash: string }>(await ctx.database.db.execute(sql`select password_hash from users where email = 'qa@demo.brand'`));
    expect(stored[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=1,t=3\$/);
    await signIn(ctx.app, 'qa@demo.brand');
  });

  it('forced logout revokes every session of the member on the next request', async () => {
    const first = await signIn(ctx.app, 'agent@demo.brand');
    const second = await signIn(ctx.app, 'agent@demo.brand');
    const other = await signIn(ctx.app, 'agent2@demo.brand');
    await Promise.all([verify(first.token), verify(second.token)]);
    const revoked = await ctx.app.services.auth.forceLogout(first._id, 'Your account has been deactivated.');
    expect(revoked).toHaveLength(2);
    expect((await verify(first.token)).statusCode).toBe(401);
    expect((await verify(second.token)).statusCode).toBe(401);
    expect((await verify(other.token)).statusCode).toBe(200);
  });

  it('reads sessions and permissions from the database (cache off: direct changes apply at once)', async () => {
    const app = await ctx.buildApp({ AUTH_CACHE_TTL_MS: '0' });
    const { token, _id } = await signIn(app, 'agent@demo.brand');
    const profile = () => app.inject({ method: 'PATCH', url: '/users/admins/profile', headers: bearer(token), payload: { firstName: 'Al' } });
    expect((await profile()).statusCode).toBe(200);
    await ctx.database.db.execute(sql`update users set permission_overrides = ${JSON.stringify({ features: { '/settings': { isAllowed: false } } })}::jsonb where id = ${_id}`);
    const denied = await profile();
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ message: TEXTS.forbidden });
    await ctx.database.db.execute(sql`update sessions set revoked_at = now() where user_id = ${_id}`);
    expect((await app.inject({ method: 'POST', url: '/users/token/verify', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('rejects a selectedBifurcation outside the brand filters on any non-GET call', async () => {
    const { token } = await signIn(ctx.app, 'admin@demo.brand');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/users/token/verify',
      headers: bearer(token),
      payload: { selectedBifurcation: { region: { value: 'mars' } } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'selectedBifurcation', message: 'Unknown Region mars' });
  });

  it('answers single sign-on with 412 while no provider is configured', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/users/microsoftLogin', payload: { token: 'abc' } });
    expect(response.statusCode).toBe(412);
    expect(response.json()).toMatchObject({ message: SSO_NOT_CONFIGURED });
    const missing = await ctx.app.inject({ method: 'POST', url: '/users/microsoftLogin', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'token' });
  });
});
