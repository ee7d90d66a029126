/** Brand functions: CRUD, bad input, the delete refused while a workflow calls it, and a real test run. */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { BOT_BUILDER_PATHS as P, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { BrandFunction } from '@switchboard/contracts/bot-builder/brand-function.schemas';
import type { BrandFunctionTestResult } from '@switchboard/contracts/bot-builder/brand-function-test.schemas';
import { SECRET_MASK } from '@switchboard/contracts/bot-builder/environment-variable.schemas';
import { INTEGRATION_TEXTS as T } from '@switchboard/contracts/bot-builder/integrations.texts';
import { botWorkflows } from '@/db/schema/bot-content';
import { brands } from '@/db/schema/brands';
import { describeBackends } from '@/testing/backends';
import { callerFor, dataOf, UNKNOWN_ID, withoutDemoBotContent } from './bot-builder.test-kit';

type Page<T> = { items: T[]; totalCount: number };
let api: Server;
let base: string;
let lastHeaders: IncomingHttpHeaders = {};

beforeAll(async () => {
  api = createServer((request, response) => {
    lastHeaders = request.headers;
    if (request.url?.startsWith('/fail')) return void response.writeHead(503).end('down for maintenance');
    response.writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ order: { id: request.url?.split('/').pop(), status: 'shipped' }, padding: 'x'.repeat(5_000) }));
  });
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => api.close(() => done())));

const orderStatus = (url: string) => ({
  name: 'order_lookup', method: 'GET', url, timeoutMs: 2_000,
  headers: [{ key: 'Authorization', value: 'Bearer {{env.API_TOKEN}}' }, { key: 'X-Trace', value: 'trace {{env.API_TOKEN}}' }],
  responseMapping: [{ path: 'order.status', variable: 'orderStatus' }],
});

