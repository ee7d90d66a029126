/**
 * Addresses a trainer stores for customers to open (bot message buttons and links, media, catalogue
 * products): http, https, mailto and tel only (issue 20, finding 7). `javascript:`, `data:`,
 * `vbscript:` and every other scheme are refused at validation, even where no screen renders them
 * today, so a later renderer cannot be turned into an XSS by stored data. Whitespace and control
 * characters are refused anywhere: browsers drop tabs and newlines inside a URL ("java\tscript:"),
 * which would hide a scheme from a naive check. Media uploaded here are also addressed by a path on
 * this server ("/media/…"), allowed where `relative` says so; "//host" is another host and refused.
 */
import { z } from 'zod';

export const SAFE_URL_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'] as const;
export const SAFE_URL_MAX_LENGTH = 2000;

export interface SafeUrlOptions {
  /** Web pages and files only (http, https): images, videos, product pages. */
  web?: boolean;
  /** Also a path on this server ("/media/…"). */
  relative?: boolean;
}

export function safeUrlMessage({ web = false, relative = false }: SafeUrlOptions = {}): string {
  const schemes = web ? 'an http:// or https:// address' : 'an http://, https://, mailto: or tel: address';
  return `Use ${schemes}${relative ? ' or a path on this server (/media/…)' : ''}`;
}

export function isSafeUrl(value: string, { web = false, relative = false }: SafeUrlOptions = {}): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (value === '' || /[\s\u0000-\u001f\u007f<>"`\\]/.test(value)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*:)/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return relative && value.startsWith('/') && !value.startsWith('//');
  if (scheme === 'http:' || scheme === 'https:') {
    // A host must follow: browsers read "http:evil" or "https:/x" relative to the page.
    return /^https?:\/\/[^/?#]/i.test(value);
  }
  return !web && (SAFE_URL_SCHEMES as readonly string[]).includes(scheme) && value.length > scheme.length;
}

const urlString = () => z.string().trim().max(SAFE_URL_MAX_LENGTH, `An address is at most ${SAFE_URL_MAX_LENGTH} characters`);

/** A trimmed, safe address. */
export const safeUrlSchema = (options: SafeUrlOptions = {}) =>
  urlString().refine((url) => isSafeUrl(url, options), safeUrlMessage(options));

/** The same, with '' meaning "no address". */
export const optionalSafeUrlSchema = (options: SafeUrlOptions = {}) =>
  urlString().refine((url) => url === '' || isSafeUrl(url, options), safeUrlMessage(options));

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A service the server calls (an identity provider, the Graph API) must use https, but http on this machine (the
 * local doubles of tests and development). True for a value that is no URL: the schema's own URL check refuses it
 * (zod 4 runs refinements after a failed check, so this must not throw).
 */
export function isHttpsOrLoopback(value: string): boolean {
  if (!URL.canParse(value)) return true;
  const url = new URL(value);
  return url.protocol === 'https:' || LOOPBACK_HOSTS.has(url.hostname);
}
