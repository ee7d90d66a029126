/**
 * Asks for a signed-in page's files as the console starts (issue 22): the build writes which files each page needs
 * into index.html (vite/route-preloads.ts); <link rel="modulepreload"> fetches and parses them in parallel with the
 * console's own code, and the router's imports later run them.
 */
import { matchesRoute } from './route-pattern.ts';

export const ROUTE_PRELOADS_ID = 'sb-route-preloads';

/** What index.html carries: file names once, then lists of their indexes. */
export interface RoutePreloads {
  files: string[];
  /** Every signed-in page: the console's code, the query layer and the shell. */
  common: number[];
  /** Route pattern ('/users/:customerRef') → its page's own files. */
  routes: Record<string, number[]>;
}

function readPreloads(doc: Document): RoutePreloads | null {
  const block = doc.getElementById(ROUTE_PRELOADS_ID);
  if (!block?.textContent) return null; // dev server, or an old index.html
  try {
    return JSON.parse(block.textContent) as RoutePreloads;
  } catch {
    return null;
  }
}

/** The files to ask for at a location: the common ones, and its page's when that page is built. */
export function preloadFiles(preloads: RoutePreloads, pathname: string): string[] {
  const route = Object.keys(preloads.routes).find((pattern) => matchesRoute(pattern, pathname));
  const indexes = [...preloads.common, ...(route ? preloads.routes[route]! : [])];
  return indexes.map((index) => preloads.files[index]).filter((file): file is string => file !== undefined);
}

/** At start-up, and from the menu when the pointer or the keyboard reaches a page's link: each file is asked for once. */
export function preloadRoute(pathname: string, doc: Document = document): void {
  const preloads = readPreloads(doc);
  if (!preloads) return;
  const asked = new Set([...doc.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')));
  for (const file of preloadFiles(preloads, pathname)) {
    if (asked.has(`/${file}`)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = `/${file}`;
    doc.head.appendChild(link);
  }
}
