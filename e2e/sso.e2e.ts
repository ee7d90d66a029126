// Single sign-on in the browser (issue 29): the login screen's button, the provider's login page, /verify-ms-auth
// ('Authenticating') and the dashboard with the role the provider's group maps to; signing out through the provider
// (RP-initiated logout) back to the login screen; an error from the query string.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SSO_TEXTS } from '@switchboard/contracts/auth/sso.schemas';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { baseUrl, launchBrowser, newContext } from './support/browser';
import { configureSso, startOidcProvider, type RunningIdp } from './support/oidc-provider';

let browser: Browser;
let idp: RunningIdp;
let turnOff: () => Promise<void>;
beforeAll(async () => {
  [browser, idp] = await Promise.all([launchBrowser(), startOidcProvider(baseUrl(), [
    { sub: 'lee', email: 'lee.lead@contoso.test', email_verified: true, given_name: 'Lee', family_name: 'Lead', groups: ['support-leads'] },
  ])]);
  // Lee is no member yet: just-in-time creation with the role their group maps to (this worker's server keeps the
  // member; no other journey signs in as them or counts members).
  turnOff = await configureSso(baseUrl(), idp, (roles) => ({ justInTime: true, groupRoles: [{ group: 'support-leads', roleId: roles.get('Supervisor') ?? '' }] }));
});
afterAll(async () => {
  // The other journeys of this worker expect a login screen without single sign-on.
  await turnOff?.();
  await Promise.all([browser?.close(), idp?.stop()]);
});

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

it('signs in through the provider (login button → provider → Authenticating → dashboard as the mapped role) and signs out through it', async () => {
  const page = await (await newContext(browser)).newPage();
  try {
    // The exchange waits until the landing page has been seen saying what it does.
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => { release = done; });
    await page.route('**/users/microsoftLogin', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Sign in with Contoso' }).click();
    await page.waitForURL((url) => url.origin === idp.issuer);
    await page.getByRole('heading', { name: 'Contoso sign-in' }).waitFor();
    await page.getByLabel('Username').fill('lee');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/verify-ms-auth');
    expect(new URL(page.url()).searchParams.get('token')).toMatch(/^[\w-]{40,}$/);
    await page.getByText(TEXTS.authenticating).waitFor();
    await expect.poll(() => page.title()).toContain(TEXTS.authenticating);
    release();
    await page.getByText('Hi Lee, Welcome to the dashboard').waitFor();
    // The welcome shows as the console navigates: the address follows a moment later on a busy machine.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    // Supervisor: Members and Analytics, no Bot Builder.
    await sideMenu(page).getByText('Members').waitFor();
    expect(await sideMenu(page).innerText()).not.toContain('Bot Builder');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('dashboardUser') ?? 'null') as { user_info: { role: string; email: string } });
    expect(stored.user_info).toMatchObject({ email: 'lee.lead@contoso.test', role: 'Supervisor' });
    // Signed in already: the landing page goes straight to the dashboard, whatever it carries.
    await page.goto('/verify-ms-auth?token=used-or-not');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await sideMenu(page).getByText('Members').waitFor();

    // Signing out of the console ends the provider's session too: its end-session page, with the sign-in's ID token
    // as the hint and the login screen as the way back.
    await page.getByRole('button', { name: 'Lee Lead' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.origin === idp.issuer && url.pathname === '/session/end');
    const endSession = new URL(page.url()).searchParams;
    expect(endSession.get('post_logout_redirect_uri')).toBe(`${baseUrl()}/auth/login`);
    expect(JSON.parse(Buffer.from(endSession.get('id_token_hint')?.split('.')[1] ?? '', 'base64url').toString())).toMatchObject({ sub: 'lee', aud: idp.clientId });
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL((url) => url.origin === new URL(baseUrl()).origin && url.pathname === '/auth/login');
    expect(await page.evaluate(() => localStorage.getItem('dashboardUser'))).toBeNull();
    // The provider no longer knows the browser: the next sign-in asks who it is again.
    await page.getByRole('link', { name: 'Sign in with Contoso' }).click();
    await page.getByRole('heading', { name: 'Contoso sign-in' }).waitFor();
  } finally {
    await page.context().close();
  }
});

it('shows the error the sign-in came back with, then the login screen', async () => {
  const page = await (await newContext(browser)).newPage();
  try {
    await page.goto(`/verify-ms-auth?error=${encodeURIComponent(SSO_TEXTS.notMember)}`);
    await page.getByText(SSO_TEXTS.notMember).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/auth/login');
    await page.getByRole('link', { name: 'Sign in with Contoso' }).waitFor();
  } finally {
    await page.context().close();
  }
});
