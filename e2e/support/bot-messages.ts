import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Creates a text bot message from /botbuilder/botmessages' dialog and waits for its editor. The create
 * call's answer is checked so that a refused or lost call fails with its reason, not with a URL wait.
 */
export async function createBotMessage(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New message' }).click();
  const dialog = page.getByRole('dialog', { name: 'New bot message' });
  await dialog.getByLabel('Name').fill(name);
  const [created] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/admin/v1/botBuilder/botMessages')),
    dialog.getByRole('button', { name: 'Create' }).click(),
  ]);
  expect(created.status(), await created.text()).toBe(200);
  await page.waitForURL(/\/botbuilder\/botmessages\/id=/);
}
