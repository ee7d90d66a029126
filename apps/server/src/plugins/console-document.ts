/**
 * The console's document (index.html) as sent for a page (issue 22). For a signed-in member (the token cookie is
 * there), the page's own files are asked for in <head>: the browser fetches them alongside the console's start-up
 * code, where the console itself could ask for them only once that code had downloaded and run (on a phone, a second
 * or more of waiting, and ~100 ms of its CPU adding the links). The build lists each page's files in the document's
 * data block (apps/web/vite/route-preloads.ts). Each variant is built and compressed once: there are as many as
 * there are pages, plus the plain document.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { STORAGE_KEYS } from '@switchboard/contracts/common/constants';
import {
  parsePreloadsBlock, preloadAttributes, preloadFiles, ROUTE_PRELOADS_ID, type RoutePreloads,
} from '@switchboard/contracts/common/route-preloads';
import type { PreCompressed } from './accepted-encoding';

export interface ConsoleDocument {
  body: Buffer;
  etag: string;
  encoding: PreCompressed | null;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function readPreloads(html: string): RoutePreloads | null {
  const block = new RegExp(`<script[^>]*\\sid="${ROUTE_PRELOADS_ID}"[^>]*>([\\s\\S]*?)</script>`).exec(html);
  return parsePreloadsBlock(block?.[1]);
}

/** The document with these files asked for at the end of <head>. */
export function withPreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const links = files.map((file) => {
    const { rel, as } = preloadAttributes(file);
    return `<link rel="${rel}"${as ? ` as="${as}"` : ''} crossorigin href="/${escapeAttribute(file)}">`;
  });
  return html.replace('</head>', `${links.join('')}</head>`);
}

/** Whether the request carries a non-empty token cookie: a member who is (or was lately) signed in. */
export function carriesToken(cookieHeader: string | undefined): boolean {
  const prefix = `${STORAGE_KEYS.tokenCookie}=`;
  return (cookieHeader ?? '').split(';').some((cookie) => {
    const trimmed = cookie.trim();
    return trimmed.startsWith(prefix) && trimmed.length > prefix.length;
  });
}

const encode = (html: string, encoding: PreCompressed | null): Buffer =>
  encoding === 'br' ? brotliCompressSync(html) : encoding === 'gzip' ? gzipSync(html) : Buffer.from(html, 'utf8');

/** The documents of one build: `documentFor(pathname, signedIn, encoding)`. */
export function consoleDocuments(html: string): (pathname: string, signedIn: boolean, encoding: PreCompressed | null) => ConsoleDocument {
  const preloads = readPreloads(html);
  const built = new Map<string, ConsoleDocument>();
  return (pathname, signedIn, encoding) => {
    const files = signedIn && preloads ? preloadFiles(preloads, pathname) : [];
    const key = `${encoding ?? 'identity'} ${files.join(' ')}`;
    let document = built.get(key);
    if (!document) {
      const text = withPreloads(html, files);
      const body = encode(text, encoding);
      const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}${encoding ? `-${encoding}` : ''}"`;
      document = { body, etag, encoding };
      built.set(key, document);
    }
    return document;
  };
}
