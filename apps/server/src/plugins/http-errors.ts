/**
 * Errors with a real HTTP status and the body of contracts' errorBodySchema. Services throw these;
 * the error handler turns them into `{ message, title?, content?, errorCode?, field? }`.
 */
import { ERROR_CODES, type ErrorBody } from '@switchboard/contracts/common/errors';

type Extra = Omit<ErrorBody, 'message'>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Extra = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return { message: this.message, ...this.extra };
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, message, field === undefined ? { errorCode: ERROR_CODES.validation } : { errorCode: ERROR_CODES.validation, field });
export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, message, { errorCode: ERROR_CODES.unauthenticated });
export const forbidden = (message: string) => new HttpError(403, message, { errorCode: ERROR_CODES.forbidden });
export const notFound = (message: string) => new HttpError(404, message, { errorCode: ERROR_CODES.notFound });
export const conflict = (message: string, field?: string) =>
  new HttpError(409, message, field === undefined ? { errorCode: ERROR_CODES.conflict } : { errorCode: ERROR_CODES.conflict, field });
/** 412: a business rule said no; the console shows the message (with title/content as a modal). */
export const businessRule = (message: string, extra: Omit<Extra, 'errorCode'> = {}) =>
  new HttpError(412, message, { errorCode: ERROR_CODES.businessRule, ...extra });
export const tooManyRequests = (message: string) => new HttpError(429, message, { errorCode: ERROR_CODES.rateLimited });
