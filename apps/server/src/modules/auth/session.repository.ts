/** Sessions (one per issued token) and their revocation. */
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { sessions, type SessionEndReason } from '@/db/schema/sessions';

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
}

export async function findSession(db: Executor, sessionId: string) {
  const [row] = await db
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row;
}

export async function revokeSession(db: Executor, sessionId: string, reason: SessionEndReason) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes the member's live sessions, except `keep` when given; returns the revoked ids. */
export async function revokeUserSessions(db: Executor, userId: string, reason: SessionEndReason, keep?: string) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** Deletes sessions that expired before `before` (their SSO rows go with them); returns how many. */
export async function deleteSessionsExpiredBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db.delete(sessions).where(lt(sessions.expiresAt, before)).returning({ id: sessions.id });
  return rows.length;
}
