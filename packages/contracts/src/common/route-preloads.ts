/**
 * Which files each signed-in console page needs (issue 22). The console's build writes this into index.html as a
 * data block (apps/web/vite/route-preloads.ts); the server reads it to put the opened page's files in the document's
 * <head>, so the browser fetches them with the console's own code instead of after it has run; the console reads it
 * to ask for a page's files when the pointer or the keyboard reaches the page's link.
 */

export const ROUTE_PRELOADS_ID = 'sb-route-preloads';

/** What index.html carries: file names once, then lists of their indexes. */
export interface RoutePreloads {
  files: string[];
  /** Every signed-in page: the console's code, the query layer and the shell. */
  common: number[];
  /** Route pattern ('/users/:customerRef') → its page's own files. */
  routes: Record<string, number[]>;
}

/** Whether a location is a route pattern's ('/users/:customerRef' matches '/users/abc'; a trailing slash is ignored). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const segments = (pathname === '/' ? pathname : pathname.replace(/\/+$/, '')).split('/');
  const parts = pattern.split('/');
  return parts.length === segments.length && parts.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]));
}

/** The files to ask for at a location: the common ones, and its page's when that page is built. */
export function preloadFiles(preloads: RoutePreloads, pathname: string): string[] {
  const route = Object.keys(preloads.routes).find((pattern) => matchesRoute(pattern, pathname));
  const indexes = [...preloads.common, ...(route ? preloads.routes[route]! : [])];
  return indexes.map((index) => preloads.files[index]).filter((file): file is string => file !== undefined);
}

/**
 * How a file is asked for ahead of its use: a script as a module (fetched and parsed, run when imported), a style
 * sheet as a plain preload (the import that needs it links it then, from the cache, without blocking a paint before).
 * Both in CORS mode (crossorigin), as Vite's own links are: a preload serves only a request made in the same mode.
 */
export const preloadAttributes = (file: string): { rel: string; as?: string } =>
  file.endsWith('.css') ? { rel: 'preload', as: 'style' } : { rel: 'modulepreload' };

/** The data block's text in a document, parsed; null without one (the dev server, an old build) or when unreadable. */
export function parsePreloadsBlock(text: string | null | undefined): RoutePreloads | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<RoutePreloads> | null;
    return value && Array.isArray(value.files) && Array.isArray(value.common) && value.routes && typeof value.routes === 'object' ? (value as RoutePreloads) : null;
  } catch {
    return null;
  }
}
