/**
 * Asks for a page's files ahead of its opening (issue 22): the server already puts the opened page's files in
 * index.html's <head> (apps/server/src/plugins/console-document.ts); this adds them from the build's data block when
 * the document lacks them (the dev server) and when the pointer or the keyboard reaches a page's link in the menu.
 * A <link rel="modulepreload"> fetches and parses a script in parallel; the router's imports later run it.
 */
import { parsePreloadsBlock, preloadAttributes, preloadFiles, ROUTE_PRELOADS_ID } from '@switchboard/contracts/common/route-preloads';

/** At start-up, and from the menu when the pointer or the keyboard reaches a page's link: each file is asked for once. */
export function preloadRoute(pathname: string, doc: Document = document): void {
  const preloads = parsePreloadsBlock(doc.getElementById(ROUTE_PRELOADS_ID)?.textContent);
  if (!preloads) return;
  const asked = new Set([...doc.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]')].map((link) => link.getAttribute('href')));
  for (const file of preloadFiles(preloads, pathname)) {
    if (asked.has(`/${file}`)) continue;
    const { rel, as } = preloadAttributes(file);
    const link = doc.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    link.crossOrigin = '';
    link.href = `/${file}`;
    doc.head.appendChild(link);
  }
}
