import { describe, expect, it } from 'vitest';
import { PAGES } from '../src/app/pages';
import pagesSource from '../src/app/pages.ts?raw';
import { pagesOf, routePreloads, routePreloadsTag, type ChunkLike } from './route-preloads';

const SRC = '/repo/src';
const chunk = (fileName: string, imports: string[] = [], facade: string | null = null, isEntry = false, css: string[] = []): ChunkLike =>
  ({ type: 'chunk', fileName, imports, facadeModuleId: facade, isEntry, viteMetadata: { importedCss: new Set(css) } });

describe('route preloads (build)', () => {
  it('reads every page of app/pages.ts', () => {
    expect(pagesOf(pagesSource).map(([route]) => route)).toEqual(Object.keys(PAGES));
  });

  it('lists what each page needs beyond what the entry and every signed-in page already load', () => {
    const chunks = [
      chunk('assets/index.js', ['assets/react.js'], `${SRC}/main.tsx`, true),
      chunk('assets/react.js'),
      chunk('assets/app.js', ['assets/react.js', 'assets/antd-shell.js'], `${SRC}/app/app.tsx`),
      chunk('assets/antd-shell.js'),
      chunk('assets/query-layout.js', ['assets/query.js'], `${SRC}/app/query-layout.tsx`),
      chunk('assets/query.js'),
      chunk('assets/app-shell.js', ['assets/antd-shell.js'], `${SRC}/app/shell/app-shell.tsx`),
      chunk('assets/history-page.js', ['assets/antd-pages.js', 'assets/antd-shell.js', 'assets/react.js'], `${SRC}/features/history/routes/history-page.tsx`, false, ['assets/history-page.css']),
      chunk('assets/antd-pages.js', [], null, false, ['assets/antd-pages.css']),
    ];
    const source = "export const PAGES = {\n  '/history': () => import('@/features/history/routes/history-page'),\n  '/tickets': () => import('@/features/tickets/routes/tickets-page'),\n};";
    const preloads = routePreloads(source, chunks, SRC);
    const files = (indexes: number[]) => indexes.map((index) => preloads.files[index]);
    expect(files(preloads.common).sort()).toEqual(['assets/antd-shell.js', 'assets/app-shell.js', 'assets/app.js', 'assets/query-layout.js', 'assets/query.js']);
    // With the style sheets its files import: Vite would link them only when the import runs.
    expect(files(preloads.routes['/history']!).sort()).toEqual(['assets/antd-pages.css', 'assets/antd-pages.js', 'assets/history-page.css', 'assets/history-page.js']);
    // A page missing from the bundle has no entry.
    expect(preloads.routes['/tickets']).toBeUndefined();
  });

  it('writes a data block that no file name can close', () => {
    const preloads = { files: ['assets/</script><script>x.js'], common: [0], routes: {} };
    const tag = routePreloadsTag(preloads);
    expect(tag.attrs).toMatchObject({ type: 'application/json' });
    expect(String(tag.children)).not.toContain('<');
    expect(JSON.parse(String(tag.children))).toEqual(preloads);
  });
});
