// Browser helpers for the journeys: a context on the test server and signing in.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

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

/** A new context signed in as `email` (the shell's menu has shown), then at `path`. */
export async function signedInAt(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await page.goto('/auth/login');
  await signIn(page, email);
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  await page.goto(path);
  return page;
}
