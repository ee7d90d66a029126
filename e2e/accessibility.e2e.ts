import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { launchBrowser, newContext, signIn } from './support/browser';
import { violations } from './support/accessibility';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe.each(['light', 'dark'])('accessibility in the %s theme (WCAG 2 A/AA)', (theme) => {
  it('has no violations on the sign-in screen and in the signed-in shell', async () => {
    const context = await newContext(browser);
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
    await context.close();
  });
});
