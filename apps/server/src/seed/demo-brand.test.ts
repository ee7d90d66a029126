/**
 * The demo brand looks real (issue 21, point 9): its FAQ model passes its own held-out evaluation, its
 * products have pictures this server serves, and its order-status brand function reaches the demo
 * store's API (served by this server) through the real caller, which lets it reach exactly that API.
 */
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { argon2id, hash } from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_BUILDER_PATHS as P, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { BrandFunction } from '@switchboard/contracts/bot-builder/brand-function.schemas';
import type { BrandFunctionTestResult } from '@switchboard/contracts/bot-builder/brand-function-test.schemas';
import type { Product } from '@switchboard/contracts/bot-builder/catalogue.schemas';
import type { EnvironmentVariable } from '@switchboard/contracts/bot-builder/environment-variable.schemas';
import { FAQ_PATHS, type FaqModelSummary } from '@switchboard/contracts/bot-builder/faq.schemas';
import { evaluateFaqModel } from '@/bot/faq/evaluate-faq';
import type { DatabaseHandle } from '@/db/client';
import { demoOrder } from '@/demo-shop/demo-orders';
import { escapeXml } from '@/demo-shop/product-images';
import { callerFor, dataOf, type Caller } from '@/modules/bot-builder/bot-builder.test-kit';
import type { App } from '@/plugins/type-provider';
import { buildTestApp } from '@/testing/test-app';
import { createTestDatabase } from '@/testing/test-db';
import { demoFaqDraft } from './bot-faq-seed';
import { DEMO_PRODUCTS } from './bot-integrations-seed';
import { DEMO_PASSWORD } from './demo-brand';
import { DEMO_ORDER_FUNCTION, DEMO_SHOP_VARIABLE } from './demo-order-function';
import { DEMO_FLOW_TEXTS } from './bot-workflows-seed';
import { seedDemoBrand } from './seed';

type Page<T> = { items: T[]; totalCount: number };

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

let database: DatabaseHandle;
let app: App;
let base: string;
let trainer: Caller;
beforeAll(async () => {
  // The server's public address is known before seeding, as on a first `npm start` (main.ts passes PUBLIC_URL).
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  database = await createTestDatabase('pglite');
  const passwordHash = await hash(DEMO_PASSWORD, { type: argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  await seedDemoBrand(database.db, { publicUrl: base, passwordHash });
  app = await buildTestApp(database, { PUBLIC_URL: base });
  await app.listen({ port, host: '127.0.0.1' });
  trainer = await callerFor(app, 'trainer@demo.brand');
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const testRun = async (brandFunctionId: string, variables: Record<string, string>) => {
  const response = await trainer.post(withId(P.testBrandFunction, brandFunctionId), { variables });
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<BrandFunctionTestResult>(response);
};

describe('the demo brand', () => {
  it('publishes an FAQ model that answers at least 80 % of its held-out alternates (the product\'s own evaluation)', async () => {
    const models = dataOf<Page<FaqModelSummary>>(await trainer.get(FAQ_PATHS.faqModels));
    const live = models.items.find((model) => model.published);
    expect(live?.faq?.evaluation).toEqual(evaluateFaqModel(demoFaqDraft('en')));
    expect(live!.faq!.evaluation!.accuracy).toBeGreaterThanOrEqual(0.8);
    expect(live!.faq!.evaluation!.heldOut).toBeGreaterThanOrEqual(5);
  });

  it('lists products whose pictures this server serves', async () => {
    const products = dataOf<Page<Product>>(await trainer.get(`${P.catalogue}?page=1`)).items;
    expect(products.map((product) => product.pid).sort()).toEqual(DEMO_PRODUCTS.map((product) => product.pid).sort());
    for (const product of products) {
      expect(product.imageUrl).toBe(`${base}/demo-site/products/${product.pid.toLowerCase()}.svg`);
      const picture = await fetch(product.imageUrl);
      expect(picture.status, product.pid).toBe(200);
      expect(picture.headers.get('content-type')).toContain('image/svg+xml');
      const svg = await picture.text();
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain(`<title>${escapeXml(product.name)}</title>`);
      // Well formed: every attribute value is closed before the next attribute (a raw quote in a name broke one).
      expect(svg.split('\n')[0]).toMatch(/^<svg( [a-zA-Z-]+="[^"<]*")+>$/);
    }
    expect((await fetch(`${base}/demo-site/products/sb-unknown.svg`)).status).toBe(404);
  });

  it('seeds the store API\'s address as an environment variable and a brand function that reads an order from it', async () => {
    const variables = dataOf<Page<EnvironmentVariable>>(await trainer.get(P.environmentVariables)).items;
    expect(variables).toEqual([expect.objectContaining({
      name: DEMO_SHOP_VARIABLE.name, secret: false, values: { Dev: `${base}/demo-site/api`, UAT: `${base}/demo-site/api`, Prod: `${base}/demo-site/api` },
    })]);
    const functions = dataOf<Page<BrandFunction>>(await trainer.get(P.brandFunctions)).items;
    expect(functions.map((fn) => fn.name)).toEqual([DEMO_ORDER_FUNCTION.name]);

    const run = await testRun(DEMO_ORDER_FUNCTION.brandFunctionId, { order: 'ORD-4455667' });
    const order = demoOrder('ORD-4455667')!;
    expect(run).toMatchObject({ ok: true, status: 200, request: { method: 'GET', url: `${base}/demo-site/api/orders/ORD-4455667` } });
    expect(run.variables).toEqual({ orderStatus: order.status, orderSummary: order.summary, orderCarrier: order.carrier });
  });

  it('answers a customer\'s order question with the store API\'s answer (the live bot, the real caller)', async () => {
    const bot = app.services.botBuilder.bot;
    const input = { text: 'where is my order ORD-4455667?' };
    const nlp = bot.understand(input);
    const turn = await bot.reply({ sessionId: 's', psid: 'p', customerName: 'Test Customer', prevNlp: null }, input, nlp);
    const expected = DEMO_FLOW_TEXTS.orderFound.replace('{{order}}', 'ORD-4455667').replace('{{orderSummary}}', demoOrder('ORD-4455667')!.summary);
    expect(turn.messages.map((message) => message.content.text)).toEqual([expected]);
    expect(turn.state).toMatchObject({ variables: { order: 'ORD-4455667', orderStatus: demoOrder('ORD-4455667')!.status } });
  });

  it('lets brand functions reach that API and nothing else of this server', async () => {
    const refusedUrls = [`${base}/health`, `{{env.${DEMO_SHOP_VARIABLE.name}}}/../../health`, `${base}/demo-site/apiary`, `http://localhost:${new URL(base).port}/demo-site/api/orders/ORD-1234`];
    for (const [index, url] of refusedUrls.entries()) {
      const created = await trainer.post(P.brandFunctions, { name: `probe_${index}`, method: 'GET', url, timeoutMs: 2_000 });
      expect(created.statusCode, created.body).toBe(200);
      const run = await testRun(dataOf<BrandFunction>(created).brandFunctionId, {});
      expect(run.ok, url).toBe(false);
      expect(run.error, url).toContain('BRAND_FUNCTION_ALLOWED_HOSTS');
    }
  });
});
