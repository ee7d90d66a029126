/**
 * Sign-out with the provider: RP-initiated logout carries the session's ID token as id_token_hint; the provider's
 * back-channel logout may name a subject (sub), one of its sessions (sid), or both.
 */
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt, type JWTPayload } from 'jose';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import type { LoginData } from '@switchboard/contracts/auth/auth.schemas';
import { ssoSessions } from '@/db/schema/sso';
import type { App } from '@/plugins/type-provider';
import { describeBackends } from '@/testing/backends';
import type { TestIdp } from '@/testing/oidc-idp';
import { bearer, signIn } from '@/testing/test-app';
import { BACKCHANNEL_MESSAGE } from './backchannel-logout';
import { configureBrandSso, sessionIdOf, signInThrough, startIdp } from './sso.test-kit';

/** The shared Redis, when the run has one (as realtime.test.ts's Redis leg). */
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.info('Redis leg of the back-channel logout tests SKIPPED: set REDIS_URL (e.g. redis://127.0.0.1:6379) to run it.');
let idp: TestIdp;
beforeAll(async () => {
  idp = await startIdp();
  idp.accounts.set('bob', { sub: 'bob', email: 'agent2@demo.brand', email_verified: true, given_name: 'Bob', family_name: 'Agent' });
});
afterAll(async () => idp.close());

describeBackends('single sign-on: sign-out at the provider, back-channel logout by subject or session', (ctx) => {
  const verify = async (login: LoginData) => (await ctx.app.inject({ method: 'POST', url: '/users/token/verify', headers: bearer(login.token) })).statusCode;
  const sidOf = async (login: LoginData) => (await ctx.database.db.select().from(ssoSessions).where(eq(ssoSessions.sessionId, sessionIdOf(login))))[0]?.sid;
  const logout = (claims: JWTPayload, app: App = ctx.app) => {
    const now = Math.floor(Date.now() / 1000);
    const token = idp.sign({ iss: idp.issuer, aud: idp.clientId, iat: now, jti: randomUUID(), events: { 'http://schemas.openid.net/event/backchannel-logout': {} }, ...claims });
    return token.then((signed) => app.inject({
      method: 'POST', url: '/users/sso/backchannel-logout', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `logout_token=${signed}`,
    }));
  };

  it('signing out sends the member to the provider with the ID token of that sign-in as id_token_hint; a password session is not sent', async () => {
    await configureBrandSso(ctx.app, idp);
    const first = await signInThrough(ctx.app, idp, 'bob');
    const second = await signInThrough(ctx.app, idp, 'bob');
    const answer = await ctx.app.inject({ method: 'POST', url: '/users/logout', headers: bearer(first.token), payload: {} });
    expect(answer.statusCode).toBe(200);
    const url = new URL(answer.json<{ data: { endSessionUrl: string } }>().data.endSessionUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${idp.issuer}/session/end`);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('http://console.test/auth/login');
    expect(url.searchParams.get('client_id')).toBe(idp.clientId);
    const hint = decodeJwt(url.searchParams.get('id_token_hint') ?? '');
    expect(hint).toMatchObject({ iss: idp.issuer, aud: idp.clientId, sub: 'bob', sid: await sidOf(first) });
    expect(hint.sid).not.toBe(await sidOf(second));
    // The provider checks the hint and the return address before it goes on to sign out (the browser journey confirms
    // at its page); a hint it did not sign is refused there.
    const page = await fetch(url, { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/session/end/confirm');
    const forged = new URL(url);
    forged.searchParams.set('id_token_hint', `${url.searchParams.get('id_token_hint') ?? ''}x`);
    expect((await fetch(forged, { redirect: 'manual' })).status).toBe(400);
    expect(await verify(first)).toBe(401);
    expect(await verify(second)).toBe(200);
    // Ada signed in with her password: her sign-out stays in the console.
    const ada = await signIn(ctx.app, 'admin@demo.brand');
    expect((await ctx.app.inject({ method: 'POST', url: '/users/logout', headers: bearer(ada.token), payload: {} })).json()).toMatchObject({ data: {} });
  });

  /** The console socket of a session, connected; `forced` settles when the server ends that session. */
  const liveConsole = async (login: LoginData, app: App = ctx.app) => {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const socket = connect(`${url}${NAMESPACES.liveConversations}`, { auth: { token: login.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => { socket.once('connect', () => resolve()); socket.once('connect_error', reject); });
    let forced: unknown;
    socket.on('forceLogout', (message: unknown) => { forced = message; });
    const disconnected = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
    return { socket, disconnected, forced: () => forced };
  };

  it('a logout token with only sid ends exactly the console session opened under that provider session, and its socket', async () => {
    await configureBrandSso(ctx.app, idp);
    const [first, second] = [await signInThrough(ctx.app, idp, 'bob'), await signInThrough(ctx.app, idp, 'bob')];
    const [one, two] = [await liveConsole(first), await liveConsole(second)];
    try {
      const done = await logout({ sid: await sidOf(first) });
      expect(done.statusCode, done.body).toBe(200);
      await one.disconnected;
      expect(one.forced()).toEqual({ message: BACKCHANNEL_MESSAGE });
      expect(await verify(first)).toBe(401);
      expect(await verify(second)).toBe(200);
      expect(two.socket.connected).toBe(true);
      expect(two.forced()).toBeUndefined();
    } finally {
      one.socket.close();
      two.socket.close();
    }
  });

  it.skipIf(!redisUrl)('a sid logout received by one instance ends the console held by another (Redis)', async () => {
    const [first, second] = [await ctx.buildApp({ REDIS_URL: redisUrl ?? '' }), await ctx.buildApp({ REDIS_URL: redisUrl ?? '' })];
    await configureBrandSso(first, idp);
    const bob = await signInThrough(first, idp, 'bob');
    const held = await liveConsole(bob, second);
    try {
      expect((await logout({ sid: await sidOf(bob) }, first)).statusCode).toBe(200);
      await held.disconnected;
      expect(held.forced()).toEqual({ message: BACKCHANNEL_MESSAGE });
    } finally {
      held.socket.close();
    }
  });

  it('sub and sid end that session; sub alone ends all of the member’s; a token with neither is refused (400)', async () => {
    await configureBrandSso(ctx.app, idp);
    const [first, second, third] = [await signInThrough(ctx.app, idp, 'bob'), await signInThrough(ctx.app, idp, 'bob'), await signInThrough(ctx.app, idp, 'bob')];
    // Another subject with this sid ends nothing: the pair must match.
    expect((await logout({ sub: 'someone-else', sid: await sidOf(first) })).statusCode).toBe(200);
    expect(await verify(first)).toBe(200);
    expect((await logout({ sub: 'bob', sid: await sidOf(first) })).statusCode).toBe(200);
    expect([await verify(first), await verify(second), await verify(third)]).toEqual([401, 200, 200]);
    const neither = await logout({});
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({ field: 'logout_token' });
    expect([await verify(second), await verify(third)]).toEqual([200, 200]);
    expect((await logout({ sub: 'bob' })).statusCode).toBe(200);
    expect([await verify(second), await verify(third)]).toEqual([401, 401]);
  });
}, () => ({}));
