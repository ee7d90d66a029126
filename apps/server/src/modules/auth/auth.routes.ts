/** POST /users/login, /users/microsoftLogin, /users/logout, /users/token/verify (§7). */
import type { FastifyRequest } from 'fastify';
import { AUTH_PATHS, loginRequestSchema, microsoftLoginRequestSchema } from '@switchboard/contracts/auth/auth.schemas';
import { callerOf } from '@/plugins/auth';
import { HttpError } from '@/plugins/http-errors';
import { failureLimiter } from '@/plugins/rate-limit';
import type { App } from '@/plugins/type-provider';
import type { AuthService } from './auth.service';

export interface AuthRoutesDeps {
  auth: AuthService;
  loginRateLimit: { maxPerAccount: number; maxPerAddress: number; windowMs: number };
}

const accountOf = (request: FastifyRequest) => String((request.body as { email?: unknown } | undefined)?.email ?? '').trim().toLowerCase();

export function registerAuthRoutes(app: App, { auth, loginRateLimit }: AuthRoutesDeps): void {
  const limiter = failureLimiter(app, [
    { name: 'login-account', max: loginRateLimit.maxPerAccount, windowMs: loginRateLimit.windowMs, key: accountOf },
    { name: 'login-address', max: loginRateLimit.maxPerAddress, windowMs: loginRateLimit.windowMs, key: (request) => request.ip },
  ]);

  app.post(
    AUTH_PATHS.login,
    { schema: { body: loginRequestSchema }, config: { guard: 'public' }, preHandler: limiter.check },
    async (request) => {
      try {
        const data = await auth.login(request.body.email, request.body.password, { ip: request.ip, userAgent: request.headers['user-agent'] });
        return { data };
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) await limiter.fail(request);
        throw error;
      }
    },
  );

  app.post(AUTH_PATHS.microsoftLogin, { schema: { body: microsoftLoginRequestSchema }, config: { guard: 'public' } }, async () =>
    auth.microsoftLogin(),
  );

  app.post(AUTH_PATHS.logout, { config: { guard: 'authenticated' } }, async (request) => auth.logout(callerOf(request)));

  app.post(AUTH_PATHS.verifyToken, { config: { guard: 'authenticated' } }, async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(auth.verifyJson(callerOf(request))),
  );
}
