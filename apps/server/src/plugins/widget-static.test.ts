import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerWidgetStatic } from './widget-static';
import { WidgetOrigins } from './widget-origins';

function appOver(dist: string) {
  const errors: string[] = [];
  const app = Fastify({ logger: false });
  app.addHook('onError', async (_request, _reply, error) => void errors.push(error.message));
  const origins = new WidgetOrigins({ publicUrl: 'http://console.test', environment: ['https://shop.example'], brandOrigins: async () => [] });
  registerWidgetStatic(app, dist, origins);
  return { app, errors };
}

describe('the widget and the demo site', () => {
  it('serves the built widget and the demo page, and answers 304 to a matching etag', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'widget-'));
    mkdirSync(join(dist, 'demo-site'));
    writeFileSync(join(dist, 'widget.js'), 'console.log("widget")');
    writeFileSync(join(dist, 'demo-site/index.html'), '<!doctype html><title>Demo Brand</title>');
    const { app, errors } = appOver(dist);
    const widget = await app.inject({ method: 'GET', url: '/widget/widget.js' });
    expect(widget.statusCode).toBe(200);
    expect(widget.body).toBe('console.log("widget")');
    expect(widget.headers['access-control-allow-origin']).toBeUndefined();
    const again = await app.inject({ method: 'GET', url: '/widget/widget.js', headers: { 'if-none-match': String(widget.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const page = await app.inject({ method: 'GET', url: '/demo-site' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Demo Brand');
    expect(String(page.headers['content-security-policy'])).toContain("connect-src 'self' ws: wss:");
    expect(errors).toEqual([]);
    await app.close();
  });

  it('lets only the widget’s origins read widget.js through CORS (a script tag sends no Origin and always loads it)', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'widget-'));
    writeFileSync(join(dist, 'widget.js'), 'console.log("widget")');
    const { app } = appOver(dist);
    const read = (origin: string) => app.inject({ method: 'GET', url: '/widget/widget.js', headers: { origin } });
    const listed = await read('https://shop.example');
    expect(listed.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(listed.headers.vary).toBe('Origin, Accept-Encoding');
    const unlisted = await read('https://evil.example');
    expect(unlisted.statusCode).toBe(200);
    expect(unlisted.headers['access-control-allow-origin']).toBeUndefined();
    expect((await read('http://console.test')).headers['access-control-allow-origin']).toBe('http://console.test');
    await app.close();
  });

  it('sends the pre-compressed copy the browser accepts (brotli first) with its own etag, and the raw file otherwise', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'widget-'));
    const script = `console.log(${JSON.stringify('widget '.repeat(300))})`;
    // As the build leaves it (scripts/compress-assets.mjs): the copies beside the file.
    writeFileSync(join(dist, 'widget.js'), script);
    writeFileSync(join(dist, 'widget.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'widget.js.gz'), gzipSync(script));
    const { app, errors } = appOver(dist);
    const get = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/widget/widget.js', headers });

    const br = await get({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toBe('Origin, Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=300');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect((await get({ 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) })).statusCode).toBe(304);

    const gzipped = await get({ 'accept-encoding': 'gzip, br;q=0' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    // A cached brotli answer is not a valid gzip one: the etags differ.
    expect(gzipped.headers.etag).not.toBe(br.headers.etag);
    expect((await get({ 'accept-encoding': 'gzip', 'if-none-match': String(br.headers.etag) })).statusCode).toBe(200);

    const plain = await get({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers.vary).toBe('Origin, Accept-Encoding');
    expect(errors).toEqual([]);
    // The copies are not files of their own.
    expect((await app.inject({ method: 'GET', url: '/widget/widget.js.br' })).statusCode).toBe(404);
    await app.close();
  });

  it('sends the raw file when the compressed copies are older (a later build without compression)', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'widget-'));
    writeFileSync(join(dist, 'widget.js.br'), brotliCompressSync('console.log("old")'));
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(dist, 'widget.js.br'), past, past);
    writeFileSync(join(dist, 'widget.js'), 'console.log("new")');
    const { app } = appOver(dist);
    const answer = await app.inject({ method: 'GET', url: '/widget/widget.js', headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe('console.log("new")');
    await app.close();
  });

  it('answers 404 for unknown files and path tricks, and says when the widget is not built', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'widget-'));
    const { app } = appOver(dist);
    const missing = await app.inject({ method: 'GET', url: '/widget/widget.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/not built/i);
    const tricky = await app.inject({ method: 'GET', url: '/demo-site/..%2Fwidget.js' });
    expect(tricky.statusCode).toBe(404);
    // A built widget's source map is not served (issue 22: source maps are not public).
    writeFileSync(join(dist, 'widget.js'), 'console.log(1)');
    writeFileSync(join(dist, 'widget.js.map'), '{"version":3}');
    expect((await app.inject({ method: 'GET', url: '/widget/widget.js' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/widget/widget.js.map' })).statusCode).toBe(404);
    await app.close();
  });
});
