/** Break-glass admins must be able to change the SSO settings: refused otherwise, offered only if so, and no bypass once they cannot. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BREAK_GLASS_TEXTS, SSO_PATHS, SSO_TEXTS, type BreakGlassCandidate, type SsoSettingsView } from '@switchboard/contracts/auth/sso.schemas';
import { linkTokens } from '@/db/schema/link-tokens';
import { roles } from '@/db/schema/roles';
import { users } from '@/db/schema/users';
import { describeBackends } from '@/testing/backends';
import { linkIn, startSmtp, type TestSmtp } from '@/testing/smtp';
import { TEST_PUBLIC_URL } from '@/testing/test-app';
import { as } from '@/modules/members/members.test-kit';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => smtp.close());

describeBackends('single sign-on: break-glass admins', (ctx) => {
  const db = () => ctx.database.db;
  const idOf = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';
  const roleId = async (name: string) => (await db().select({ id: roles.id }).from(roles).where(eq(roles.name, name)))[0]?.id ?? '';
  // Saving does not reach the provider: an address nobody answers is enough here.
  const settings = (breakGlassUserIds: string[]) => ({
    enabled: true, preset: 'oidc', issuer: 'http://127.0.0.1:9', clientId: 'console', required: true, breakGlassUserIds,
  });
  const passwordSignIn = (email: string) => ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email, password: 'Demo@12345' } });

  it('refuses members who cannot change these settings (400 naming the field), accepts those who can', async () => {
    const admin = await as(ctx.app, 'admin@demo.brand');
    for (const email of ['agent@demo.brand', 'supervisor@demo.brand']) {
      const refused = await admin.call('PUT', SSO_PATHS.settings, settings([admin.login._id, await idOf(email)]));
      expect(refused.statusCode, email).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'breakGlassUserIds', message: expect.stringContaining(BREAK_GLASS_TEXTS.notEligible) });
    }
    // A deactivated admin cannot sign in at all, so cannot be the way in either.
    const ori = await idOf('ori.admin@demo.brand');
    await db().update(users).set({ active: false }).where(eq(users.id, ori));
    expect((await admin.call('PUT', SSO_PATHS.settings, settings([ori]))).json()).toMatchObject({ field: 'breakGlassUserIds' });
    // The rule is the right to change these settings, not the role's name: a Manager has it, and so has an agent given it.
    const alice = await idOf('agent@demo.brand');
    await db().update(users).set({
      permissionOverrides: { features: { '/members': { isAllowed: true, children: { '/members/configuration': { isAllowed: true } } } } },
    }).where(eq(users.id, alice));
    const saved = await admin.data<SsoSettingsView>('PUT', SSO_PATHS.settings, settings([admin.login._id, await idOf('manager@demo.brand'), alice]));
    expect(saved.breakGlassMembers.map((member) => `${member.email} ${member.eligible}`).sort())
      .toEqual(['admin@demo.brand true', 'agent@demo.brand true', 'manager@demo.brand true']);
  });

  it('the picker offers only active members who can change these settings, searched by name or e-mail', async () => {
    const admin = await as(ctx.app, 'admin@demo.brand');
    const candidates = await admin.data<BreakGlassCandidate[]>('GET', SSO_PATHS.breakGlassCandidates);
    expect(candidates.map((member) => member.email).sort()).toEqual(['admin@demo.brand', 'manager@demo.brand', 'ori.admin@demo.brand']);
    expect(await admin.data('GET', `${SSO_PATHS.breakGlassCandidates}?search=maya%20man`)).toEqual([
      { id: await idOf('manager@demo.brand'), name: 'Maya Manager', email: 'manager@demo.brand', role: 'Manager' },
    ]);
    expect(await admin.data('GET', `${SSO_PATHS.breakGlassCandidates}?search=agent`)).toEqual([]);
    expect(await admin.data('GET', `${SSO_PATHS.breakGlassCandidates}?search=%25`)).toEqual([]);
    const supervisor = await as(ctx.app, 'supervisor@demo.brand');
    expect((await supervisor.call('GET', SSO_PATHS.breakGlassCandidates)).statusCode).toBe(403);
  });

  it('a break-glass admin who loses the right no longer keeps their password', async () => {
    const admin = await as(ctx.app, 'admin@demo.brand');
    const maya = await idOf('manager@demo.brand');
    await admin.data('PUT', SSO_PATHS.settings, settings([admin.login._id, maya]));
    expect((await passwordSignIn('manager@demo.brand')).statusCode).toBe(200);
    await db().update(users).set({ roleId: await roleId('Supervisor') }).where(eq(users.id, maya));
    const refused = await passwordSignIn('manager@demo.brand');
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({ message: SSO_TEXTS.ssoRequired });
    // A reset request is answered as ever, and mailed a clear message instead of a link.
    expect((await ctx.app.inject({ method: 'POST', url: '/users/password/forgot', payload: { email: 'manager@demo.brand' } })).statusCode).toBe(200);
    const mail = await smtp.next();
    expect(mail.to).toEqual(['manager@demo.brand']);
    // Quoted-printable: soft line breaks removed.
    const text = mail.raw.replace(/=\r?\n/g, '');
    expect(text).toContain('so there is no password to reset');
    expect(text).toContain(`${TEST_PUBLIC_URL}/auth/login`);
    expect(await db().select().from(linkTokens)).toEqual([]);
    // The settings show it, and a save must drop them.
    const view = await admin.data<SsoSettingsView>('GET', SSO_PATHS.settings);
    expect(view.breakGlassMembers.find((member) => member.id === maya)).toMatchObject({ role: 'Supervisor', eligible: false });
    expect((await admin.call('PUT', SSO_PATHS.settings, settings([admin.login._id, maya]))).statusCode).toBe(400);
    // Given the role back, they keep their password again.
    await db().update(users).set({ roleId: await roleId('Manager') }).where(eq(users.id, maya));
    expect((await passwordSignIn('manager@demo.brand')).statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/users/password/forgot', payload: { email: 'manager@demo.brand' } });
    expect(linkIn(await smtp.next(), '/auth/resetpassword').searchParams.get('token')).toEqual(expect.any(String));
  });
}, () => ({ SMTP_URL: smtp.url }));
