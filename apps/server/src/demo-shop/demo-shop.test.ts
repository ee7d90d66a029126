/** The demo store's order API and product pictures: deterministic answers, 404 for what does not exist. */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrder } from './demo-orders';
import { registerDemoShop } from './demo-shop.routes';

const app = Fastify();
beforeAll(async () => {
  registerDemoShop(app);
  await app.ready();
});
afterAll(() => app.close());

describe('demo store API', () => {
  it('answers an order by its number, the same every time, with or without the dash', async () => {
    const first = await app.inject({ method: 'GET', url: '/demo-site/api/orders/ORD-4455667' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const order = first.json<ReturnType<typeof demoOrder>>();
    expect(order).toEqual(demoOrder('ORD4455667'));
    expect(order).toMatchObject({ orderNumber: 'ORD-4455667', summary: expect.stringMatching(/[.!]$/), items: [expect.objectContaining({ quantity: expect.any(Number) })] });
    expect((await app.inject({ method: 'GET', url: '/demo-site/api/orders/ORD-4455667' })).json()).toEqual(order);
  });

  it('spreads numbers over every status', () => {
    const statuses = new Set(Array.from({ length: 200 }, (_, i) => demoOrder(`ORD-${10_000 + i}`)!.status));
    expect([...statuses].sort()).toEqual(['delayed', 'delivered', 'out_for_delivery', 'processing', 'shipped']);
  });

  it('answers 404 for a malformed number', async () => {
    for (const number of ['12345', 'ORD-12', 'ORD-123456789', 'ORD-12a45']) {
      const response = await app.inject({ method: 'GET', url: `/demo-site/api/orders/${number}` });
      expect(response.statusCode, number).toBe(404);
      expect(response.json()).toEqual({ message: expect.stringContaining('ORD-12345') });
    }
  });

  it('serves each product picture as SVG with a strict policy, 404 for others', async () => {
    const picture = await app.inject({ method: 'GET', url: '/demo-site/products/sb-watch.svg' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(picture.headers['content-security-policy']).toContain("default-src 'none'");
    expect(picture.body).toContain('<title>Smartwatch</title>');
    for (const file of ['sb-watch.png', 'SB-WATCH.svg', 'nothing.svg', '..%2Fsecret.svg']) {
      expect((await app.inject({ method: 'GET', url: `/demo-site/products/${file}` })).statusCode, file).toBe(404);
    }
  });
});
