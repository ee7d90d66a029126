import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerWidgetStatic } from './widget-static';

function appOver(dist: string) {
  const errors: string[] = [];
  const app = Fastify({ logger: false });
  app.addHook('onError', async (_request, _reply, error) => void errors.push(error.message));
  registerWidgetStatic(app, dist);
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
    expect(widget.headers['access-control-allow-origin']).toBe('*');
    const again = await app.inject({ method: 'GET', url: '/widget/widget.js', headers: { 'if-none-match': String(widget.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const page = await app.inject({ method: 'GET', url: '/demo-site' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Demo Brand');
    expect(String(page.headers['content-security-policy'])).toContain("connect-src 'self' ws: wss:");
    expect(errors).toEqual([]);
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
    await app.close();
  });
});
