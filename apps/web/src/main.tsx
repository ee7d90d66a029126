import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { loadConsoleConfig } from '@/config/runtime-config';
import { initMonitoring } from '@/lib/monitoring';
import '@/styles.css';

void loadConsoleConfig().then((config) => initMonitoring(config.sentryDsn));

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
