import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signedInAt } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('scheduled reports (issue 27)', () => {
  it('an admin creates a daily report, runs it now, finds it in the library and downloads a workbook of the three worksheets', async () => {
    const page = await signedInAt(browser, 'admin@demo.brand', '/console/reports');
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    await page.getByRole('button', { name: 'New report' }).click();
    const dialog = page.getByRole('dialog', { name: 'New report' });
    await dialog.getByLabel('Name').fill('Journey daily report');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('row', { name: /Journey daily report/ });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Daily at 09:00');

    await row.getByRole('button', { name: 'Run Journey daily report now' }).click();
    await page.getByText('Report queued').first().waitFor();

    await page.goto('/console/reports_ui');
    const file = page.getByRole('row', { name: /Journey daily report/ });
    await file.getByText(/Ready|Sent/).waitFor({ timeout: 60_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      file.getByRole('button', { name: 'Download Journey daily report' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Journey daily report \d{4}-\d{2}-\d{2}\.xlsx$/);
    // An XLSX is a zip holding a sheet per worksheet (the API test opens one and checks its rows).
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.includes(Buffer.from('xl/worksheets/sheet3.xml'))).toBe(true);
    await page.context().close();
  });
});
