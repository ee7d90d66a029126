import { createRoot } from 'react-dom/client';
import { AUTH_ROUTES } from '@switchboard/contracts/routes';
import { mountConsole } from '@/app/mount-console';
import { loadConsoleConfig } from '@/config/runtime-config';
import { showSignInAlone } from '@/features/auth/sign-in-alone';
import { initMonitoring } from '@/lib/monitoring';
import { getSession } from '@/lib/session/session-store';
import '@/styles.css';

void loadConsoleConfig().then((config) => initMonitoring(config.sentryDsn));

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);
const startConsole = () => void mountConsole(root);

// A cold start on the sign-in screen shows it alone: the router, antd and the pages load once it is left (issue 22).
if (window.location.pathname === AUTH_ROUTES.login && !getSession()) showSignInAlone(root, startConsole);
else startConsole();
