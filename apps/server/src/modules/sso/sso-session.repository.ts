/** SQL for what links a console session to the provider's: the one-time handoff, then the session's sso_sessions row. */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { sessions } from '@/db/schema/sessions';
import { ssoHandoffs, ssoSessions } from '@/db/schema/sso';

/** What a session opened through the provider keeps: the provider, the ID token's iss, sub and sid, the ID token (sealed). */
export interface ProviderSession { providerId: string; issuer: string; subject: string; sid: string | null; idToken: string | null }

export async function insertHandoff(tx: Executor, value: { tokenHash: string; userId: string; expiresAt: Date } & ProviderSession): Promise<void> {
  await tx.delete(ssoHandoffs).where(lt(ssoHandoffs.expiresAt, new Date()));
  await tx.insert(ssoHandoffs).values(value);
}

/** Marks the handoff used in the same statement that checks it, so two exchanges cannot both win. */
export async function consumeHandoff(db: Executor, tokenHash: string) {
  const [row] = await db.update(ssoHandoffs).set({ usedAt: new Date() })
    .where(and(eq(ssoHandoffs.tokenHash, tokenHash), isNull(ssoHandoffs.usedAt), gt(ssoHandoffs.expiresAt, new Date())))
    .returning({
      userId: ssoHandoffs.userId, providerId: ssoHandoffs.providerId, issuer: ssoHandoffs.issuer, subject: ssoHandoffs.subject, sid: ssoHandoffs.sid,
      idToken: ssoHandoffs.idToken,
    });
  return row;
}

export async function insertSsoSession(tx: Executor, value: { sessionId: string } & ProviderSession): Promise<void> {
  await tx.insert(ssoSessions).values(value);
}

export async function findSsoSession(db: Executor, sessionId: string) {
  const [row] = await db.select().from(ssoSessions).where(eq(ssoSessions.sessionId, sessionId));
  return row;
}

/** The live console sessions opened with the provider's session `sid` (and, when the logout token names one, its `sub`). */
export async function liveSessionsOfSid(db: Executor, issuer: string, sid: string, subject: string | undefined) {
  const rows = await db.select({ sessionId: ssoSessions.sessionId, userId: sessions.userId }).from(ssoSessions)
    .innerJoin(sessions, eq(sessions.id, ssoSessions.sessionId))
    .where(and(eq(ssoSessions.issuer, issuer), eq(ssoSessions.sid, sid), subject === undefined ? undefined : eq(ssoSessions.subject, subject),
      isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
  return rows;
}

/** Members with a session opened under this sub (Entra: the token's sub, not the oid the identity is keyed by). */
export async function membersOfSubject(db: Executor, issuer: string, subject: string): Promise<string[]> {
  const rows = await db.selectDistinct({ userId: sessions.userId }).from(ssoSessions).innerJoin(sessions, eq(sessions.id, ssoSessions.sessionId))
    .where(and(eq(ssoSessions.issuer, issuer), eq(ssoSessions.subject, subject)));
  return rows.map((row) => row.userId);
}
