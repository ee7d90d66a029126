/**
 * Secrets at rest: the client secret, the private key, members' refresh tokens and ID tokens are stored sealed with
 * the server's key (AES-256-GCM), never answered by an API, opened only to use them; another key fails closed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { SSO_PATHS } from '@switchboard/contracts/auth/sso.schemas';
import { ssoIdentities, ssoProviders, ssoSessions } from '@/db/schema/sso';
import { createSecretBox, isSealed } from '@/lib/secret-box';
import { describeBackends } from '@/testing/backends';
import type { TestIdp } from '@/testing/oidc-idp';
import { bearer } from '@/testing/test-app';
import { SEALED_AT } from './sso-secrets';
import { configureBrandSso, sessionIdOf, signInThrough, startIdp } from './sso.test-kit';

const KEY = 'the-test-encryption-key-of-32-characters-or-more';
const box = createSecretBox(KEY);
let idp: TestIdp;
beforeAll(async () => {
  idp = await startIdp();
  idp.accounts.set('bob', { sub: 'bob', email: 'agent2@demo.brand', email_verified: true, given_name: 'Bob', family_name: 'Agent' });
});
afterAll(async () => idp.close());

describeBackends('single sign-on: secrets at rest', (ctx) => {
  const db = () => ctx.database.db;
  const rows = async () => {
    const [provider] = await db().select().from(ssoProviders);
    const [identity] = await db().select().from(ssoIdentities);
    if (!provider || !identity) throw new Error('no provider or identity stored');
    return { provider, identity, sessions: await db().select().from(ssoSessions) };
  };
  const verify = async (token: string) => (await ctx.app.inject({ method: 'POST', url: '/users/token/verify', headers: bearer(token) })).statusCode;

  it('stores the secret, the refresh token and the ID token sealed, and no API answers them', async () => {
    const { admin } = await configureBrandSso(ctx.app, idp);
    const bob = await signInThrough(ctx.app, idp, 'bob');
    const { provider, identity, sessions } = await rows();
    const refreshToken = box.open(identity.refreshToken ?? '', SEALED_AT.refreshToken(identity.id));
    const idToken = box.open(sessions[0]?.idToken ?? '', SEALED_AT.sessionIdToken(sessionIdOf(bob)));
    expect(refreshToken.length).toBeGreaterThan(20);
    expect(idToken.split('.')).toHaveLength(3);
    expect(box.open(provider.clientSecret ?? '', SEALED_AT.clientSecret(provider.brandId))).toBe(idp.clientSecret);
    const stored = JSON.stringify([provider, identity, sessions]);
    for (const secret of [idp.clientSecret, refreshToken, idToken]) expect(stored).not.toContain(secret);
    expect([provider.clientSecret, identity.refreshToken, sessions[0]?.idToken].every((value) => isSealed(value ?? ''))).toBe(true);
    const answers = JSON.stringify([bob, await admin.data('GET', SSO_PATHS.settings), (await ctx.app.inject({ method: 'POST', url: '/users/token/verify', headers: bearer(bob.token) })).json()]);
    for (const secret of [idp.clientSecret, refreshToken, idToken, 'sealed:v1:']) expect(answers).not.toContain(secret);
    // The private key too.
    await admin.data('PUT', SSO_PATHS.settings, {
      enabled: true, preset: 'oidc', issuer: idp.issuer, clientId: idp.keyClient.clientId, label: 'Contoso', clientAuth: 'privateKeyJwt', clientPrivateKey: idp.keyClient.privateKeyPem,
    });
    const [withKey] = await db().select().from(ssoProviders);
    expect(withKey?.clientPrivateKey).not.toContain('PRIVATE KEY');
    expect(box.open(withKey?.clientPrivateKey ?? '', SEALED_AT.clientPrivateKey(withKey?.brandId ?? ''))).toContain('-----BEGIN PRIVATE KEY-----');
    expect((await signInThrough(ctx.app, idp, 'bob')).user.email).toBe('agent2@demo.brand');
  });

  it('refreshes with the sealed token and stores the rotated one sealed', async () => {
    await configureBrandSso(ctx.app, idp);
    const bob = await signInThrough(ctx.app, idp, 'bob');
    const before = (await rows()).identity;
    const check = ctx.app.services.sso.accessCheck;
    expect(await check.run(Date.now() + check.everyMs)).toEqual([]);
    const after = (await rows()).identity;
    expect(isSealed(after.refreshToken ?? '')).toBe(true);
    expect(box.open(after.refreshToken ?? '', SEALED_AT.refreshToken(after.id))).not.toBe(box.open(before.refreshToken ?? '', SEALED_AT.refreshToken(before.id)));
    expect(await verify(bob.token)).toBe(200);
  });

  it('a server with another key fails closed and says why in its log', async () => {
    await configureBrandSso(ctx.app, idp);
    const bob = await signInThrough(ctx.app, idp, 'bob');
    const other = await ctx.buildApp({ ENCRYPTION_KEY: 'another-encryption-key-of-32-characters-or-more' });
    const logged = vi.spyOn(other.log, 'error');
    // The brand's provider is not offered: its secret cannot be read.
    expect((await other.inject({ method: 'GET', url: SSO_PATHS.providers })).json()).toEqual({ data: [] });
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ reason: expect.stringContaining("was encrypted with key") }), expect.stringContaining('ENCRYPTION_KEY changed?'));
    // The member's provider access cannot be checked: they are signed out and sign in again through the provider.
    const check = other.services.sso.accessCheck;
    expect(await check.run(Date.now() + check.everyMs)).toEqual([bob._id]);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ userId: bob._id }), expect.stringContaining('refresh token cannot be decrypted'));
    expect(await verify(bob.token)).toBe(401);
    expect((await rows()).identity.refreshToken).toBeNull();
  });

  it('encrypts the secrets stored before they were sealed when the server starts', async () => {
    await configureBrandSso(ctx.app, idp);
    await signInThrough(ctx.app, idp, 'bob');
    const { provider, identity } = await rows();
    const refreshToken = box.open(identity.refreshToken ?? '', SEALED_AT.refreshToken(identity.id));
    // As an older version left them.
    await db().update(ssoProviders).set({ clientSecret: idp.clientSecret }).where(eq(ssoProviders.brandId, provider.brandId));
    await db().update(ssoIdentities).set({ refreshToken }).where(eq(ssoIdentities.id, identity.id));
    const restarted = await ctx.buildApp({ ENCRYPTION_KEY: KEY });
    const sealed = await rows();
    expect(box.open(sealed.provider.clientSecret ?? '', SEALED_AT.clientSecret(provider.brandId))).toBe(idp.clientSecret);
    expect(box.open(sealed.identity.refreshToken ?? '', SEALED_AT.refreshToken(identity.id))).toBe(refreshToken);
    expect(JSON.stringify(sealed)).not.toContain(refreshToken);
    const check = restarted.services.sso.accessCheck;
    expect(await check.run(Date.now() + check.everyMs)).toEqual([]);
    expect((await signInThrough(restarted, idp, 'bob')).user.email).toBe('agent2@demo.brand');
  });
}, () => ({ ENCRYPTION_KEY: KEY }));
