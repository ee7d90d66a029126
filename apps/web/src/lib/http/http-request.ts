/** Builds the fetch call: URL with base and query, headers, JSON or multipart body, timeout. */
import type { HttpDeps } from '@/lib/http/http-client';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  /** A plain object (sent as JSON) or FormData (an upload: no timeout). */
  body?: Record<string, unknown> | FormData;
  query?: Record<string, QueryValue>;
  /** Milliseconds; null for none. Defaults to 20 s, none for uploads. */
  timeoutMs?: number | null;
  /** No toast or modal on failure (401 and 800 still act). */
  quiet?: boolean;
  /** No side effect at all on failure (no toast, no 401 reset, no redirect): the caller decides. */
  passive?: boolean;
  /** Send the bearer header (default true). */
  auth?: boolean;
  signal?: AbortSignal;
}

const isAbsolute = (path: string) => /^https?:\/\//i.test(path);

export function urlFor(path: string, query: RequestOptions['query'], baseUrls: HttpDeps['baseUrls']): string {
  const base = isAbsolute(path) ? '' : path.includes('/users') ? baseUrls.users : baseUrls.main;
  const params = new URLSearchParams();
  Object.entries(query ?? {}).forEach(([key, value]) => {
    if (value !== undefined && value !== null) params.append(key, String(value));
  });
  const search = params.toString();
  return `${base}${path}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}`;
}

function bodyFor(options: RequestOptions, method: HttpMethod, deps: HttpDeps): BodyInit | undefined {
  if (method === 'GET' || options.body === undefined) return undefined;
  const selected = deps.getSelectedBifurcation();
  const withSelection = selected && Object.keys(selected).length > 0 ? selected : null;
  if (options.body instanceof FormData) {
    if (withSelection && !options.body.has('selectedBifurcation')) {
      options.body.append('selectedBifurcation', JSON.stringify(withSelection));
    }
    return options.body;
  }
  const body = withSelection && !('selectedBifurcation' in options.body)
    ? { ...options.body, selectedBifurcation: withSelection }
    : options.body;
  return JSON.stringify(body);
}

export function buildRequest(path: string, options: RequestOptions, deps: HttpDeps) {
  const method = options.method ?? 'GET';
  const isUpload = options.body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.auth === false ? null : deps.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const body = bodyFor(options, method, deps);
  if (body !== undefined && !isUpload) headers['Content-Type'] = 'application/json';
  const timeoutMs = options.timeoutMs !== undefined ? options.timeoutMs : isUpload ? null : deps.timeoutMs;
  const init: RequestInit = { method, headers, credentials: 'same-origin', ...(body === undefined ? {} : { body }) };
  return { url: urlFor(path, options.query, deps.baseUrls), init, timeoutMs };
}
