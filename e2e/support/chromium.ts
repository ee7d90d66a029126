// Debian's Chromium driven by playwright-core, with the flags this machine needs. Playwright gives
// every launch a fresh temporary profile.
import { chromium, type Browser } from 'playwright-core';

/** The browsers this file launched and has not closed: a failed journey photographs their pages (fresh-start.ts). */
export const openBrowsers = new Set<Browser>();

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  openBrowsers.add(browser);
  browser.once('disconnected', () => openBrowsers.delete(browser));
  return browser;
}
