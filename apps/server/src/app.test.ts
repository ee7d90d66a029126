import { SSO_PATHS } from '@switchboard/contracts/auth/sso.schemas';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@switchboard/contracts/auth/auth.schemas';
import { CONSOLE_CONFIG_PATH } from '@switchboard/contracts/common/console-config';
import { ROUTE_PRELOADS_ID, type RoutePreloads } from '@switchboard/contracts/common/route-preloads';
import { WHATSAPP_WEBHOOK_PATH } from '@switchboard/contracts/whatsapp/whatsapp.webhook';
import type { DatabaseHandle } from '@/db/client';
import type { App } from '@/plugins/type-provider';
import { buildTestApp } from '@/testing/test-app';
import { createTestDatabase, resetDatabase } from '@/testing/test-db';

/** The only calls anyone may make without signing in. */
const PUBLIC_ROUTES = [
  AUTH_PATHS.login,
  AUTH_PATHS.microsoftLogin,
  SSO_PATHS.providers, // the login screen's single sign-on buttons
  SSO_PATHS.start,
  SSO_PATHS.callback,
  SSO_PATHS.backchannelLogout, // called by the identity provider, signed logout token
  AUTH_PATHS.forgotPassword,
  AUTH_PATHS.resetPassword,
  AUTH_PATHS.verifyAccount,
  AUTH_PATHS.emailActivation,
  AUTH_PATHS.checkVersion,
  AUTH_PATHS.maintenance, // OPTIONS only: the CORS preflight
  AUTH_PATHS.health,
  CONSOLE_CONFIG_PATH,
  '/*', // the built console's files and SPA fallback
  '/assets/*', // the built console's hashed scripts and style sheets
  '/widget/:file', // the customer widget, embedded by any website
  '/media/:brandId/:file', // bot message media: images, videos and documents the customer widget shows
  '/demo-site',
  '/demo-site/',
  '/demo-site/:file',
  '/demo-site/api/orders/:number', // the demo store's order API (deterministic demo data; the demo bot's brand function calls it)
  '/demo-site/products/:file', // the demo catalogue's pictures
  WHATSAPP_WEBHOOK_PATH, // called by Meta: each delivery is signed with the app secret of the number it names
].sort();

let database: DatabaseHandle;
let app: App;
const webDist = mkdtempSync(join(tmpdir(), 'switchboard-web-'));
const INLINE_SCRIPT = "document.documentElement.dataset.theme = 'dark';";
const ASSET = `console.log(${JSON.stringify('console '.repeat(200))})`;
/** What the console's build lists of each page's files (apps/web/vite/route-preloads.ts). */
const PRELOADS: RoutePreloads = { files: ['assets/app-1.js', 'assets/history-page-1.js', 'assets/history-page-1.css'], common: [0], routes: { '/history': [1, 2] } };

