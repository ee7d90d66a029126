/** Error reporting: @sentry/node is loaded and initialised only when SENTRY_DSN is set. */
import { APP_VERSION } from '@switchboard/contracts/common/constants';
import type { ErrorReporter } from './error-handler';

export async function createErrorReporter(dsn: string | undefined): Promise<ErrorReporter | undefined> {
  if (!dsn) return undefined;
  const Sentry = await import('@sentry/node');
  if (!Sentry.isInitialized()) Sentry.init({ dsn, release: `switchboard@${APP_VERSION}` });
  return (error, request) => {
    Sentry.withScope((scope) => {
      const principal = request.auth?.principal;
      if (principal) scope.setUser({ id: principal.userId, email: principal.email, username: `${principal.firstName} ${principal.lastName}` });
      scope.setTag('route', request.routeOptions.url ?? request.url);
      Sentry.captureException(error);
    });
  };
}
