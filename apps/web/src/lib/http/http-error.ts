/** A failed call. `handled` means the user was already told (toast, modal, redirect). */
import { errorBodySchema, type ErrorBody } from '@switchboard/contracts/common/errors';

export type HttpErrorKind = 'http' | 'refused' | 'unauthorized' | 'redirect' | 'network' | 'timeout' | 'aborted';

export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  readonly status: number;
  readonly body: ErrorBody | null;
  readonly handled: boolean;

  constructor(init: { kind: HttpErrorKind; status: number; message: string; body?: ErrorBody | null; handled?: boolean }) {
    super(init.message);
    this.name = 'HttpError';
    this.kind = init.kind;
    this.status = init.status;
    this.body = init.body ?? null;
    this.handled = init.handled ?? true;
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

/** Reads an error body loosely: any object with a string message. */
export function toErrorBody(payload: unknown, fallback: string): ErrorBody {
  const raw = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const body: ErrorBody = { message: text(raw.message) ?? fallback };
  const title = text(raw.title);
  const content = text(raw.content);
  const pathname = text(raw.pathname);
  const field = text(raw.field);
  if (title) body.title = title;
  if (content) body.content = content;
  if (pathname) body.pathname = pathname;
  if (field) body.field = field;
  // The publish gate's refusal names its run and failing cases (kept only when well-formed).
  const testRun = errorBodySchema.shape.testRun.safeParse(raw.testRun);
  if (testRun.success && testRun.data) body.testRun = testRun.data;
  if (typeof raw.errorCode === 'number' || typeof raw.errorCode === 'string') body.errorCode = raw.errorCode;
  return body;
}
