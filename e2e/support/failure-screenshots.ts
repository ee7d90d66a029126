// A failed journey leaves pictures of its pages (E2E_SCREENSHOTS, else the system's temporary folder) and says where,
// with the messages the pages were showing: a failure seen once in many runs (on CI, whose pictures nobody sees) is
// then readable without running it again.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openBrowsers } from './chromium';

const folder = () => process.env.E2E_SCREENSHOTS ?? join(tmpdir(), 'switchboard-e2e-failures');

/** The toasts, notifications and open popovers a page shows: what the user would have read when it went wrong. */
async function shownMessages(page: Page): Promise<string> {
  const texts = await page.locator('.ant-message-notice, .ant-notification-notice, .ant-popover:not(.ant-popover-hidden), [role="alert"]')
    .allInnerTexts().catch(() => []);
  return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean).join(' | ') || 'none';
}

async function photograph(dir: string, name: string, pages: Page[]): Promise<void> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  for (const [index, page] of pages.entries()) {
    if (page.isClosed()) continue;
    const path = join(dir, `${name}-${stamp}-${index + 1}.png`);
    const messages = await shownMessages(page);
    await page.screenshot({ path, fullPage: true }).then(
      () => console.warn(`Failure screenshot of ${page.url()}: ${path} (showing: ${messages})`),
      (error: unknown) => console.warn(`No failure screenshot of ${page.url()} (showing: ${messages}): ${String(error)}`),
    );
  }
}

/** Each page of every browser the file launched, photographed (whole) with its address (fresh-start.ts, on a failure). */
export async function photographOpenPages(name: string): Promise<void> {
  const dir = folder();
  mkdirSync(dir, { recursive: true });
  await photograph(dir, name, [...openBrowsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages())));
}
