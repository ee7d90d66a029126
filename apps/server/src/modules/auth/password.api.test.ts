import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { verifyAccountDataSchema } from '@switchboard/contracts/auth/auth.schemas';
import { describeBackends } from '@/testing/backends';
import { linkIn, startSmtp, type TestSmtp } from '@/testing/smtp';
import { bearer, signIn, TEST_PUBLIC_URL } from '@/testing/test-app';
import { DEMO_PASSWORD } from '@/seed/demo-brand';
import { NOT_ACTIVATED } from './auth.service';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
});

const NEW_PASSWORD = 'Fresh#Pass9';

describeBackends(
  'auth: password reset and account activation by mail',
  (ctx) => {
    const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
    const noMailWithin = async (ms: number) => {
      const before = smtp.received.length;
      await new Promise((resolve) => setTimeout(resolve, ms));
      return smtp.received.length === before;
    };
    const resetLink = async (email: string) => {
      const response = await post('/users/password/forgot', { email });
      expect(response.statusCode).toBe(200);
      const mail = await smtp.next();
      expect(mail.to).toEqual([email]);
      return linkIn(mail, '/auth/resetpassword');
    };

    it('mails a single-use reset link; the new password works, the old one and old sessions do not', async () => {
      const before = await signIn(ctx.app, 'agent@demo.brand');
      const link = await resetLink('agent@demo.brand');
      expect(link.origin).toBe(TEST_PUBLIC_URL);
      const token = link.searchParams.get('token') ?? '';

      const check = await post('/users/account/verify', { token });
      expect(check.statusCode).toBe(200);
      expect(verifyAccountDataSchema.parse(check.json<{ data: unknown }>().data)).toEqual({ email: 'agent@demo.brand', purpose: 'reset', activated: true });

      const reset = await post('/users/password/reset', { token, password: NEW_PASSWORD });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toMatchObject({ message: TEXTS.passwordUpdated });

      const again = await post('/users/password/reset', { token, password: NEW_PASSWORD });
      expect(again.statusCode).toBe(412);
      expect(again.json()).toMatchObject({ message: 'This link has already been used. Request a new one.' });
      expect((await post('/users/login', { email: 'agent@demo.brand', password: DEMO_PASSWORD })).statusCode).toBe(401);
      await signIn(ctx.app, 'agent@demo.brand', NEW_PASSWORD);
      const old = await ctx.app.inject({ method: 'POST', url: '/users/token/verify', headers: bearer(before.token) });
      expect(old.statusCode).toBe(401);
    });

    it('answers forgot-password the same for an unknown e-mail and sends nothing', async () => {
      const known = await post('/users/password/forgot', { email: 'qa@demo.brand' });
      await smtp.next();
      const unknown = await post('/users/password/forgot', { email: 'nobody@demo.brand' });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.json()).toEqual(known.json());
      expect(unknown.json()).toEqual({ data: { title: TEXTS.verificationLinkSentTitle }, message: TEXTS.verificationLinkSent });
      expect(await noMailWithin(400)).toBe(true);
      const malformed = await post('/users/password/forgot', { email: 'nope' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ field: 'email' });
    });

    it('refuses an expired link, a replaced link and a malformed token', async () => {
      const first = (await resetLink('manager@demo.brand')).searchParams.get('token') ?? '';
      const second = (await resetLink('manager@demo.brand')).searchParams.get('token') ?? '';
      const replaced = await post('/users/password/reset', { token: first, password: NEW_PASSWORD });
      expect(replaced.statusCode).toBe(412);
      await ctx.database.db.execute(sql`update link_tokens set expires_at = now() - interval '1 minute' where used_at is null`);
      const expired = await post('/users/password/reset', { token: second, password: NEW_PASSWORD });
      expect(expired.statusCode).toBe(412);
      expect(expired.json()).toMatchObject({ message: 'This link has expired. Request a new one.' });
      const unknown = await post('/users/account/verify', { token: 'x'.repeat(43) });
      expect(unknown.statusCode).toBe(412);
      expect(unknown.json()).toMatchObject({ message: 'This link is invalid. Request a new one.' });
      const malformed = await post('/users/password/reset', { token: 'short', password: NEW_PASSWORD });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ field: 'token' });
      const weak = await post('/users/password/reset', { token: second, password: 'weak' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({ field: 'password' });
    });

    it('resends an activation link; following it activates the account with the chosen password', async () => {
      await ctx.database.db.execute(sql`update users set activated = false, password_hash = null where email = 'agent2@demo.brand'`);
      expect((await post('/users/login', { email: 'agent2@demo.brand', password: DEMO_PASSWORD })).statusCode).toBe(401);

      const resend = await post('/users/email/activation', { email: 'agent2@demo.brand' });
      expect(resend.statusCode).toBe(200);
      expect(resend.json()).toEqual({ data: { title: TEXTS.activationLinkSentTitle }, message: TEXTS.activationLinkSent });
      const token = linkIn(await smtp.next(), '/auth/activate').searchParams.get('token') ?? '';

      const check = await post('/users/account/verify', { token });
      expect(check.json()).toEqual({ data: { email: 'agent2@demo.brand', purpose: 'activation', activated: false } });
      const activate = await post('/users/account/verify', { token, password: NEW_PASSWORD });
      expect(activate.statusCode).toBe(200);
      expect(activate.json()).toMatchObject({ message: TEXTS.accountActivated, data: { activated: true } });
      await signIn(ctx.app, 'agent2@demo.brand', NEW_PASSWORD);
      expect((await post('/users/account/verify', { token, password: NEW_PASSWORD })).statusCode).toBe(412);
    });

    it('sends no activation link to an account that is already active, with the same answer', async () => {
      const response = await post('/users/email/activation', { email: 'admin@demo.brand' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ message: TEXTS.activationLinkSent });
      expect(await noMailWithin(400)).toBe(true);
    });

    it('keeps a not-activated account out until activation (412)', async () => {
      await ctx.database.db.execute(sql`update users set activated = false where email = 'trainer@demo.brand'`);
      const response = await post('/users/login', { email: 'trainer@demo.brand', password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(412);
      expect(response.json()).toMatchObject({ message: NOT_ACTIVATED });
    });

    it('limits link requests per address with 429', async () => {
      const app = await ctx.buildApp({ SMTP_URL: smtp.url, LINK_RATE_LIMIT_MAX_PER_ADDRESS: '2' });
      const ask = () => app.inject({ method: 'POST', url: '/users/password/forgot', payload: { email: 'nobody@demo.brand' } });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const limited = await ask();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ message: 'Too many requests. Try again in 15 minutes.' });
    });
  },
  () => ({ SMTP_URL: smtp.url }),
);
