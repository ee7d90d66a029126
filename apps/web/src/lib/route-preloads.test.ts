// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { matchesRoute } from '@/lib/route-pattern';
import { loadConsoleStyles, preloadFiles, preloadRoute, ROUTE_PRELOADS_ID, type RoutePreloads } from '@/lib/route-preloads';

describe('route patterns', () => {
  it('match a location segment by segment, parameters and a trailing slash included', () => {
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/history', '/history/')).toBe(true);
    expect(matchesRoute('/users/:customerRef', '/users/id=abc&type=psid')).toBe(true);
    expect(matchesRoute('/users/:customerRef', '/users/')).toBe(false);
    expect(matchesRoute('/history', '/history/extra')).toBe(false);
    expect(matchesRoute('/botbuilder/workflows/:wid', '/botbuilder/workflows')).toBe(false);
  });
});

describe('route preloads (start-up)', () => {
  const preloads: RoutePreloads = { files: ['assets/app.js', 'assets/history-page.js', 'assets/profile.js'], common: [0], routes: { '/history': [1], '/users/:customerRef': [2] }, styles: ['assets/antd.css'] };

  it('asks for the common files and the page’s own', () => {
    expect(preloadFiles(preloads, '/history')).toEqual(['assets/app.js', 'assets/history-page.js']);
    expect(preloadFiles(preloads, '/users/id=1&type=psid')).toEqual(['assets/app.js', 'assets/profile.js']);
    expect(preloadFiles(preloads, '/analytics/chatlog')).toEqual(['assets/app.js']);
  });

  it('adds modulepreload links from the block the build writes, and nothing without one', () => {
    document.head.innerHTML = `<script type="application/json" id="${ROUTE_PRELOADS_ID}">${JSON.stringify(preloads)}</script>`;
    preloadRoute('/history');
    expect([...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href'))).toEqual(['/assets/app.js', '/assets/history-page.js']);
    document.head.innerHTML = '';
    preloadRoute('/history');
    expect(document.head.querySelectorAll('link').length).toBe(0);
  });

  it('links the console’s CSS before its own and waits for it, once', async () => {
    document.head.innerHTML = `<script type="application/json" id="${ROUTE_PRELOADS_ID}">${JSON.stringify(preloads)}</script><link rel="stylesheet" href="/assets/index.css">`;
    let loaded = false;
    const loading = loadConsoleStyles().then(() => { loaded = true; });
    const links = () => [...document.head.querySelectorAll('link[rel=stylesheet]')].map((link) => link.getAttribute('href'));
    expect(links()).toEqual(['/assets/antd.css', '/assets/index.css']);
    await Promise.resolve();
    expect(loaded).toBe(false);
    document.head.querySelector('link[href="/assets/antd.css"]')!.dispatchEvent(new Event('load'));
    await loading;
    await loadConsoleStyles();
    expect(links()).toEqual(['/assets/antd.css', '/assets/index.css']);
    document.head.innerHTML = '';
    await expect(loadConsoleStyles()).resolves.toBeUndefined();
  });
});
