// Chat history for QA (issue #5): a QA member finds a seeded conversation by a word in it, marks it
// Failed, downloads its transcript (the file's content is checked) and opens the customer's profile.
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signedInAt } from './support/browser';
import { violations } from './support/accessibility';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());


describe('chat history: QA reviews a conversation', () => {
  it('finds it by a word, marks it Failed, downloads it and opens the customer profile', async () => {
    const page = await signedInAt(browser, 'qa@demo.brand', '/history');
    await page.getByRole('heading', { name: 'Chat History' }).waitFor();

    // The seed's newest conversation (7 hours old, so inside the default range) is about a parcel due
    // yesterday (other journeys on this server talk about parcels too, so the rarer word is searched);
    // the published demo bot answered it, so its intent is one the intents list has.
    await page.getByLabel('Search in messages').fill('yesterday');
    await page.keyboard.press('Enter');
    const chats = page.getByRole('list', { name: 'Chats' });
    await chats.getByRole('button').first().waitFor();
    const rows = await chats.getByRole('button').allInnerTexts();
    expect(rows.length).toBeGreaterThan(0);
    await chats.getByRole('button').first().click();

    const transcript = page.getByRole('list', { name: 'Transcript' });
    await transcript.getByText('Where is my parcel? It was due yesterday.').waitFor();
    await transcript.getByText(/order_status/).first().waitFor();
    expect(await violations(page)).toEqual([]);

    await page.getByRole('group', { name: 'Review' }).getByText('Failed', { exact: true }).click();
    await page.getByText('Review status saved').waitFor();
    await chats.getByRole('button').first().getByText('Failed', { exact: true }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^chatlog-.+\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    // A byte-order mark first, so spreadsheet programs read the customers' names as UTF-8 (docs/decisions.md, CSV).
    expect(csv.split(/\r?\n/)[0]).toBe('\ufeffTime,Sender,Name,Type,Message,Intent,Confidence,Vote');
    expect(csv).toContain('Where is my parcel? It was due yesterday.');
    expect(csv).toContain('order_status');

    await page.getByRole('link', { name: 'Open profile' }).click();
    await page.waitForURL(/\/users\/id=.+&type=psid$/);
    const customer = page.getByRole('heading', { level: 1 });
    await customer.waitFor();
    expect(await customer.innerText()).toMatch(/\w+ \w+/);
    await page.getByRole('list', { name: 'Customer chats' }).waitFor();
    await page.getByText('Profile', { exact: true }).waitFor();
    expect(await violations(page)).toEqual([]);
  });
});
