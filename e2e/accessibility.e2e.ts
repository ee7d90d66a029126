import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe.each(['light', 'dark'])('accessibility in the %s theme (WCAG 2 A/AA)', (theme) => {
  it('has no violations on the sign-in screen and in the signed-in shell', async () => {
    const context = await newContext(browser);
    await context.addInitScript((mode) => localStorage.setItem('dashboardTheme', mode), theme);
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await signIn(page, 'admin@demo.brand');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.goto('/settings/profile');
    await page.getByRole('heading', { name: 'Profile' }).first().waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
