import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { describeBackends } from '@/testing/backends';
import { linkIn, startSmtp, type TestSmtp } from '@/testing/smtp';
import { DEMO_PASSWORD } from '@/seed/demo-brand';
import { argon, hashingGate } from './password-hash';
import { throttledAccount, throttledAddress } from './login-throttle';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const WRONG = 'Wrong@12345';
/** Polls on real timers (vi.waitFor reads the faked Date for its timeout and never gives up). */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}
/** Dozens of sign-ins each; the shared CI machine can be slow. */
const SLOW = { timeout: 120_000 };

describeBackends(
  'auth: sign-in throttling',
  (ctx) => {
    const limits = { LOGIN_RATE_LIMIT_MAX_PER_ACCOUNT: '5', LOGIN_RATE_LIMIT_MAX_PER_ADDRESS: '100', LOGIN_RATE_LIMIT_WINDOW_MINUTES: '15' };
    const attempt = (app: typeof ctx.app, email: string, password: string, remoteAddress = '203.0.113.7') =>
      app.inject({ method: 'POST', url: '/users/login', payload: { email, password }, remoteAddress });

    it('evaluates at most the limit of 50 parallel guesses, and refuses the right password once the limit is reached', SLOW, async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const app = await ctx.buildApp(limits);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const realVerify = argon.verify;
      // Every check waits until all guesses are in, as if the hashes were slow: the old code let all 50 through.
      const verify = vi.spyOn(argon, 'verify').mockImplementation(async (stored, password) => {
        await held;
        return realVerify(stored, password);
      });
      let answered = 0;
      const guesses = Array.from({ length: 50 }, (_, i) =>
        attempt(app, 'admin@demo.brand', `${WRONG}${i}`).then((response) => {
          answered++;
          return response;
        }),
      );
      try {
        await until(() => answered + verify.mock.calls.length + hashingGate.queued === 50);
        const right = await attempt(app, 'admin@demo.brand', DEMO_PASSWORD);
        expect(right.statusCode).toBe(429);
        expect(right.json()).toMatchObject({ message: throttledAccount(1_000), errorCode: 'RATE_LIMITED' });
        expect(right.headers['retry-after']).toBe('1');
      } finally {
        release();
      }
      const statuses = (await Promise.all(guesses)).map((response) => response.statusCode);
      expect(verify).toHaveBeenCalledTimes(5);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    });

    it('makes each further attempt wait a doubling delay up to the window, and lets the member in once it passed', SLOW, async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const app = await ctx.buildApp({ ...limits, LOGIN_RATE_LIMIT_WINDOW_MINUTES: '1' });
      for (let i = 0; i < 5; i++) expect((await attempt(app, 'agent@demo.brand', WRONG)).statusCode).toBe(401);
      const waits: number[] = [];
      for (let i = 0; i < 8; i++) {
        const refused = await attempt(app, 'agent@demo.brand', DEMO_PASSWORD);
        expect(refused.statusCode).toBe(429);
        const seconds = Number(refused.headers['retry-after']);
        waits.push(seconds);
        vi.advanceTimersByTime(seconds * 1000);
        expect((await attempt(app, 'agent@demo.brand', WRONG)).statusCode).toBe(401);
      }
      // The window (here one minute) caps the delay.
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
      vi.advanceTimersByTime(59_999);
      expect((await attempt(app, 'agent@demo.brand', DEMO_PASSWORD)).statusCode).toBe(429);
      // Other members are not held up by it.
      expect((await attempt(app, 'agent2@demo.brand', DEMO_PASSWORD)).statusCode).toBe(200);

      vi.advanceTimersByTime(1);
      expect((await attempt(app, 'agent@demo.brand', DEMO_PASSWORD)).statusCode).toBe(200);
      // A successful sign-in clears the failures: the next mistakes are free again.
      for (let i = 0; i < 5; i++) expect((await attempt(app, 'agent@demo.brand', WRONG)).statusCode).toBe(401);
    });

    it('throttles an unknown e-mail the same way (no hint which accounts exist)', SLOW, async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const app = await ctx.buildApp(limits);
      for (let i = 0; i < 5; i++) expect((await attempt(app, 'nobody@demo.brand', WRONG)).statusCode).toBe(401);
      const refused = await attempt(app, 'nobody@demo.brand', WRONG);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ message: throttledAccount(1_000) });
    });

    it('limits one address guessing across many accounts; other addresses and successful sign-ins are not counted', SLOW, async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const app = await ctx.buildApp({ ...limits, LOGIN_RATE_LIMIT_MAX_PER_ADDRESS: '4' });
      for (let i = 0; i < 10; i++) expect((await attempt(app, 'qa@demo.brand', DEMO_PASSWORD, '198.51.100.1')).statusCode).toBe(200);
      for (const email of ['admin@demo.brand', 'agent@demo.brand', 'agent2@demo.brand', 'nobody@demo.brand']) {
        expect((await attempt(app, email, WRONG, '198.51.100.1')).statusCode).toBe(401);
      }
      const refused = await attempt(app, 'qa@demo.brand', DEMO_PASSWORD, '198.51.100.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ message: throttledAddress(900_000) });
      expect(refused.headers['retry-after']).toBe('900');
      expect((await attempt(app, 'admin@demo.brand', DEMO_PASSWORD, '198.51.100.2')).statusCode).toBe(200);

      vi.advanceTimersByTime(900_000);
      expect((await attempt(app, 'qa@demo.brand', DEMO_PASSWORD, '198.51.100.1')).statusCode).toBe(200);
    });

    it('lets a throttled member reset the password by mail, which ends the delay', SLOW, async () => {
      const app = await ctx.buildApp({ ...limits, SMTP_URL: smtp.url });
      for (let i = 0; i < 5; i++) expect((await attempt(app, 'agent@demo.brand', WRONG)).statusCode).toBe(401);
      expect((await attempt(app, 'agent@demo.brand', DEMO_PASSWORD)).statusCode).toBe(429);

      const forgot = await app.inject({ method: 'POST', url: '/users/password/forgot', payload: { email: 'agent@demo.brand' } });
      expect(forgot.statusCode).toBe(200);
      const token = linkIn(await smtp.next(), '/auth/resetpassword').searchParams.get('token') ?? '';
      const reset = await app.inject({ method: 'POST', url: '/users/password/reset', payload: { token, password: 'Fresh#Pass9' } });
      expect(reset.statusCode).toBe(200);
      expect((await attempt(app, 'agent@demo.brand', 'Fresh#Pass9')).statusCode).toBe(200);
    });
  },
);