beforeAll(async () => {
  database = await createTestDatabase('pglite');
  await resetDatabase(database.db);
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), `<!doctype html><head><title>Switchboard</title><script>${INLINE_SCRIPT}</script><script type="application/json" id="${ROUTE_PRELOADS_ID}">${JSON.stringify(PRELOADS)}</script></head><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script>`);
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), ASSET);
  // As scripts/compress-assets.mjs leaves a build: compressed copies beside the file, and a source map.
  writeFileSync(join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(ASSET));
  writeFileSync(join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync(ASSET));
  writeFileSync(join(webDist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await buildTestApp(database, { WEB_DIST: webDist });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('routes', () => {
  it('every registered route declares a permission guard', () => {
    expect(app.registeredRoutes.length).toBeGreaterThan(10);
    const unguarded = app.registeredRoutes.filter((route) => !route.guard).map((route) => `${route.method} ${route.url}`);
    expect(unguarded).toEqual([]);
  });

  it('only the sign-in, link, status, console and widget routes are public', () => {
    const open = new Set(app.registeredRoutes.filter((route) => route.guard === 'public').map((route) => route.url));
    expect([...open].sort()).toEqual(PUBLIC_ROUTES);
  });

  it('answers unknown API calls with a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/admin/v1/nothing', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Route POST /admin/v1/nothing not found', errorCode: 'NOT_FOUND' });
    const json = await app.inject({ method: 'GET', url: '/admin/v1/nothing', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
  });
});

describe('the built console', () => {
  it('allows the document’s own inline script by its hash, and no other inline script', async () => {
    const response = await app.inject({ method: 'GET', url: '/history', headers: html });
    const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });

  it('serves index.html for console pages, including /users and /users/id=1&type=psid', async () => {
    for (const url of ['/', '/users', '/users/id=1&type=psid', '/auth/login', '/settings/teammembers/42']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('asks for the page’s own files in the document of a signed-in member (issue 22), and for none otherwise', async () => {
    const signedIn = { ...html, cookie: 'theme=dark; token=abc.def' };
    const history = await app.inject({ method: 'GET', url: '/history', headers: signedIn });
    expect(history.body).toContain('<link rel="modulepreload" crossorigin href="/assets/app-1.js"><link rel="modulepreload" crossorigin href="/assets/history-page-1.js"><link rel="preload" as="style" crossorigin href="/assets/history-page-1.css"></head>');
    expect(history.headers.vary).toBe('accept-encoding, cookie');
    const dashboard = await app.inject({ method: 'GET', url: '/', headers: signedIn });
    expect(dashboard.body).toContain('href="/assets/app-1.js"');
    expect(dashboard.body).not.toContain('href="/assets/history-page-1.js"');
    for (const cookie of [undefined, 'theme=dark', 'token=']) {
      const signedOut = await app.inject({ method: 'GET', url: '/history', headers: { ...html, ...(cookie ? { cookie } : {}) } });
      expect(signedOut.body, String(cookie)).not.toContain('rel="modulepreload"');
      expect(signedOut.body).toContain('<div id="root">');
    }
  });

  it('compresses the document when asked and answers 304 to a current copy', async () => {
    const headers = { ...html, cookie: 'token=abc', 'accept-encoding': 'gzip, br' };
    const first = await app.inject({ method: 'GET', url: '/history', headers });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('history-page-1.js');
    const again = await app.inject({ method: 'GET', url: '/history', headers: { ...headers, 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another page's document is another copy.
    const other = await app.inject({ method: 'GET', url: '/', headers: { ...headers, 'if-none-match': String(first.headers.etag) } });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });

  it('keeps API routes for API calls and serves assets with long caching', async () => {
    const loginCall = await app.inject({ method: 'POST', url: '/users/login', headers: html, payload: {} });
    expect(loginCall.statusCode).toBe(400);
    const health = await app.inject({ method: 'GET', url: '/health', headers: html });
    expect(health.json()).toMatchObject({ status: 'ok' });
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/..%2f..%2fpackage.json' })).statusCode).toBe(404);
  });

  it('sends the pre-compressed file the browser accepts (brotli first), with vary, and the raw one otherwise', async () => {
    const url = '/assets/index-abc123.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);
    const gzipped = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(ASSET);
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.headers['cache-control']).toContain('immutable');
  });

  it('sends hashed files with the headers a script needs and none of the document ones (issue 22: ~700 bytes a file)', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'referrer-policy', 'last-modified', 'accept-ranges']) {
      expect(asset.headers[name], name).toBeUndefined();
    }
    // A chunk that is gone (a deploy replaced it) is a 404 even for a browser asking for HTML, never index.html.
    const stale = await app.inject({ method: 'GET', url: '/assets/gone-123.js', headers: html });
    expect(stale.statusCode).toBe(404);
    expect(stale.headers['content-type']).toContain('json');
  });

  it('serves no source map', async () => {
    const map = await app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret');
  });

  it('sends a CSP that lets the console run: own scripts, antd inline styles, websockets', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: html });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends API answers with a fixed strict set of headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
