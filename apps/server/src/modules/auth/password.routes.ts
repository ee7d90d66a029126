/** POST /users/password/forgot, /users/password/reset, /users/account/verify, /users/email/activation (§7). */
import {
  AUTH_PATHS,
  emailActivationRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  verifyAccountRequestSchema,
} from '@switchboard/contracts/auth/auth.schemas';
import { requestLimiter } from '@/plugins/rate-limit';
import type { App } from '@/plugins/type-provider';
import type { PasswordService } from './password.service';

export interface PasswordRoutesDeps {
  passwords: PasswordService;
  linkRateLimit: { maxPerAddress: number; windowMs: number };
}

export function registerPasswordRoutes(app: App, { passwords, linkRateLimit }: PasswordRoutesDeps): void {
  const limit = requestLimiter(app, linkRateLimit.maxPerAddress, linkRateLimit.windowMs);
  const neutral = ({ title, message }: { title: string; message: string }) => ({ data: { title }, message });

  app.post(
    AUTH_PATHS.forgotPassword,
    { schema: { body: forgotPasswordRequestSchema }, config: { guard: 'public' }, preHandler: limit },
    async (request) => neutral(await passwords.forgot(request.body.email)),
  );

  app.post(
    AUTH_PATHS.emailActivation,
    { schema: { body: emailActivationRequestSchema }, config: { guard: 'public' }, preHandler: limit },
    async (request) => neutral(await passwords.resendActivation(request.body.email)),
  );

  app.post(AUTH_PATHS.resetPassword, { schema: { body: resetPasswordRequestSchema }, config: { guard: 'public' } }, async (request) =>
    passwords.setPasswordWithLink(request.body.token, request.body.password),
  );

  app.post(AUTH_PATHS.verifyAccount, { schema: { body: verifyAccountRequestSchema }, config: { guard: 'public' } }, async (request) => {
    const { token, password } = request.body;
    if (password) return passwords.setPasswordWithLink(token, password);
    const { email, purpose, activated } = await passwords.checkLink(token);
    return { data: { email, purpose, activated } };
  });
}
