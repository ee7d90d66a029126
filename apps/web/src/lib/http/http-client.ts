/**
 * The one fetch client (spec §7 general rules, §8): base URL by path, bearer header, the selected
 * bifurcation on non-GET bodies, a 20 s timeout (none for uploads), accepted statuses 2xx and 412.
 * Side effects (toasts, redirects, session reset) are injected so tests can watch them.
 */
import type { ErrorBody } from '@switchboard/contracts/common/errors';
import type { SelectedBifurcation } from '@switchboard/contracts/auth/bifurcation.schemas';
import { HTTP_REDIRECT_WITH_PATHNAME, type HTTP_BUSINESS_RULE } from '@switchboard/contracts/common/constants';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { HttpError } from '@/lib/http/http-error';
import { handleFailure } from '@/lib/http/http-failure';
import { buildRequest, type RequestOptions } from '@/lib/http/http-request';

export type { RequestOptions } from '@/lib/http/http-request';

export interface HttpEffects {
  unauthorized: (message: string) => void;
  redirect: (pathname: string) => void;
  modal: (title: string, content: string) => void;
  error: (message: string) => void;
  warning: (message: string) => void;
  checkInternet: () => void;
}

export interface HttpDeps {
  fetch: typeof fetch;
  baseUrls: { users: string; main: string };
  timeoutMs: number;
  getToken: () => string | null;
  getSelectedBifurcation: () => SelectedBifurcation | null;
  effects: HttpEffects;
}

export type HttpResult<T> =
  | { ok: true; status: number; data: T; message?: string }
  | { ok: false; status: typeof HTTP_BUSINESS_RULE; message: string; body?: ErrorBody };

async function readPayload(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text };
  }
}

/** Status 800 may also arrive inside a body (errorCode or status 800 with a pathname). */
const isRedirectBody = (body: Record<string, unknown>) =>
  typeof body.pathname === 'string' && [body.errorCode, body.status].some((code) => Number(code) === HTTP_REDIRECT_WITH_PATHNAME);

export function createHttpClient(deps: HttpDeps) {
  async function request<T>(path: string, options: RequestOptions = {}): Promise<HttpResult<T>> {
    const { url, init, timeoutMs } = buildRequest(path, options, deps);
    const controller = new AbortController();
    let timedOut = false;
    const timer = timeoutMs === null ? undefined : setTimeout(() => { timedOut = true; controller.abort(); }, timeoutMs);
    const forwardAbort = () => controller.abort();
    options.signal?.addEventListener('abort', forwardAbort);
    let response: Response;
    let payload: unknown;
    try {
      response = await deps.fetch(url, { ...init, signal: controller.signal });
      payload = await readPayload(response);
    } catch {
      if (options.signal?.aborted && !timedOut) throw new HttpError({ kind: 'aborted', status: 0, message: 'Aborted', handled: false });
      const silent = options.quiet || options.passive;
      if (!options.passive) deps.effects.checkInternet();
      const message = timedOut ? TEXTS.requestTimeout : 'Network Error';
      if (!silent) (timedOut ? deps.effects.warning : deps.effects.error)(message);
      throw new HttpError({ kind: timedOut ? 'timeout' : 'network', status: 0, message, handled: !silent });
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', forwardAbort);
    }
    const envelope = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
    if (response.ok && !isRedirectBody(envelope)) {
      const message = typeof envelope.message === 'string' ? envelope.message : undefined;
      return { ok: true, status: response.status, data: envelope.data as T, ...(message ? { message } : {}) };
    }
    return handleFailure(isRedirectBody(envelope) ? HTTP_REDIRECT_WITH_PATHNAME : response.status, payload, options, deps.effects);
  }

  /** The data of a successful call; a 412 refusal (already shown) rejects with kind 'refused'. */
  async function requestData<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const result = await request<T>(path, options);
    if (!result.ok) throw new HttpError({ kind: 'refused', status: result.status, message: result.message });
    return result.data;
  }

  return { request, requestData };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
