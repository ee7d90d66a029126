// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { matchesRoute } from '@/lib/route-pattern';
import { preloadFiles, preloadRoute, ROUTE_PRELOADS_ID, type RoutePreloads } from '@/lib/route-preloads';

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
  const preloads: RoutePreloads = { files: ['assets/app.js', 'assets/history-page.js', 'assets/profile.js'], common: [0], routes: { '/history': [1], '/users/:customerRef': [2] } };

  it('asks for the common files and the page’s own', () => {
    expect(preloadFiles(preloads, '/history')).toEqual(['assets/app.js', 'assets/history-page.js']);
    expect(preloadFiles(preloads, '/users/id=1&type=psid')).toEqual(['assets/app.js', 'assets/profile.js']);
    expect(preloadFiles(preloads, '/analytics/chatlog')).toEqual(['assets/app.js']);
  });

  it('adds modulepreload links from the block the build writes, and nothing without one', () => {
    document.head.innerHTML = `<script type="application/json" id="${ROUTE_PRELOADS_ID}">${JSON.stringify(preloads)}</script>`;
    preloadRoute('/history');
    expect([...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href'))).toEqual(['/assets/app.js', '/assets/history-page.js']);
    // Again (the menu asks as the pointer passes over a link): nothing new.
    preloadRoute('/history');
    preloadRoute('/users/id=1&type=psid');
    expect([...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href'))).toEqual(['/assets/app.js', '/assets/history-page.js', '/assets/profile.js']);
    document.head.innerHTML = '';
    preloadRoute('/history');
    expect(document.head.querySelectorAll('link').length).toBe(0);
  });

});
