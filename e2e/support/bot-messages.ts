import { expect } from 'vitest';
import type { Page } from 'playwright-core';

const CREATE_CALL_MS = 20_000;

/**
 * Creates a text bot message from /botbuilder/botmessages' dialog and waits for its editor. The page is let settle
 * first (its list loaded), and the create call's answer is checked, so that a refused or lost call fails with its
 * reason: when no call is made, the error says what the dialog showed instead (CI once lost the call under load).
 */
export async function createBotMessage(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { name: 'Bot messages', level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'New message' }).click();
  const dialog = page.getByRole('dialog', { name: 'New bot message' });
  await dialog.getByLabel('Name').fill(name);
  await expect.poll(() => dialog.getByLabel('Name').inputValue()).toBe(name);
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/admin/v1/botBuilder/botMessages'),
    { timeout: CREATE_CALL_MS },
  );
  await dialog.getByRole('button', { name: 'Create' }).click();
  const response = await created.catch(async () => {
    const shown = await dialog.isVisible() ? `the dialog shows: ${(await dialog.innerText()).replace(/\s+/g, ' ')}` : 'the dialog is gone';
    throw new Error(`no create call within ${CREATE_CALL_MS} ms after Create; ${shown}; at ${page.url()}`);
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.waitForURL(/\/botbuilder\/botmessages\/id=/);
}
