// Browser helpers for the journeys: a context on the test server and signing in.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { TEXTS } from '@switchboard/contracts/common/texts';

export { launchBrowser } from './chromium';

export const baseUrl = () => inject('baseUrl');

export async function newContext(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), viewport });
}

export const DEMO_PASSWORD = 'Demo@12345';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A new context signed in as `email` (the shell's menu has shown, its notification notice closed), then at `path`. */
export async function signedInAt(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await page.goto('/auth/login');
  await signIn(page, email);
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  // Headless Chromium denies notifications and the shell's notice about it never closes (§1): the user closes it,
  // else it sits over whatever opens in the bottom-right corner (a select's options under the workflow panel).
  const notice = page.getByRole('alert').filter({ hasText: TEXTS.notificationDenied });
  await notice.getByRole('button', { name: 'Close' }).click();
  await notice.waitFor({ state: 'detached' });
  await page.goto(path);
  return page;
}