describeBackends('bot builder: brand functions', (context) => {
  // The demo brand seeds a brand function and a variable: these tests count and name their own.
  beforeEach(() => withoutDemoBotContent(context.database.db));
  const trainer = () => callerFor(context.app, 'trainer@demo.brand');

  it('creates, lists (search), reads, updates and deletes a brand function', async () => {
    const caller = await trainer();
    const created = await caller.post(P.brandFunctions, orderStatus(`${base}/orders/{{orderId}}`));
    expect(created.statusCode, created.body).toBe(200);
    const fn = dataOf<BrandFunction>(created);
    expect(fn).toMatchObject({ name: 'order_lookup', method: 'GET', timeoutMs: 2_000, body: '', description: '' });
    await caller.post(P.brandFunctions, { name: 'create_ticket', method: 'POST', url: `${base}/tickets`, body: '{"a":1}' });

    const all = dataOf<Page<BrandFunction>>(await caller.get(P.brandFunctions));
    expect(all.totalCount).toBe(2);
    expect(all.items.map((item) => item.name)).toEqual(['create_ticket', 'order_lookup']);
    expect(dataOf<Page<BrandFunction>>(await caller.get(`${P.brandFunctions}?search=LOOKUP`)).items.map((i) => i.name)).toEqual(['order_lookup']);

    const url = withId(P.brandFunction, fn.brandFunctionId);
    expect(dataOf<BrandFunction>(await caller.get(url)).url).toBe(`${base}/orders/{{orderId}}`);
    const updated = await caller.put(url, { ...orderStatus(`${base}/v2/orders/{{orderId}}`), timeoutMs: 3_000 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(dataOf<BrandFunction>(updated)).toMatchObject({ url: `${base}/v2/orders/{{orderId}}`, timeoutMs: 3_000 });

    expect((await caller.del(url)).statusCode).toBe(200);
    expect((await caller.get(url)).statusCode).toBe(404);
  });

  it('refuses bad input, duplicate names and unknown ids', async () => {
    const caller = await trainer();
    for (const bad of [
      { name: '', url: `${base}/x` },
      { name: 'x', url: 'ftp://host/x' },
      { name: 'x', url: `${base}/x`, method: 'TRACE' },
      { name: 'x', url: `${base}/x`, timeoutMs: 60_000 },
      { name: 'x', url: `${base}/x`, responseMapping: [{ path: '', variable: 'v' }] },
    ]) {
      const response = await caller.post(P.brandFunctions, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await caller.post(P.brandFunctions, orderStatus(`${base}/a`))).statusCode).toBe(200);
    const duplicate = await caller.post(P.brandFunctions, { ...orderStatus(`${base}/b`), name: 'ORDER_LOOKUP' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ message: T.duplicateBrandFunction, field: 'name' });
    for (const id of [UNKNOWN_ID, 'nope']) {
      expect((await caller.get(withId(P.brandFunction, id))).statusCode).toBe(404);
      expect((await caller.put(withId(P.brandFunction, id), orderStatus(`${base}/a`))).statusCode).toBe(404);
      expect((await caller.del(withId(P.brandFunction, id))).statusCode).toBe(404);
      expect((await caller.post(withId(P.testBrandFunction, id), { variables: {} })).statusCode).toBe(404);
    }
  });

  it('refuses to delete a function a workflow calls (412 naming the workflow)', async () => {
    const caller = await trainer();
    const fn = dataOf<BrandFunction>(await caller.post(P.brandFunctions, orderStatus(`${base}/a`)));
    const [brand] = await context.database.db.select().from(brands);
    await context.database.db.insert(botWorkflows).values({
      brandId: brand!.id, name: 'Track order',
      elements: { nodes: [
        { id: 's', type: 'start', position: { x: 0, y: 0 }, data: {} },
        { id: 'f', type: 'brandFunction', position: { x: 0, y: 100 }, data: { brandFunctionId: fn.brandFunctionId } },
      ], edges: [{ id: 'e', source: 's', target: 'f' }] },
    });
    const refused = await caller.del(withId(P.brandFunction, fn.brandFunctionId));
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({ message: T.brandFunctionInUse(['Track order']) });
    expect((await caller.get(withId(P.brandFunction, fn.brandFunctionId))).statusCode).toBe(200);
  });

  it('tests a function for real with sample variables and the Dev values, masking secrets and cutting the body', async () => {
    const caller = await trainer();
    await caller.post(P.environmentVariables, { name: 'API_TOKEN', secret: true, values: { Dev: 'dev-token-123', Prod: 'prod-token-999' } });
    const fn = dataOf<BrandFunction>(await caller.post(P.brandFunctions, orderStatus(`${base}/orders/{{orderId}}?t={{env.API_TOKEN}}`)));

    const response = await caller.post(withId(P.testBrandFunction, fn.brandFunctionId), { variables: { orderId: 'ORD-42' } });
    expect(response.statusCode, response.body).toBe(200);
    const result = dataOf<BrandFunctionTestResult>(response);
    expect(lastHeaders.authorization).toBe('Bearer dev-token-123');
    expect(result).toMatchObject({ ok: true, status: 200, variables: { orderStatus: 'shipped' }, responseTruncated: true });
    expect(result.request).toEqual({
      method: 'GET', url: `${base}/orders/ORD-42?t=${SECRET_MASK}`, body: '',
      headers: [{ key: 'Authorization', value: SECRET_MASK }, { key: 'X-Trace', value: `trace ${SECRET_MASK}` }],
    });
    expect(result.responseBody.length).toBe(4_000);
    expect(JSON.stringify(result)).not.toContain('dev-token-123');

    const failing = dataOf<BrandFunction>(await caller.post(P.brandFunctions, { name: 'failing', url: `${base}/fail` }));
    const failed = dataOf<BrandFunctionTestResult>(await caller.post(withId(P.testBrandFunction, failing.brandFunctionId), {}));
    expect(failed).toMatchObject({ ok: false, status: 503, error: 'The brand API answered HTTP 503', responseBody: 'down for maintenance', variables: {} });
    expect((await caller.post(withId(P.testBrandFunction, fn.brandFunctionId), { variables: { orderId: 5 } })).statusCode).toBe(400);
  });

  it('lets roles without bot.edit read but not change brand functions', async () => {
    const agent = await callerFor(context.app, 'agent@demo.brand');
    expect((await agent.get(P.brandFunctions)).statusCode).toBe(403);
    expect((await agent.post(P.brandFunctions, orderStatus(`${base}/a`))).statusCode).toBe(403);
  });

  it('refuses to call a loopback address unless the server allows it (BRAND_FUNCTION_ALLOWED_HOSTS), sending nothing', async () => {
    const strict = await callerFor(await context.buildApp(), 'trainer@demo.brand');
    const fn = dataOf<BrandFunction>(await strict.post(P.brandFunctions, orderStatus(`${base}/orders/ORD-1`)));
    lastHeaders = {};
    const refused = dataOf<BrandFunctionTestResult>(await strict.post(withId(P.testBrandFunction, fn.brandFunctionId), {}));
    expect(refused).toMatchObject({ ok: false, status: null, variables: {} });
    expect(refused.error).toMatch(/^The request was refused: 127\.0\.0\.1 is a loopback, private or link-local address/);
    expect(lastHeaders).toEqual({});
  });
}, () => ({ BRAND_FUNCTION_ALLOWED_HOSTS: '127.0.0.1' }));
