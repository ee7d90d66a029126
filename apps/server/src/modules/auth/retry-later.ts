/** A refusal that says when to try again: the route sends it as Retry-After (whole seconds). */
import { ERROR_CODES } from '@switchboard/contracts/common/errors';
import { HttpError } from '@/plugins/http-errors';

export class RetryLater extends HttpError {
  constructor(
    statusCode: 429 | 503,
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(statusCode, message, { errorCode: ERROR_CODES.rateLimited });
  }

  get retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.retryAfterMs / 1000));
  }
}

/** "1 second", "45 seconds", "2 minutes": rounded up, so the member never retries too early. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
