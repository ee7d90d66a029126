/** POST /users/login, /users/logout, /users/token/verify (§7); /users/microsoftLogin is in modules/sso. */
import { AUTH_PATHS, loginRequestSchema } from '@switchboard/contracts/auth/auth.schemas';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import type { AuthService } from './auth.service';
import { RetryLater } from './retry-later';

export interface AuthRoutesDeps {
  auth: AuthService;
}

export function registerAuthRoutes(app: App, { auth }: AuthRoutesDeps): void {
  // Throttling lives in AuthService.login (counted before the password is checked).
  app.post(AUTH_PATHS.login, { schema: { body: loginRequestSchema }, config: { guard: 'public' } }, async (request, reply) => {
    try {
      const data = await auth.login(request.body.email, request.body.password, { ip: request.ip, userAgent: request.headers['user-agent'] });
      return { data };
    } catch (error) {
      if (error instanceof RetryLater) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  });

  app.post(AUTH_PATHS.logout, { config: { guard: 'authenticated' } }, async (request) => auth.logout(callerOf(request)));

  app.post(AUTH_PATHS.verifyToken, { config: { guard: 'authenticated' } }, async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(auth.verifyJson(callerOf(request))),
  );
}
