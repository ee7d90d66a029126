/**
 * Expired sessions are deleted a week after they expire (with their single sign-on rows: the provider's sid and the
 * sealed ID token), once an hour: a token past its expiry is refused by its own claims, so the row only served the
 * session's last week of history. A plain DELETE by age, so several instances running it at once is harmless.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client';
import { deleteSessionsExpiredBefore } from './session.repository';

export const SESSION_KEPT_AFTER_EXPIRY_MS = 7 * 24 * 3_600_000;
const EVERY_MS = 3_600_000;
const FIRST_AFTER_MS = 60_000;

/** Deletes what expired more than a week before `now`; returns how many. */
export function removeEndedSessions(db: Database, now = Date.now()): Promise<number> {
  return deleteSessionsExpiredBefore(db, new Date(now - SESSION_KEPT_AFTER_EXPIRY_MS));
}

/** Starts the hourly job; the returned function stops it. */
export function scheduleSessionRetention(db: Database, logger: FastifyBaseLogger): () => void {
  const sweep = () => void removeEndedSessions(db).then(
    (removed) => removed > 0 && logger.info({ removed }, 'Expired sessions removed'),
    (err: unknown) => logger.warn({ err }, 'Session retention failed'),
  );
  const first = setTimeout(sweep, FIRST_AFTER_MS).unref();
  const every = setInterval(sweep, EVERY_MS).unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
