import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportPKCS8, generateKeyPair } from 'jose';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { loginDataSchema } from '@switchboard/contracts/auth/auth.schemas';
import { SSO_TEXTS, ssoSettingsViewSchema, type SsoPreview, type SsoSettingsView } from '@switchboard/contracts/auth/sso.schemas';
import { auditLog } from '@/db/schema/audit-log';
import { linkTokens } from '@/db/schema/link-tokens';
import { roles } from '@/db/schema/roles';
import { ssoIdentities } from '@/db/schema/sso';
import { describeBackends } from '@/testing/backends';
import type { TestIdp } from '@/testing/oidc-idp';
import { bearer } from '@/testing/test-app';
import { as } from '@/modules/members/members.test-kit';
import { BACKCHANNEL_MESSAGE } from './backchannel-logout';
import { exchange, landing, startIdp } from './sso.test-kit';

let idp: TestIdp;
const BOB = { sub: 'bob', email: 'agent2@demo.brand', email_verified: true, given_name: 'Bob', family_name: 'Agent', groups: ['support-leads'] };
beforeAll(async () => {
  idp = await startIdp();
  idp.accounts.set('bob', BOB);
});
afterAll(async () => idp.close());

describeBackends('single sign-on: settings, group → role mapping, required SSO, back-channel logout', (ctx) => {
  const roleId = async (name: string) => (await ctx.database.db.select().from(roles).where(eq(roles.name, name)))[0]?.id ?? '';
  const configure = async (extra: Record<string, unknown> = {}) => {
    const admin = await as(ctx.app, 'admin@demo.brand');
    const body = { enabled: true, preset: 'oidc', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, label: 'Contoso', ...extra };
    return { admin, saved: await admin.data<SsoSettingsView>('PUT', '/admin/v1/sso', body) };
  };
  const bobSignsIn = async () => {
    idp.signInAs('bob');
    const providers = (await ctx.app.inject({ method: 'GET', url: '/users/sso/providers' })).json<{ data: Array<{ id: string }> }>().data;
    const { token } = await landing(ctx.app, providers[0]?.id);
    return loginDataSchema.parse((await exchange(ctx.app, token ?? '')).json<{ data: unknown }>().data);
  };

  it('keeps the client secret write-only and tests the connection (discovery and keys)', async () => {
    // A brand that never configured it: the console reads the settings with the shared schema (it said "could not be loaded").
    const fresh = ssoSettingsViewSchema.safeParse(await (await as(ctx.app, 'admin@demo.brand')).data('GET', '/admin/v1/sso'));
    expect(fresh.success && fresh.data).toMatchObject({ enabled: false, clientId: '', clientSecretSet: false });
    const { admin, saved } = await configure();
    expect(saved).toMatchObject({ enabled: true, clientSecretSet: true, redirectUri: 'http://console.test/users/sso/callback' });
    expect(JSON.stringify(saved)).not.toContain(idp.clientSecret);
    const kept = await admin.data<SsoSettingsView>('PUT', '/admin/v1/sso', { enabled: true, preset: 'oidc', issuer: idp.issuer, clientId: idp.clientId, label: 'Contoso' });
    expect(kept.clientSecretSet).toBe(true);
    expect(await admin.data('POST', '/admin/v1/sso/test', { preset: 'oidc', issuer: idp.issuer })).toMatchObject({ issuer: idp.issuer, keys: 1, endSession: true });
    const down = await admin.call('POST', '/admin/v1/sso/test', { preset: 'oidc', issuer: 'http://127.0.0.1:9' });
    expect(down.statusCode).toBe(412);
    expect(down.json()).toMatchObject({ message: SSO_TEXTS.unreachable });
    const agent = await as(ctx.app, 'agent@demo.brand');
    expect((await agent.call('GET', '/admin/v1/sso')).statusCode).toBe(403);
  });

  it('signs in with a private-key JWT instead of a secret (private_key_jwt); the key is write-only and checked', async () => {
    const admin = await as(ctx.app, 'admin@demo.brand');
    const base = { enabled: true, preset: 'oidc', issuer: idp.issuer, clientId: idp.keyClient.clientId, label: 'Contoso', clientAuth: 'privateKeyJwt' };
    expect((await admin.call('PUT', '/admin/v1/sso', base)).json()).toMatchObject({ field: 'clientPrivateKey' });
    const unreadable = await admin.call('PUT', '/admin/v1/sso', { ...base, clientPrivateKey: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----' });
    expect(unreadable.statusCode).toBe(400);
    const saved = await admin.data<SsoSettingsView>('PUT', '/admin/v1/sso', { ...base, clientPrivateKey: idp.keyClient.privateKeyPem });
    expect(saved).toMatchObject({ clientAuth: 'privateKeyJwt', clientKeySet: true, clientSecretSet: false });
    expect(JSON.stringify(await admin.data('GET', '/admin/v1/sso'))).not.toContain('PRIVATE KEY');
    expect((await bobSignsIn()).user.email).toBe('agent2@demo.brand');
    // The provider checks the assertion: another key is refused at the token endpoint.
    const other = await exportPKCS8((await generateKeyPair('RS256', { extractable: true })).privateKey);
    await admin.data('PUT', '/admin/v1/sso', { ...base, clientPrivateKey: other });
    idp.signInAs('bob');
    expect(await landing(ctx.app, (await ctx.app.inject({ method: 'GET', url: '/users/sso/providers' })).json<{ data: Array<{ id: string }> }>().data[0]?.id))
      .toEqual({ token: null, error: SSO_TEXTS.invalidAnswer });
  });

  it('maps groups to a role at sign-in, audited, and previews the mapping before it is saved', async () => {
    const supervisor = await roleId('Supervisor');
    const { admin } = await configure();
    await bobSignsIn();
    const preview = await admin.data<SsoPreview>('POST', '/admin/v1/sso/preview', { groupRoles: [{ group: 'support-leads', roleId: supervisor }] });
    expect(preview).toEqual([{ roleId: supervisor, roleName: 'Supervisor', members: [expect.objectContaining({ email: 'agent2@demo.brand', currentRole: 'Agent' })] }]);
    await configure({ groupRoles: [{ group: 'support-leads', roleId: supervisor }] });
    const bob = await bobSignsIn();
    expect(bob.user.role).toBe('Supervisor');
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'ssoRole'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entityId: bob._id, after: { roleId: supervisor, groups: ['support-leads'] } });
    const unknownRole = await admin.call('PUT', '/admin/v1/sso', { enabled: true, preset: 'oidc', issuer: idp.issuer, clientId: 'x', groupRoles: [{ group: 'g', roleId: randomUUID() }] });
    expect(unknownRole.statusCode).toBe(400);
  });

  it('required SSO: no password sign-in or reset link for members, break-glass admins keep theirs', async () => {
    const { admin } = await configure();
    const refused = await admin.call('PUT', '/admin/v1/sso', { enabled: true, preset: 'oidc', issuer: idp.issuer, clientId: idp.clientId, required: true });
    expect(refused.statusCode).toBe(412);
    const { saved } = await configure({ required: true, breakGlassUserIds: [admin.login._id] });
    // Named for the settings' member picker.
    expect(saved.breakGlassMembers).toEqual([{ id: admin.login._id, name: 'Ada Admin', email: 'admin@demo.brand', role: 'Admin', eligible: true }]);
    const login = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: 'agent@demo.brand', password: 'Demo@12345' } });
    expect(login.statusCode).toBe(412);
    expect(login.json()).toMatchObject({ message: SSO_TEXTS.ssoRequired });
    const forgot = await ctx.app.inject({ method: 'POST', url: '/users/password/forgot', payload: { email: 'agent@demo.brand' } });
    expect(forgot.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(linkTokens)).toEqual([]);
    expect((await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: 'admin@demo.brand', password: 'Demo@12345' } })).statusCode).toBe(200);
  });

  /** Bob's console socket, connected; `forced` and `disconnected` settle when the server ends it. */
  const liveConsole = async (token: string) => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const socket = connect(`${url}${NAMESPACES.liveConversations}`, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => { socket.once('connect', () => resolve()); socket.once('connect_error', reject); });
    const forced = new Promise<unknown>((resolve) => socket.once('forceLogout', resolve));
    const disconnected = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
    return { socket, forced, disconnected };
  };
  const verify = async (token: string) => (await ctx.app.inject({ method: 'POST', url: '/users/token/verify', headers: bearer(token) })).statusCode;

  it('a back-channel logout ends the member’s sessions and disconnects their live console socket', async () => {
    await configure();
    const bob = await bobSignsIn();
    const { socket, forced, disconnected } = await liveConsole(bob.token);
    try {
      const now = Math.floor(Date.now() / 1000);
      const claims = { iss: idp.issuer, aud: idp.clientId, iat: now, jti: randomUUID(), sub: 'bob', events: { 'http://schemas.openid.net/event/backchannel-logout': {} } };
      const post = (token: string) => ctx.app.inject({
        method: 'POST', url: '/users/sso/backchannel-logout', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `logout_token=${token}`,
      });
      expect((await post(`${(await idp.sign(claims)).slice(0, -4)}AAAA`)).statusCode).toBe(400);
      expect((await post(await idp.sign({ ...claims, nonce: 'x' }))).statusCode).toBe(400);
      const done = await post(await idp.sign(claims));
      expect(done.statusCode, done.body).toBe(200);
      expect(await forced).toEqual({ message: BACKCHANNEL_MESSAGE });
      await disconnected;
      expect(await verify(bob.token)).toBe(401);
    } finally {
      socket.close();
    }
  });

  it('a member disabled at the provider is signed out at the next token refresh; an unreachable provider signs nobody out', async () => {
    await configure();
    const bob = await bobSignsIn();
    const check = ctx.app.services.sso.accessCheck;
    const { socket, forced, disconnected } = await liveConsole(bob.token);
    const [before] = await ctx.database.db.select().from(ssoIdentities);
    expect(before?.refreshToken).toEqual(expect.any(String));
    try {
      const start = Date.now();
      expect(await check.run(start)).toEqual([]);
      // Due: the provider still knows Bob, so the refresh works and rotates the token. Two instances at once: one
      // refreshes (a second use of the spent token would look like a replay and revoke Bob's grant).
      const other = await ctx.buildApp();
      expect(await Promise.all([check.run(start + check.everyMs), other.services.sso.accessCheck.run(start + check.everyMs)])).toEqual([[], []]);
      expect(await verify(bob.token)).toBe(200);
      const [rotated] = await ctx.database.db.select().from(ssoIdentities);
      expect(rotated?.refreshToken).not.toBe(before?.refreshToken);
      // The provider cannot be reached: nobody is signed out by an outage.
      await configure({ issuer: 'http://127.0.0.1:9', clientSecret: undefined });
      expect(await check.run(start + 2 * check.everyMs)).toEqual([]);
      expect(await verify(bob.token)).toBe(200);
      await configure();
      idp.accounts.delete('bob');
      expect(await check.run(start + 3 * check.everyMs)).toEqual([bob._id]);
      expect(await forced).toEqual({ message: BACKCHANNEL_MESSAGE });
      await disconnected;
      expect(await verify(bob.token)).toBe(401);
    } finally {
      socket.close();
      idp.accounts.set('bob', BOB);
    }
  });
});
