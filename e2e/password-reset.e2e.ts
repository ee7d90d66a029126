import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { launchBrowser, newContext, signIn } from './support/browser';
import { linkIn, readMail } from './support/mailbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('forgotten password', () => {
  it('mails a reset link that sets a new password, which then signs in', async () => {
    const page = await (await newContext(browser)).newPage();
    const email = 'manager@demo.brand';
    const newPassword = 'Fresh#Pass42';
    const since = Date.now();

    await page.goto('/auth/login');
    await page.getByRole('link', { name: /forgot/i }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/auth/forgotpassword');
    // The address changes before the next screen renders: on a slow machine the sign-in screen's
    // E-mail field would take the text and then be replaced.
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: /send/i }).click();
    await page.getByRole('status').getByText(TEXTS.verificationLinkSentTitle).waitFor();

    const link = linkIn(await readMail(inject('mailDir'), email, since), '/auth/resetpassword');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText(TEXTS.passwordUpdated).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/auth/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();

    await signIn(page, email, 'Demo@12345');
    await page.getByText(/password|credentials/i).first().waitFor();
    await signIn(page, email, newPassword);
    await page.getByText(/Welcome to the dashboard/).waitFor();

    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await page.getByText(/invalid|expired|used/i).first().waitFor();
    await page.context().close();
  });
});
