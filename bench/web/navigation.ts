// In-app navigation (issue 22: "an in-app navigation shows its content within 200 ms"): from a click on
// a main-menu entry to the first frame painted after the new page's heading is in the document, timed
// inside the page (performance.now and requestAnimationFrame, no test-driver polling in the figure). Each
// page twice: its first visit (its chunk fetched, as a member does once a session) and a later one.
// Baseline: a click on the entry of the page already shown (no route change), the same frame wait.
import type { Browser, BrowserContext } from 'playwright-core';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface NavigationStep {
  /** The main menu entry's text. */
  link: string;
  /** The heading (h1) the page shows once rendered. */
  heading: string;
}

export interface NavigationFigures {
  link: string;
  firstMs: number;
  againMs: number;
}

const TIMEOUT_MS = 15_000;

/** Clicks the entry, then resolves the ms until a frame after an h1 with the heading exists. Runs in the page. */
function timeNavigation({ link, heading, timeoutMs }: NavigationStep & { timeoutMs: number }): Promise<number> {
  const anchor = Array.from(document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Main menu"] a')).find((a) => a.textContent?.trim() === link);
  if (!anchor) return Promise.reject(new Error(`No main menu entry "${link}"`));
  const shown = () => Array.from(document.querySelectorAll('h1')).some((h1) => h1.textContent?.trim() === heading);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const check = () => {
      if (shown()) requestAnimationFrame(() => resolve(performance.now() - started));
      else if (performance.now() - started > timeoutMs) reject(new Error(`"${heading}" did not show`));
      else requestAnimationFrame(check);
    };
    anchor.click();
    requestAnimationFrame(check);
  });
}

export async function navigationTimes(browser: Browser, baseUrl: string, session: StorageState, home: NavigationStep, steps: NavigationStep[]) {
  const context = await browser.newContext({ storageState: session, viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    // tsx compiles the benchmark keeping function names (an __name helper the page does not have).
    await page.addInitScript('globalThis.__name = globalThis.__name || ((fn) => fn)');
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: home.heading }).waitFor({ timeout: TIMEOUT_MS * 4 });
    // The dashboard's own start-up (its socket, its first numbers) settles before the first click.
    await page.waitForTimeout(2000);
    const time = async (step: NavigationStep) => {
      const elapsed = await page.evaluate(timeNavigation, { ...step, timeoutMs: TIMEOUT_MS });
      await page.waitForTimeout(500);
      return elapsed;
    };
    const baselineMs = await time(home);
    const first = new Map<string, number>();
    for (const step of steps) first.set(step.link, await time(step));
    await time(home);
    const figures: NavigationFigures[] = [];
    for (const step of steps) figures.push({ link: step.link, firstMs: first.get(step.link)!, againMs: await time(step) });
    return { baselineMs, figures };
  } finally {
    await context.close();
  }
}
