/**
 * Error reporting (spec §8) with Sentry, loaded only when a DSN is configured. The user's e-mail and
 * name are attached; resize-observer loop errors are ignored. Only the three functions used are taken
 * from @sentry/browser (destructured from the dynamic import, so the bundler drops the rest: the
 * whole @sentry/react module was a 150 KB gzip chunk).
 */
import type { captureException, setUser } from '@sentry/browser';
import { APP_VERSION } from '@switchboard/contracts/common/constants';

interface Sentry {
  setUser: typeof setUser;
  captureException: typeof captureException;
}
export interface MonitoringUser {
  email: string;
  name: string;
}

let sentry: Sentry | null = null;
let user: MonitoringUser | null = null;

const applyUser = () => sentry?.setUser(user ? { email: user.email, username: user.name } : null);

export async function initMonitoring(dsn: string | undefined): Promise<void> {
  if (!dsn || sentry) return;
  try {
    const { init, setUser: setSentryUser, captureException: capture } = await import('@sentry/browser');
    init({ dsn, release: APP_VERSION, ignoreErrors: [/ResizeObserver loop/i] });
    sentry = { setUser: setSentryUser, captureException: capture };
    applyUser();
  } catch (error) {
    console.error('Error reporting could not start', error);
  }
}

export function setMonitoringUser(next: MonitoringUser | null): void {
  user = next;
  applyUser();
}

export function reportError(error: unknown): void {
  if (error instanceof Error && /ResizeObserver loop/i.test(error.message)) return;
  if (sentry) sentry.captureException(error);
  else console.error(error);
}
