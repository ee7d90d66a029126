import { isHttpError } from '@/lib/http/http-error';
import { toast } from '@/lib/feedback/feedback';
import { reportError } from '@/lib/monitoring';

export const UNEXPECTED_ANSWER = 'The server sent an unexpected answer. Please try again.';

/** For mutation errors: the http client already told the user about its own failures; anything else is a bug. */
export function reportUnexpected(error: unknown): void {
  if (isHttpError(error)) return;
  reportError(error);
  toast.error(UNEXPECTED_ANSWER);
}
