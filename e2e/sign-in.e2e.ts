import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { launchBrowser, newContext, signIn } from './support/browser';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
beforeEach(async () => {
  page = await (await newContext(browser)).newPage();
});
afterEach(async () => page?.context().close());

const sideMenu = (p: Page) => p.getByRole('navigation', { name: 'Main menu' });

describe('signing in and the permission-gated shell', () => {
  it('signs an admin in, welcomes them and lands on the dashboard', async () => {
    await page.goto('/auth');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/auth/login');
    await signIn(page, 'admin@demo.brand');
    await page.getByText(/^Hi .+, Welcome to the dashboard$/).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await sideMenu(page).getByText('Members').waitFor();
    await page.getByText('Live traffic').waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('dashboardUser') ?? 'null'));
    expect(stored.user_info.email).toBe('admin@demo.brand');
    expect(stored.token).toEqual(expect.any(String));
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'token')?.value).toBe(stored.token);
  });

  it('shows an agent no Members menu and the 403 text on a direct visit to /members/roles', async () => {
    await page.goto('/auth/login');
    await signIn(page, 'agent@demo.brand');
    await sideMenu(page).getByText('Chats', { exact: true }).waitFor();
    const menuText = await sideMenu(page).innerText();
    expect(menuText).toContain('Chat History');
    expect(menuText).not.toContain('Members');
    expect(menuText).not.toContain('Bot Builder');
    await page.goto('/members/roles');
    await page.getByText(TEXTS.forbidden).waitFor();
    await page.getByRole('button', { name: /go back/i }).waitFor();
  });

  it('shows not-found screens for unknown paths, inside and outside auth', async () => {
    await page.goto('/auth/nowhere');
    await page.getByText(/not found/i).first().waitFor();
    await page.goto('/auth/login');
    await signIn(page, 'admin@demo.brand');
    await page.getByText(/Welcome to the dashboard/).waitFor();
    await page.goto('/no/such/page');
    await page.getByText(/not found/i).first().waitFor();
  });

  it('returns an unauthenticated visitor of /history there after signing in', async () => {
    await page.goto('/history?from=e2e');
    // The console boots before it knows there is no session (about a second; longer on a busy machine).
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/auth/login');
    await signIn(page, 'qa@demo.brand');
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/history?from=e2e');
  });

  it('keeps the chosen theme across a reload', async () => {
    await page.goto('/auth/login');
    await signIn(page, 'admin@demo.brand');
    await sideMenu(page).waitFor();
    const background = () => page.evaluate(() => getComputedStyle(document.querySelector('.sb-shell')!).backgroundColor);
    const light = await background();
    await page.getByRole('switch', { name: /dark theme/i }).click();
    await expect.poll(background).not.toBe(light);
    const dark = await background();
    await page.reload();
    await sideMenu(page).waitFor();
    expect(await background()).toBe(dark);
    expect(await page.evaluate(() => localStorage.getItem('dashboardTheme'))).toBe('dark');
  });
});
