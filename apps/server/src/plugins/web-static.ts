/**
 * Serves the built console (WEB_DIST) with an SPA fallback: a GET that accepts text/html and
 * matches no API route and no file gets index.html (so /users and /users/id=1&type=psid are console
 * pages while POST /users/login stays API). Anything else falls through to the JSON 404.
 * Files go out pre-compressed (the build writes .br and .gz beside them: scripts/compress-assets.mjs)
 * when the browser accepts it; hashed files are cached for a year, the rest revalidated. Source maps
 * are not served: they would publish the console's sources.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptedEncodings } from './accepted-encoding';
import { carriesToken, consoleDocuments } from './console-document';
import { assetSecurityHeaders, registerConsoleSecurity, type SecurityOptions } from './security';

const acceptsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

function fileIn(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const relative = normalize(decoded).replace(/^[/\\]+/, '');
  const absolute = join(root, relative);
  if (relative === '' || !absolute.startsWith(root + sep)) return null;
  try {
    return statSync(absolute).isFile() ? relative : null;
  } catch {
    return null;
  }
}

/**
 * The CSP sources that allow index.html's own inline scripts and nothing else: the hash of each script without a
 * src (a JSON data block is never run and needs none). The theme is applied by one before the first paint, inline
 * so that a cold load does not wait on a file for it (issue 22).
 */
export function inlineScriptHashes(html: string): string[] {
  const scripts = html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi);
  return [...scripts]
    .filter(([, attributes = '']) => !/\ssrc=/i.test(attributes) && !/type=["']?application\/json/i.test(attributes))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** True when a built console was found and is being served (in its own context, with helmet). */
export async function registerWebStatic(app: FastifyInstance, webDist: string, security: SecurityOptions): Promise<boolean> {
  const root = normalize(webDist).replace(/[/\\]+$/, '');
  if (!existsSync(join(root, 'index.html'))) {
    app.log.info({ webDist: root }, 'No built console found (WEB_DIST); serving the API only');
    return false;
  }
  await app.register(async (web) => {
    const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
    await registerConsoleSecurity(web, security, inlineScriptHashes(indexHtml));
    await web.register(fastifyStatic, { root, serve: false, preCompressed: true });
    serveAssets(web, root, assetSecurityHeaders(security));
    serveConsole(web, root, consoleDocuments(indexHtml));
  });
  return true;
}

/**
 * The build's hashed files (/assets/): cached for a year, and with only the headers that matter for a
 * script or a style sheet. Helmet's document headers (the CSP, framing, referrer…) do nothing there
 * and cost about 700 bytes on each of the 30-40 files of a cold load (issue 22). A missing file is a
 * 404, never index.html: a stale chunk name must fail as such, not as HTML parsed as a script.
 */
function serveAssets(app: FastifyInstance, root: string, headers: Record<string, string>): void {
  app.get('/assets/*', { config: { guard: 'public' }, helmet: false }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const file = path.endsWith('.map') ? null : fileIn(root, path);
    if (!file) return reply.callNotFound();
    reply.headers(headers);
    // The answer depends on Accept-Encoding (preCompressed): a shared cache must keep the versions apart.
    reply.header('vary', 'accept-encoding');
    return reply.sendFile(file, { maxAge: '365d', immutable: true, lastModified: false, acceptRanges: false });
  });
}

/**
 * Documents and the other public files (favicon): helmet's headers, revalidated. A page's document is index.html as
 * read at start-up, with the page's files asked for when the member is signed in (console-document.ts): it depends
 * on the cookie too.
 */
function serveConsole(app: FastifyInstance, root: string, documentFor: ReturnType<typeof consoleDocuments>): void {
  app.get('/*', { config: { guard: 'public' } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const file = path.endsWith('.map') ? null : fileIn(root, path);
    if (file && file !== 'index.html') {
      reply.header('vary', 'accept-encoding');
      return reply.sendFile(file, { maxAge: 0 });
    }
    if (!file && !acceptsHtml(request)) return reply.callNotFound();
    const document = documentFor(path, carriesToken(request.headers.cookie), acceptedEncodings(request.headers['accept-encoding'])[0] ?? null);
    reply.header('vary', 'accept-encoding, cookie').header('cache-control', 'no-cache').header('etag', document.etag);
    if (request.headers['if-none-match'] === document.etag) return reply.code(304).send();
    if (document.encoding) reply.header('content-encoding', document.encoding);
    return reply.type('text/html; charset=utf-8').send(document.body);
  });
}
