// Browser helpers for the journeys: a context on the test server and signing in.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

import { serverIndex } from './workers';

export { launchBrowser } from './chromium';

/** This worker's server (global-setup.ts). */
export const baseUrl = (): string => {
  const urls = inject('baseUrls');
  return urls[serverIndex(process.env.VITEST_POOL_ID, urls.length)]!;
};

export interface ContextOptions {
  /** The window (default 1280 × 800). */
  viewport?: { width: number; height: number };
  /**
   * Journeys grant browser notifications. Headless Chromium otherwise denies them, and the console's notice about a
   * denial never closes (§1), so it sat over whatever opened in the bottom-right corner, a select's options under
   * the workflow panel among them. 'denied' keeps Chromium's answer, for the notice's own checks.
   */
  notifications?: 'granted' | 'denied';
}

export async function newContext(browser: Browser, { viewport = { width: 1280, height: 800 }, notifications = 'granted' }: ContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), viewport, permissions: notifications === 'granted' ? ['notifications'] : [] });
}

export const DEMO_PASSWORD = 'Demo@12345';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export interface SignedInOptions extends Pick<ContextOptions, 'viewport'> {
  /** The console's theme, stored before the first page loads (default: the console's own, light). */
  theme?: 'light' | 'dark';
  /** The member's time zone, as if chosen on the Profile page (default: the browser's). */
  timeZone?: string;
}

/** A new context signed in as `email` (the console has left the sign-in screen), then at `path`. */
export async function signedInAt(browser: Browser, email: string, path: string, { viewport, theme, timeZone }: SignedInOptions = {}): Promise<Page> {
  const context = await newContext(browser, { viewport });
  if (theme) await context.addInitScript((mode) => localStorage.setItem('dashboardTheme', mode), theme);
  if (timeZone) await context.addInitScript((zone) => localStorage.setItem('dashboardTimeZone', zone), timeZone);
  const page = await context.newPage();
  await page.goto('/auth/login');
  await signIn(page, email);
  // Not the menu: on a narrow window it is a closed drawer.
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.goto(path);
  return page;
}
