import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { reportError } from '@/lib/monitoring';
import { reloadPage } from '@/lib/navigation';

/** The console's files could not be fetched (offline, or a deploy replaced them): say so and offer a reload. */
function LoadFailed() {
  return (
    <main className="sb-auth-page">
      <section className="sb-auth-card" role="alert">
        <h1 className="sb-auth-card__title">{TEXTS.errorTitle}</h1>
        <p className="sb-auth-card__subtitle">{TEXTS.errorDescription}</p>
        <button type="button" className="sb-button-primary" onClick={reloadPage}>Reload</button>
      </section>
    </main>
  );
}

/** Renders the whole console (router, antd, pages) into the root, its code fetched now. */
export async function mountConsole(root: Root): Promise<void> {
  try {
    // antd's component CSS comes with the chunks that draw it (vite/antd-static-styles.ts).
    const { App } = await import('@/app/app');
    root.render(<StrictMode><App /></StrictMode>);
  } catch (error) {
    reportError(error);
    root.render(<LoadFailed />);
  }
}
