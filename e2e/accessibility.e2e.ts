import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { launchBrowser, newContext, signedInAt, signIn } from './support/browser';
import { customerGreetingTheBot } from './support/customer';
import { violations } from './support/accessibility';
import { laptopFitProblems, phoneFitProblems } from './support/page-fit';
import { BUILT_MENU_PAGES, BUILT_MENU_ROUTES } from './support/pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // A chat whose last message is a long sentence (the bot's answer): history once stretched a phone-wide page to fit
  // it. The bot keeps it, so no agent finds it in a queue later.
  const customer = await customerGreetingTheBot(browser);
  await customer.say('What warranty do your products have?');
  await customer.log.getByText(/one-year manufacturer warranty/).waitFor();
  await customer.page.context().close();
});
afterAll(async () => browser?.close());

describe.each(['light', 'dark'] as const)('accessibility in the %s theme (WCAG 2 A/AA)', (theme) => {
  it('has no violations on the sign-in screen and in the signed-in shell', async () => {
    const context = await newContext(browser, { notifications: 'denied' });
    await context.addInitScript((mode) => localStorage.setItem('dashboardTheme', mode), theme);
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await violations(page, { withFeedback: true })).toEqual([]);
    await signIn(page, 'admin@demo.brand');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.goto('/settings/profile');
    await page.getByRole('heading', { name: 'Profile' }).first().waitFor();
    // Headless Chromium denies notifications: the shell's lasting notice is checked with the page.
    await page.getByText(TEXTS.notificationDenied).first().waitFor();
    expect(await violations(page, { withFeedback: true })).toEqual([]);
    await page.context().close();
  });
});

// The check itself: a page with planted faults reports them, in the region asked for and only there.
it('reports an image without a text alternative and an unlabelled field that a page shows', async () => {
  const page = await (await newContext(browser)).newPage();
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await page.evaluate(() => {
    const region = document.createElement('main');
    region.id = 'planted';
    region.innerHTML = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20"><input type="text">';
    const outside = document.createElement('input');
    outside.type = 'search';
    document.body.append(region, outside);
  });
  expect((await violations(page, { within: '#planted' })).sort()).toEqual(['image-alt: img', 'label: input[type="text"]']);
  expect(await violations(page)).toContain('label: input[type="text"], input[type="search"]');
  await page.context().close();
});

// Each walk is also the layout check of its width: light on a laptop (1280 px), dark on a phone held upright (390 px).
// One after the other: axe keeps a core busy for about two seconds a page, and two walks side by side took both cores
// from the journey file of the other worker (its 60 s journeys timed out in CI, the walks took 550 s each).
const WALKS = [
  { theme: 'light', width: 'a laptop', viewport: { width: 1280, height: 800 }, fit: laptopFitProblems },
  { theme: 'dark', width: 'a phone', viewport: { width: 390, height: 844 }, fit: (page: Page) => phoneFitProblems(page) },
] as const;

const TITLES = new Map(BUILT_MENU_ROUTES.map((route) => [route.path, route.title]));

/**
 * Opens a menu page as its menu entry does, inside the running console (the router follows the history), until its
 * title shows (a wrong title is left for the laptop walk's fit check to report): a page load each (the whole bundle
 * parsed again, the session checked) cost the walks ~1 s a page.
 */
async function openInConsole(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((title) => document.title === title, TITLES.get(path), { timeout: 10_000 }).catch(() => undefined);
}

describe.each(WALKS)('every built page in the $theme theme on $width (WCAG 2 A/AA)', ({ theme, viewport, fit }) => {
  it('has no violations on the menu pages and on a workflow and a bot message being edited, and fits the window', async () => {
    expect(BUILT_MENU_PAGES.length).toBeGreaterThan(20);
    const page = await signedInAt(browser, 'admin@demo.brand', '/', { theme, viewport });
    const report: Record<string, string[]> = {};
    const check = async (name: string) => {
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // The page's own content: the shell around it is checked once per theme by the test above.
      const found = await violations(page, { within: '#main-content' });
      if (found.length > 0) report[name] = found;
    };
    for (const path of BUILT_MENU_PAGES) {
      await openInConsole(page, path);
      await check(path);
      const misfit = await fit(page, path);
      if (misfit.length > 0) report[path] = [...(report[path] ?? []), ...misfit];
    }
    await page.goto('/botbuilder/workflows');
    await page.getByRole('link', { name: 'Order status' }).click();
    await page.getByRole('group', { name: /node/ }).first().waitFor();
    await check('a workflow');
    await page.goto('/botbuilder/botmessages');
    await page.getByRole('link', { name: 'Ask order number' }).click();
    await page.getByRole('textbox', { name: 'Message text' }).first().waitFor();
    await check('a bot message');
    expect(report).toEqual({});
    await page.context().close();
  }, 600_000); // ~2 min each on a quiet two-core machine (70 pages)
});
