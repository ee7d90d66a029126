// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS_ID, type RoutePreloads } from '@switchboard/contracts/common/route-preloads';
import { preloadRoute } from '@/lib/route-preloads';

describe('route preloads (start-up)', () => {
  const preloads: RoutePreloads = { files: ['assets/app.js', 'assets/history-page.js', 'assets/profile.js', 'assets/profile.css'], common: [0], routes: { '/history': [1], '/users/:customerRef': [2, 3] } };
  const links = () => [...document.head.querySelectorAll('link')].map((link) => `${link.rel}${link.as ? ` ${link.as}` : ''} ${link.getAttribute('href')}`);

  it('adds preload links from the block the build writes, each file once', () => {
    document.head.innerHTML = `<script type="application/json" id="${ROUTE_PRELOADS_ID}">${JSON.stringify(preloads)}</script>`;
    preloadRoute('/history');
    expect(links()).toEqual(['modulepreload /assets/app.js', 'modulepreload /assets/history-page.js']);
    // Again (the menu asks as the pointer passes over a link): nothing new; a page's style sheet as a plain preload.
    preloadRoute('/history');
    preloadRoute('/users/id=1&type=psid');
    expect(links()).toEqual(['modulepreload /assets/app.js', 'modulepreload /assets/history-page.js', 'modulepreload /assets/profile.js', 'preload style /assets/profile.css']);
    expect([...document.head.querySelectorAll('link')].every((link) => link.crossOrigin === '')).toBe(true);
  });

  it('adds nothing the document already asks for (the server put the opened page’s files in it), nor without a block', () => {
    document.head.innerHTML = `<script type="application/json" id="${ROUTE_PRELOADS_ID}">${JSON.stringify(preloads)}</script>`
      + '<link rel="modulepreload" crossorigin href="/assets/app.js"><link rel="modulepreload" crossorigin href="/assets/profile.js"><link rel="preload" as="style" crossorigin href="/assets/profile.css">';
    preloadRoute('/users/id=1&type=psid');
    expect(document.head.querySelectorAll('link').length).toBe(3);
    document.head.innerHTML = '';
    preloadRoute('/history');
    expect(document.head.querySelectorAll('link').length).toBe(0);
  });

});
