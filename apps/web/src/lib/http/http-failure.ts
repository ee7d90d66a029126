/**
 * Non-2xx answers (spec §7, §8): 412 resolves as a refusal whose message is shown; 401 clears the
 * session; 800 with a pathname redirects; title + content opens a modal; otherwise an error toast.
 */
import { HTTP_BUSINESS_RULE, HTTP_REDIRECT_WITH_PATHNAME } from '@switchboard/contracts/common/constants';
import type { HttpEffects, HttpResult } from '@/lib/http/http-client';
import { HttpError, toErrorBody } from '@/lib/http/http-error';
import type { RequestOptions } from '@/lib/http/http-request';


export function handleFailure<T>(status: number, payload: unknown, options: RequestOptions, effects: HttpEffects): HttpResult<T> {
  const body = toErrorBody(payload, status ? `Request failed with status ${status}` : 'Request failed');
  if (options.passive) {
    if (status === HTTP_BUSINESS_RULE) return { ok: false, status: HTTP_BUSINESS_RULE, message: body.message };
    throw new HttpError({ kind: 'http', status, message: body.message, body, handled: false });
  }
  const show = () => {
    if (options.quiet) return;
    if (body.title && body.content) effects.modal(body.title, body.content);
    else effects.error(body.message);
  };

  if (status === HTTP_BUSINESS_RULE) {
    if (!options.quiet) {
      if (body.title && body.content) effects.modal(body.title, body.content);
      else effects.warning(body.message);
    }
    return { ok: false, status: HTTP_BUSINESS_RULE, message: body.message, body };
  }
  if (body.pathname && (status === HTTP_REDIRECT_WITH_PATHNAME || Number(body.errorCode) === HTTP_REDIRECT_WITH_PATHNAME)) {
    effects.redirect(body.pathname);
    throw new HttpError({ kind: 'redirect', status, message: body.message, body });
  }
  if (status === 401) {
    effects.unauthorized(options.quiet ? '' : body.message);
    throw new HttpError({ kind: 'unauthorized', status, message: body.message, body });
  }
  show();
  throw new HttpError({ kind: 'http', status, message: body.message, body, handled: !options.quiet });
}
