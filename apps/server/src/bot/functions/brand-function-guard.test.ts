/**
 * Issue 20, finding 11: a brand function cannot read an endless answer nor reach the server's own
 * network (loopback, private, link-local), directly, through a host name or through a redirect,
 * unless the operator allows the address. Real local HTTP servers stand in for the brand's API.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brandFunctionInputSchema, type BrandFunction } from '@switchboard/contracts/bot-builder/brand-function.schemas';
import { parseAllowance } from './address-guard';
import { brandFunctionCaller, callBrandFunction } from './call-brand-function';

const FIFTY_MB = 50 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'x');
let api: Server;
let other: Server;
let apiPort: number;
let otherPort: number;
let hits: string[] = [];
/** Bytes the endless answer had written when the caller hung up. */
let streamed = 0;

async function listen(server: Server): Promise<number> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  api = createServer((request, response) => {
    hits.push(`api ${request.url}`);
    if (request.url === '/huge') {
      // 50 MB, chunked (no Content-Length), written as fast as the reader takes it.
      response.writeHead(200, { 'content-type': 'application/json' });
      const pump = () => {
        while (streamed < FIFTY_MB) {
          streamed += CHUNK.length;
          if (!response.write(CHUNK)) return void response.once('drain', pump);
        }
        response.end();
      };
      pump();
      return;
    }
    if (request.url === '/to-other') return void response.writeHead(302, { location: `http://127.0.0.1:${otherPort}/inside` }).end();
    if (request.url === '/to-localhost') return void response.writeHead(307, { location: `http://localhost:${otherPort}/inside` }).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"order":{"status":"shipped"}}');
  });
  other = createServer((request, response) => {
    hits.push(`other ${request.url}`);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"secret":"internal"}');
  });
  apiPort = await listen(api);
  otherPort = await listen(other);
});
afterAll(async () => {
  await new Promise<void>((done) => api.close(() => done()));
  await new Promise<void>((done) => other.close(() => done()));
});
beforeEach(() => {
  hits = [];
  streamed = 0;
});

const fn = (url: string): BrandFunction => ({
  brandFunctionId: 'f1', updatedAt: '',
  ...brandFunctionInputSchema.parse({ name: 'fn', url, responseMapping: [{ path: 'order.status', variable: 'status' }] }),
});

describe('brand function calls: answer size', () => {
  it('stops reading a 50 MB chunked answer past 2 MB instead of reading it whole', async () => {
    const call = brandFunctionCaller(parseAllowance(['127.0.0.1']));
    expect(await call(fn(`http://127.0.0.1:${apiPort}/huge`), {}, {}))
      .toEqual({ ok: false, variables: {}, error: 'The answer is larger than 2097152 bytes' });
    // What the server wrote before the hang-up (it writes only as fast as the reader takes): the limit
    // plus socket buffers, far from 50 MB.
    expect(streamed).toBeLessThan(16 * 1024 * 1024);
  });
});

describe('brand function calls: internal addresses', () => {
  it('refuses 127.0.0.1 by default, without sending anything, and calls it once the operator allows it', async () => {
    const refused = await callBrandFunction(fn(`http://127.0.0.1:${apiPort}/orders`), {}, {});
    expect(refused).toMatchObject({ ok: false, variables: {} });
    expect(refused.error).toBe('The request was refused: 127.0.0.1 is a loopback, private or link-local address, which brand functions may not call unless the server allows it (BRAND_FUNCTION_ALLOWED_HOSTS)');
    expect(hits).toEqual([]);

    for (const allowed of ['127.0.0.1', `127.0.0.1:${apiPort}`, '127.0.0.0/8']) {
      expect(await brandFunctionCaller(parseAllowance([allowed]))(fn(`http://127.0.0.1:${apiPort}/orders`), {}, {}))
        .toEqual({ ok: true, variables: { status: 'shipped' } });
    }
    // An allowance for another port does not open this one.
    expect((await brandFunctionCaller(parseAllowance([`127.0.0.1:${apiPort + 1}`]))(fn(`http://127.0.0.1:${apiPort}/orders`), {}, {})).ok).toBe(false);
  });

  it('refuses a host name that resolves to a loopback address, and the IPv4-mapped IPv6 and link-local forms', async () => {
    const byName = await callBrandFunction(fn(`http://localhost:${apiPort}/orders`), {}, {});
    expect(byName.error).toMatch(/^The request was refused: "localhost" resolves to (127\.0\.0\.1|::1), a loopback/);
    expect((await callBrandFunction(fn(`http://[::ffff:127.0.0.1]:${apiPort}/orders`), {}, {})).error).toMatch(/^The request was refused: /);
    expect((await callBrandFunction(fn('http://169.254.169.254/latest/meta-data/'), {}, {})).error).toMatch(/^The request was refused: 169\.254\.169\.254 is/);
    expect((await callBrandFunction(fn('http://[::1]/'), {}, {})).error).toMatch(/^The request was refused: /);
    expect(hits).toEqual([]);
    // A host name the operator names is trusted whatever it resolves to.
    expect(await brandFunctionCaller(parseAllowance(['localhost']))(fn(`http://localhost:${apiPort}/orders`), {}, {}))
      .toEqual({ ok: true, variables: { status: 'shipped' } });
  });

  it('refuses a redirect to an address that is not allowed, without calling it', async () => {
    const call = brandFunctionCaller(parseAllowance([`127.0.0.1:${apiPort}`]));
    const redirected = await call(fn(`http://127.0.0.1:${apiPort}/to-other`), {}, {});
    expect(redirected.error).toMatch(/^The request was refused: 127\.0\.0\.1 is a loopback/);
    const byName = await call(fn(`http://127.0.0.1:${apiPort}/to-localhost`), {}, {});
    expect(byName.error).toMatch(/^The request was refused: "localhost" resolves to/);
    expect(hits).toEqual([`api /to-other`, `api /to-localhost`]);
    // Followed when the target is allowed too.
    const both = brandFunctionCaller(parseAllowance([`127.0.0.1:${apiPort}`, `127.0.0.1:${otherPort}`]));
    expect(await both(fn(`http://127.0.0.1:${apiPort}/to-other`), {}, {})).toMatchObject({ ok: true });
    expect(hits).toContain('other /inside');
  });
});
