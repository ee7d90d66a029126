import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signedInAt } from './support/browser';
import { violations } from './support/accessibility';

// The brand's API: a real HTTP server the Switchboard server calls when the trainer runs Test.
let brandApi: Server;
let apiUrl: string;
const calls: string[] = [];
let browser: Browser;
beforeAll(async () => {
  brandApi = createServer((request, response) => {
    calls.push(request.url ?? '');
    const orderId = decodeURIComponent((request.url ?? '').split('/').pop() ?? '');
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ order: { id: orderId, status: `shipped (${orderId})` } }));
  });
  await new Promise<void>((done) => brandApi.listen(0, '127.0.0.1', done));
  apiUrl = `http://127.0.0.1:${(brandApi.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((done) => brandApi.close(() => done()));
});

describe('bot builder: a trainer connects the bot to the brand API', () => {
  it('creates a brand function with a response mapping, runs Test with a sample variable and sees the mapped variable', async () => {
    const page = await signedInAt(browser, 'trainer@demo.brand', '/botbuilder/brandfunctions');
    await page.getByRole('heading', { name: 'Brand Functions', level: 1 }).waitFor();
    // The demo brand's own function (the demo store's order API) is listed.
    await page.getByRole('link', { name: 'demo_order_status' }).waitFor();
    await page.getByRole('button', { name: 'New brand function' }).click();

    await page.getByRole('heading', { name: 'New brand function', level: 1 }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('order_lookup');
    await page.getByLabel('URL', { exact: true }).fill(`${apiUrl}/orders/{{orderId}}`);
    await page.getByRole('button', { name: 'Add mapping' }).click();
    await page.getByLabel('JSON path 1', { exact: true }).fill('order.status');
    await page.getByLabel('Variable 1', { exact: true }).fill('orderStatus');
    await page.getByRole('button', { name: 'Create brand function' }).click();

    await page.getByRole('heading', { name: 'order_lookup', level: 1 }).waitFor();
    expect(await page.getByLabel('Variable name 1', { exact: true }).inputValue()).toBe('orderId');
    await page.getByLabel('Sample value 1', { exact: true }).fill('ORD 77');
    await page.getByRole('button', { name: 'Run test' }).click();

    const result = page.getByRole('region', { name: 'Test result' });
    await result.getByText('Success: HTTP 200', { exact: false }).waitFor();
    await result.getByRole('cell', { name: 'orderStatus' }).waitFor();
    await result.getByText('shipped (ORD 77)', { exact: true }).waitFor();
    expect(calls).toContain('/orders/ORD%2077');

    await page.getByRole('link', { name: 'Brand Functions' }).first().click();
    await page.getByRole('link', { name: 'order_lookup' }).waitFor();
  });
});


describe('brand functions, events, environment variables and catalogue pages (WCAG 2 A/AA)', () => {
  it('has no violations on the lists, the brand function editor and a product page', async () => {
    const page = await signedInAt(browser, 'trainer@demo.brand', '/botbuilder/brandfunctions');
    await page.getByRole('link', { name: 'order_lookup' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('link', { name: 'order_lookup' }).click();
    await page.getByRole('button', { name: 'Run test' }).waitFor();
    expect(await violations(page)).toEqual([]);
    for (const [path, text] of [['/botbuilder/events', 'order_tracked'], ['/botbuilder/environmentvariables', 'DEMO_SHOP_API'],
      ['/botbuilder/catalogue', 'Wireless headphones'], ['/botbuilder/catalogue/SB-HEADPHONES', 'Carousel card']] as const) {
      await page.goto(path);
      await page.getByText(text).first().waitFor();
      expect(await violations(page), path).toEqual([]);
    }
  });
});
