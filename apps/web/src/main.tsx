import { createRoot } from 'react-dom/client';
import { config as configureSchemas } from 'zod';
import { AUTH_ROUTES } from '@switchboard/contracts/routes';
import { mountConsole } from '@/app/mount-console';
import { loadConsoleConfig } from '@/config/runtime-config';
import { browserTimeZone } from '@/lib/dates/browser-time-zone';
import { showSignInAlone } from '@/features/auth/sign-in-alone';
import { initMonitoring } from '@/lib/monitoring';
import { preloadRoute } from '@/lib/route-preloads';
import { getSession } from '@/lib/session/session-store';
import '@/styles.css';

// The console's CSP forbids eval: zod would probe for it (a CSP violation on every load) to compile its parsers.
configureSchemas({ jitless: true });

void loadConsoleConfig().then((config) => initMonitoring(config.sentryDsn));

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);
const startConsole = () => {
  if (getSession()) preloadRoute(window.location.pathname);
  void mountConsole(root);
  // In its own task, while the console's files download: the first page's dates would otherwise pay it (issue 22).
  setTimeout(browserTimeZone, 0);
};

// A cold start on the sign-in screen shows it alone: the router, antd and the pages load once it is left (issue 22).
if (window.location.pathname === AUTH_ROUTES.login && !getSession()) showSignInAlone(root, startConsole);
else startConsole();
