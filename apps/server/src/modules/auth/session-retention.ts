/**
 * Expired sessions are deleted a week after they expire (with their single sign-on rows: the provider's sid and the
 * sealed ID token), once an hour: a token past its expiry is refused by its own claims, so the row only served the
 * session's last week of history. Mailed links (password reset, activation) go the same way: an expired link is
 * refused whatever its row says. Plain DELETEs by age, so several instances running them at once is harmless.
 * (Sign-in throttle counters prune themselves: login-throttle.ts.)
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client';
import { deleteLinkTokensExpiredBefore } from './link-token.repository';
import { deleteSessionsExpiredBefore } from './session.repository';

export const SESSION_KEPT_AFTER_EXPIRY_MS = 7 * 24 * 3_600_000;
const EVERY_MS = 3_600_000;
const FIRST_AFTER_MS = 60_000;

/** Deletes the sessions and mailed links that expired more than a week before `now`; returns how many of each. */
export async function removeEndedSessions(db: Database, now = Date.now()): Promise<{ sessions: number; links: number }> {
  const before = new Date(now - SESSION_KEPT_AFTER_EXPIRY_MS);
  return { sessions: await deleteSessionsExpiredBefore(db, before), links: await deleteLinkTokensExpiredBefore(db, before) };
}

/** Starts the hourly job; the returned function stops it. */
export function scheduleSessionRetention(db: Database, logger: FastifyBaseLogger): () => void {
  const sweep = () => void removeEndedSessions(db).then(
    (removed) => removed.sessions + removed.links > 0 && logger.info({ removed }, 'Expired sessions and links removed'),
    (err: unknown) => logger.warn({ err }, 'Session retention failed'),
  );
  const first = setTimeout(sweep, FIRST_AFTER_MS).unref();
  const every = setInterval(sweep, EVERY_MS).unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
