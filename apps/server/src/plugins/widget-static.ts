/**
 * Serves the built customer chat widget (apps/widget/dist) and the demo store page that embeds it:
 *   GET /widget/<file>        widget.js: any page may load it with a script tag (CORP
 *                             cross-origin; a classic script sends no Origin); a CORS read (fetch, a
 *                             crossorigin script) is allowed for the widget's origins only (widget-origins);
 *                             a short cache with an ETag, since the URL is not content-hashed
 *   GET /demo-site[/]         the demo page, with a CSP for it: its own scripts and styles, socket.io
 *                             over the same origin (ws/wss), images and media from https
 *   GET /demo-site/<file>     the demo page's own files (its stylesheet)
 * Files are looked up per request, so building the widget needs no restart; a missing one answers
 * a JSON 404 that says how to build it. Every route is public (the guard refuses routes without one).
 * The build writes a brotli and a gzip copy beside each file (scripts/compress-assets.mjs): the copy
 * the browser accepts is sent as it is, with its own ETag, and every answer varies on Accept-Encoding.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncodings, SUFFIX, type PreCompressed } from './accepted-encoding';
import { notFound } from './http-errors';
import type { WidgetOrigins } from './widget-origins';

export const WIDGET_NOT_BUILT = 'The chat widget is not built: run `npm run build -w @switchboard/widget` (or point WIDGET_DIST at its dist folder).';
export const NO_SUCH_FILE = 'No such widget file.';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};
/** A plain file name: letters, digits, dashes, and dot-separated extensions (no '/', no '..'). */
const FILE_NAME = /^[a-z0-9_-]+(\.[a-z0-9]+)+$/i;

export const DEMO_SITE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // The widget adopts a constructed stylesheet; browsers without adoptedStyleSheets get a <style> in its shadow root.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "media-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const COMMON = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' };
const WIDGET_HEADERS = {
  ...COMMON,
  'cache-control': 'public, max-age=300',
  'cross-origin-resource-policy': 'cross-origin',
  // Caches keep one copy per page origin (the CORS answer differs between them) and per coding.
  vary: 'Origin, Accept-Encoding',
};
const DEMO_HEADERS = {
  ...COMMON,
  'cache-control': 'no-cache',
  'cross-origin-resource-policy': 'same-origin',
  'content-security-policy': DEMO_SITE_CSP,
  vary: 'Accept-Encoding',
};

/** The first accepted pre-compressed copy of the file, unless it is older than the file (a later
 * uncompressed build, e.g. `vite build --watch`, would otherwise be hidden behind a stale copy). */
async function compressedCopy(request: FastifyRequest, path: string, fileTime: number) {
  for (const coding of acceptedEncodings(request.headers['accept-encoding'])) {
    const copy = `${path}${SUFFIX[coding]}`;
    const stats = await stat(copy).catch(() => null);
    if (stats?.isFile() && stats.mtimeMs >= fileTime) return { coding, path: copy, size: stats.size };
  }
  return null;
}

function etagOf(size: number, time: number, coding: PreCompressed | undefined): string {
  return `W/"${size.toString(16)}-${Math.floor(time).toString(16)}${coding ? `-${coding}` : ''}"`;
}

/** Sends the file and answers true, or answers false when there is no such file. (A FastifyReply is
 * thenable, so this must not return the reply itself from an async function: awaiting it would wait
 * for the response and yield undefined.) */
async function sendFile(request: FastifyRequest, reply: FastifyReply, path: string, headers: Record<string, string>): Promise<boolean> {
  const type = TYPES[extname(path)];
  const stats = type ? await stat(path).catch(() => null) : null;
  if (!type || !stats?.isFile()) return false;
  const copy = await compressedCopy(request, path, stats.mtimeMs);
  const etag = etagOf(stats.size, stats.mtimeMs, copy?.coding);
  reply.headers({ ...headers, 'content-type': type, etag, 'last-modified': stats.mtime.toUTCString() });
  if (request.headers['if-none-match'] === etag) {
    void reply.code(304).send();
    return true;
  }
  if (copy) reply.header('content-encoding', copy.coding);
  reply.header('content-length', copy?.size ?? stats.size);
  void reply.send(createReadStream(copy?.path ?? path));
  return true;
}

export function registerWidgetStatic(app: FastifyInstance, widgetDist: string, origins: Pick<WidgetOrigins, 'corsOrigin'>): void {
  const root = normalize(widgetDist).replace(/[/\\]+$/, '');
  const demoRoot = join(root, 'demo-site');
  const notBuilt = async () => {
    const built = await stat(join(root, 'widget.js')).then((stats) => stats.isFile(), () => false);
    return notFound(built ? NO_SUCH_FILE : WIDGET_NOT_BUILT);
  };

  app.get<{ Params: { file: string } }>('/widget/:file', { config: { guard: 'public' } }, async (request, reply) => {
    const { file } = request.params;
    const corsOrigin = await origins.corsOrigin(request.raw);
    const headers = corsOrigin ? { ...WIDGET_HEADERS, 'access-control-allow-origin': corsOrigin } : WIDGET_HEADERS;
    // Source maps stay on the build machine (issue 22): the build writes them without a link, and they are not served.
    const sent = FILE_NAME.test(file) && !file.endsWith('.map') && (await sendFile(request, reply, join(root, file), headers));
    if (sent) return reply;
    throw await notBuilt();
  });

  const demoPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const sent = await sendFile(request, reply, join(demoRoot, 'index.html'), DEMO_HEADERS);
    if (sent) return reply;
    throw await notBuilt();
  };
  app.get('/demo-site', { config: { guard: 'public' } }, demoPage);
  app.get('/demo-site/', { config: { guard: 'public' } }, demoPage);
  app.get<{ Params: { file: string } }>('/demo-site/:file', { config: { guard: 'public' } }, async (request, reply) => {
    const { file } = request.params;
    const sent = FILE_NAME.test(file) && (await sendFile(request, reply, join(demoRoot, file), DEMO_HEADERS));
    if (sent) return reply;
    throw await notBuilt();
  });
}
