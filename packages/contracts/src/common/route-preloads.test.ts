import { describe, expect, it } from 'vitest';
import { matchesRoute, parsePreloadsBlock, preloadAttributes, preloadFiles, type RoutePreloads } from './route-preloads';

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

describe('route preloads', () => {
  const preloads: RoutePreloads = { files: ['assets/app.js', 'assets/history-page.js', 'assets/profile.js', 'assets/profile.css'], common: [0], routes: { '/history': [1], '/users/:customerRef': [2, 3] } };

  it('are the common files and the page’s own', () => {
    expect(preloadFiles(preloads, '/history')).toEqual(['assets/app.js', 'assets/history-page.js']);
    expect(preloadFiles(preloads, '/users/id=1&type=psid')).toEqual(['assets/app.js', 'assets/profile.js', 'assets/profile.css']);
    expect(preloadFiles(preloads, '/analytics/chatlog')).toEqual(['assets/app.js']);
  });

  it('ask for a script as a module and for a style sheet as a plain preload', () => {
    expect(preloadAttributes('assets/app.js')).toEqual({ rel: 'modulepreload' });
    expect(preloadAttributes('assets/profile.css')).toEqual({ rel: 'preload', as: 'style' });
  });

  it('are read from the data block, and a missing or broken block is none', () => {
    expect(parsePreloadsBlock(JSON.stringify(preloads))).toEqual(preloads);
    expect(parsePreloadsBlock(null)).toBeNull();
    expect(parsePreloadsBlock('{"files":')).toBeNull();
    expect(parsePreloadsBlock('{"files":[]}')).toBeNull();
    expect(parsePreloadsBlock('null')).toBeNull();
  });
});
