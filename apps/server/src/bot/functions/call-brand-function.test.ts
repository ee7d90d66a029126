/** The brand function executor against a real local HTTP server standing in for the brand's API. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brandFunctionInputSchema, type BrandFunction } from '@switchboard/contracts/bot-builder/brand-function.schemas';
import { parseAllowance } from './address-guard';
import { brandFunctionCaller, executeBrandFunction } from './call-brand-function';

interface Seen { method: string; url: string; headers: IncomingMessage['headers']; body: string }
let server: Server;
let base: string;
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => { body += chunk.toString(); });
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      if (path === '/slow') return void setTimeout(() => response.end('{}'), 2_000);
      if (path === '/broken') return void response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
      if (path === '/not-json') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>hello</html>');
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
        order: { id: 'ORD-1', status: 'shipped', total: 12.5, paid: true, eta: null },
        items: [{ name: 'Headphones' }, { name: 'Case' }],
        echo: body.startsWith('{') ? JSON.parse(body) as unknown : body,
      }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));
beforeEach(() => { seen = []; });

// The stand-in brand API listens on loopback, which brand functions reach only when allowed.
const loopback = parseAllowance(['127.0.0.1']);
const callBrandFunction = brandFunctionCaller(loopback);
const fn = (input: object): BrandFunction => ({ brandFunctionId: 'f1', updatedAt: '', ...brandFunctionInputSchema.parse({ name: 'fn', url: `${base}/orders`, ...input }) });

describe('callBrandFunction', () => {
  it('renders the URL (values URL-encoded, a leading base raw) and header values from variables and environment', async () => {
    const result = await callBrandFunction(fn({
      url: '{{env.API_BASE}}/orders/{{orderId}}?q={{query}}',
      headers: [{ key: 'Authorization', value: 'Bearer {{env.TOKEN}}' }, { key: 'X-Customer', value: '{{ customerName }}' }],
      responseMapping: [{ path: 'order.status', variable: 'orderStatus' }],
    }), { orderId: 'ORD 1/2', query: 'a&b', customerName: 'Ann' }, { API_BASE: base, TOKEN: 's3cret' });
    expect(result).toEqual({ ok: true, variables: { orderStatus: 'shipped' } });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/orders/ORD%201%2F2?q=a%26b' });
    expect(seen[0]?.headers).toMatchObject({ authorization: 'Bearer s3cret', 'x-customer': 'Ann' });
  });

  it('sends a JSON body (escaped values, content type) on POST and maps dot paths with array indexes', async () => {
    const result = await callBrandFunction(fn({
      method: 'POST', body: '{"note": "{{note}}", "env": "{{env.STAGE}}", "missing": "{{nothing}}"}',
      responseMapping: [
        { path: 'items.0.name', variable: 'firstItem' }, { path: 'items.1.name', variable: 'secondItem' },
        { path: 'order.total', variable: 'total' }, { path: 'order.paid', variable: 'paid' }, { path: 'echo', variable: 'echo' },
        { path: 'order.eta', variable: 'eta' }, { path: 'items.9.name', variable: 'absent' },
      ],
    }), { note: 'say "hi"\nthen go' }, { STAGE: 'dev' });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ note: 'say "hi"\nthen go', env: 'dev', missing: '' });
    expect(result.ok).toBe(true);
    expect(result.variables).toEqual({
      firstItem: 'Headphones', secondItem: 'Case', total: '12.5', paid: 'true',
      echo: JSON.stringify({ note: 'say "hi"\nthen go', env: 'dev', missing: '' }),
    });
  });

  it('sends a body that is not JSON as it is, keeping a content type the function sets', async () => {
    await callBrandFunction(fn({ method: 'PUT', body: 'id={{id}}', headers: [{ key: 'Content-Type', value: 'application/x-www-form-urlencoded' }] }), { id: '7' }, {});
    expect(seen[0]).toMatchObject({ method: 'PUT', body: 'id=7' });
    expect(seen[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('fails on a non-2xx answer, unreadable JSON, a timeout, a refused connection and a bad URL, without throwing', async () => {
    const broken = await executeBrandFunction(fn({ url: `${base}/broken` }), {}, {}, loopback);
    expect(broken.result).toEqual({ ok: false, variables: {}, error: 'The brand API answered HTTP 500' });
    expect(broken).toMatchObject({ status: 500, responseBody: '{"error":"boom"}' });

    expect(await callBrandFunction(fn({ url: `${base}/not-json`, responseMapping: [{ path: 'a', variable: 'b' }] }), {}, {}))
      .toEqual({ ok: false, variables: {}, error: 'The answer is not readable JSON' });

    const started = Date.now();
    expect(await callBrandFunction(fn({ url: `${base}/slow`, timeoutMs: 200 }), {}, {}))
      .toEqual({ ok: false, variables: {}, error: 'No answer within 200 ms' });
    expect(Date.now() - started).toBeLessThan(1_500);

    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    const refused = await callBrandFunction(fn({ url: `http://127.0.0.1:${port}/x` }), {}, {});
    expect(refused).toMatchObject({ ok: false, variables: {} });
    expect(refused.error).toMatch(/^The request failed: /);

    expect(await callBrandFunction(fn({ url: '{{base}}/x' }), {}, {})).toEqual({ ok: false, variables: {}, error: 'The URL "/x" is not a valid address' });
    expect(await callBrandFunction(fn({ url: '{{base}}/x' }), { base: 'ftp://host' }, {}))
      .toEqual({ ok: false, variables: {}, error: 'The URL "ftp://host/x" must use http or https' });
    expect(await callBrandFunction(fn({ headers: [{ key: 'X-Bad', value: 'a\nb' }] }), {}, {})).toMatchObject({ ok: false });
  });
});
