import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { launchBrowser, newContext, signedInAt, signIn } from './support/browser';
import { violations } from './support/accessibility';
import { laptopFitProblems } from './support/page-fit';
import { BUILT_MENU_PAGES } from './support/pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
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

// The two walks share nothing (a context each) and mostly wait on page loads: they run side by side (CI time).
describe.concurrent.each(['light', 'dark'] as const)('every built page in the %s theme (WCAG 2 A/AA)', (theme) => {
  it('has no violations on the menu pages and on a workflow and a bot message being edited; at 1280 px (light) fits its tables and shows its title', async () => {
    const page = await signedInAt(browser, 'admin@demo.brand', '/', { theme });
    const report: Record<string, string[]> = {};
    const check = async (name: string) => {
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // The page's own content: the shell around it is checked once per theme by the test above.
      const found = await violations(page, { within: '#main-content' });
      if (found.length > 0) report[name] = found;
    };
    for (const path of BUILT_MENU_PAGES) {
      await page.goto(path);
      await check(path);
      // Theme-blind: checked once (the walk is the layout checks' too, see page-fit.ts).
      const misfit = theme === 'light' ? await laptopFitProblems(page, path) : [];
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
  }, 180_000);
});
