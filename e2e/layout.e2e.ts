import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signedInAt } from './support/browser';
import { customerGreetingTheBot } from './support/customer';
import { BUILT_MENU_PAGES } from './support/pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** What does not fit a phone-wide window: the page scrolling sideways, or content cut off without a scroll bar. */
function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width + 1) found.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('.ant-card-body, .ant-table-content, .ant-list-item'))) {
      const scrolls = ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
      if (!scrolls && element.scrollWidth > element.clientWidth + 2) found.push(`${element.className.split(' ')[0]} cut off: ${(element.textContent ?? '').slice(0, 30)}`);
    }
    return found;
  });
}

/** Each built menu page, loaded, through `check`: the pages where it found something, with what it found. */
async function sweepMenuPages<T>(page: Page, check: (page: Page) => Promise<T[]>): Promise<Record<string, T[]>> {
  const report: Record<string, T[]> = {};
  for (const path of BUILT_MENU_PAGES) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const found = await check(page);
    if (found.length > 0) report[path] = found;
  }
  return report;
}

describe('a narrow window (390 px, a phone held upright)', () => {
  it('fits every built page of the menu: wide tables scroll inside their card, nothing stretches the page', async () => {
    // A chat whose last message is a long sentence (the bot's answer): history once stretched to fit it. The bot keeps
    // it, so no agent finds it in a queue later.
    const customer = await customerGreetingTheBot(browser);
    await customer.say('What warranty do your products have?');
    await customer.log.getByText(/one-year manufacturer warranty/).waitFor();
    await customer.page.context().close();
    const page = await signedInAt(browser, 'admin@demo.brand', '/', { viewport: { width: 390, height: 844 } });
    const report = await sweepMenuPages(page, misfits);
    expect(BUILT_MENU_PAGES.length).toBeGreaterThan(20);
    expect(report).toEqual({});
    await page.context().close();
  });
});

describe('a laptop-wide window (1280 px, the side menu open)', () => {
  it("fits every list's table in its page: long texts are cut by their ellipsis instead of pushing columns out of view", async () => {
    // The demo's "Order status" workflow has a long description: the workflows table once scrolled its actions away.
    const page = await signedInAt(browser, 'admin@demo.brand', '/', { viewport: { width: 1280, height: 800 } });
    const report = await sweepMenuPages(page, (loaded) => loaded.evaluate(() => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body'))
      .map((element) => element.scrollWidth - element.clientWidth).filter((overflow) => overflow > 2)));
    expect(report).toEqual({});
    await page.context().close();
  });
});

describe('the side menu on a wide window', () => {
  it('stays in view while a long page scrolls, and a long open menu scrolls on its own instead of stretching the page', async () => {
    const page = await signedInAt(browser, 'admin@demo.brand', '/settings/profile', { viewport: { width: 1280, height: 600 } });
    const dashboard = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' });
    await page.getByRole('button', { name: 'Change password' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const box = await dashboard.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 600).toBe(true);

    // Bot Builder's open group makes the menu taller than the window: it is the window's height and scrolls itself.
    await page.goto('/botbuilder/workflows');
    await page.getByRole('heading', { name: 'Workflows', level: 1 }).waitFor();
    const sider = await page.evaluate(() => {
      const element = document.getElementById('main-menu')!;
      return { height: Math.round(element.getBoundingClientRect().height), scrolls: element.scrollHeight > element.clientHeight };
    });
    expect(sider).toEqual({ height: 600, scrolls: true });
    await page.context().close();
  });
});
