/**
 * Cold load of a signed-in page (issue 22): the router finds the query layer, the shell and the page one level at a
 * time, after the console's code has been fetched and run — on a phone that is seconds of waiting on a slow CPU
 * before the page's files are even asked for. This build step writes, into index.html, which files each built page
 * needs (from the bundle's own import graph) so that the start-up code (main.tsx → lib/route-preloads.ts) can ask
 * for them at once with <link rel="modulepreload">: fetched and parsed in parallel, run later by the router's
 * imports exactly as before; the server puts the opened page's into the document itself (console-document.ts). The
 * style sheets a page's files import are listed too: Vite links one only when its import runs, one more round trip
 * before the page can draw. It is a data block (type="application/json"), never run, so the CSP's script-src holds.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';
// By path: Vite's config loader leaves bare imports to Node, which cannot load the contracts' .ts sources.
// eslint-disable-next-line no-restricted-imports
import { ROUTE_PRELOADS_ID, type RoutePreloads } from '../../../packages/contracts/src/common/route-preloads.ts';

/** The part of a rolldown/rollup output chunk this needs. */
export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  /** The style sheets the chunk's modules import (Vite's chunk metadata). */
  viteMetadata?: { importedCss: Set<string> };
}

/** PAGES in app/pages.ts: `'/history': () => import('@/features/history/routes/history-page')`. */
const PAGE_ENTRY = /['"]([^'"]+)['"]:\s*\(\)\s*=>\s*import\(['"]@\/([^'"]+)['"]\)/g;
export function pagesOf(source: string): Array<[route: string, modulePath: string]> {
  return [...source.matchAll(PAGE_ENTRY)].map((match) => [match[1]!, match[2]!]);
}

/** The console modules every signed-in page starts from (app/mount-console.tsx, app/router.tsx). */
const COMMON_MODULES = ['app/app', 'app/query-layout', 'app/shell/app-shell'];

export function routePreloads(pagesSource: string, chunks: ChunkLike[], srcDir: string): RoutePreloads {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');
  const byModule = new Map(chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [withoutExtension(chunk.facadeModuleId!), chunk]));
  const closure = (start: ChunkLike[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (chunk: ChunkLike) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      chunk.viteMetadata?.importedCss.forEach((css) => seen.add(css));
      for (const next of chunk.imports) {
        const found = byFile.get(next);
        if (found) visit(found);
      }
    };
    start.forEach(visit);
    return seen;
  };
  const moduleChunk = (path: string) => byModule.get(`${srcDir}/${path}`);
  // index.html already preloads what the entry imports statically.
  const loaded = closure(chunks.filter((chunk) => chunk.isEntry));
  const common = [...closure(COMMON_MODULES.map(moduleChunk).filter((chunk): chunk is ChunkLike => chunk !== undefined))].filter((file) => !loaded.has(file));
  const shared = new Set([...loaded, ...common]);
  const files: string[] = [];
  const indexOf = (file: string) => {
    const at = files.indexOf(file);
    return at >= 0 ? at : files.push(file) - 1;
  };
  const routes: Record<string, number[]> = {};
  for (const [route, modulePath] of pagesOf(pagesSource)) {
    const page = moduleChunk(modulePath);
    if (page) routes[route] = [...closure([page])].filter((file) => !shared.has(file)).map(indexOf);
  }
  return { files, common: common.map(indexOf), routes };
}

/** The data block for index.html (in <head>, before the module script that reads it). */
export function routePreloadsTag(preloads: RoutePreloads): HtmlTagDescriptor {
  // '<' is escaped so that no file name can close the block.
  return { tag: 'script', attrs: { type: 'application/json', id: ROUTE_PRELOADS_ID }, children: JSON.stringify(preloads).replace(/</g, '\\u003c'), injectTo: 'head' };
}

export function routePreloadsPlugin(srcDir: string): Plugin {
  let pagesSource = '';
  return {
    name: 'switchboard-route-preloads',
    apply: 'build',
    // Before the TypeScript transform: the source as written.
    enforce: 'pre',
    transform(code, id) {
      if (withoutQuery(id) === `${srcDir}/app/pages.ts`) pagesSource = code;
      return null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        const chunks = Object.values(context.bundle).filter((output): output is typeof output & ChunkLike => output.type === 'chunk');
        const preloads = routePreloads(pagesSource, chunks, srcDir);
        if (Object.keys(preloads.routes).length === 0) throw new Error('route preloads: no page of app/pages.ts was found in the bundle');
        return [routePreloadsTag(preloads)];
      },
    },
  };
}

const withoutQuery = (id: string) => id.split('?')[0];
