/**
 * A log row PostgreSQL takes, whatever the call carried (issue 27): a NUL character makes a text column refuse the
 * row, and with it the whole batch of up to 200 calls, and a lone surrogate is not text, so both become U+FFFD.
 * Paths and URLs (an outbound URL can be any length), methods and the conversation's ids are capped; bodies and
 * errors are already capped by the redaction.
 */
import { withoutLoneSurrogates } from '@switchboard/contracts/common/safe-text';
import type { NewApiLogRow } from '@/db/schema/api-logs';

export const API_LOG_LIMITS = { path: 2_048, method: 16, id: 100 } as const;

const NUL = String.fromCharCode(0);
const CUT = '…';

/** Cut first, then cleaned: a cut through an emoji's surrogate pair leaves a lone half, which becomes U+FFFD too. */
export function storableText(text: string, max = Number.POSITIVE_INFINITY): string {
  const cut = text.length > max ? `${text.slice(0, max - CUT.length)}${CUT}` : text;
  return withoutLoneSurrogates(cut).replaceAll(NUL, '\uFFFD');
}

const optional = (text: string | null | undefined, max?: number) => (text === null || text === undefined ? null : storableText(text, max));

export function storableRow(row: NewApiLogRow): NewApiLogRow {
  return {
    ...row,
    method: storableText(row.method, API_LOG_LIMITS.method),
    path: storableText(row.path, API_LOG_LIMITS.path),
    actorId: optional(row.actorId, API_LOG_LIMITS.id),
    actorName: optional(row.actorName),
    requestId: optional(row.requestId, API_LOG_LIMITS.id),
    sessionId: optional(row.sessionId, API_LOG_LIMITS.id),
    chatlogId: optional(row.chatlogId, API_LOG_LIMITS.id),
    ticketId: optional(row.ticketId, API_LOG_LIMITS.id),
    requestBody: optional(row.requestBody),
    responseBody: optional(row.responseBody),
    error: optional(row.error),
  };
}
