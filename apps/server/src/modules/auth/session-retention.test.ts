/** Expired sessions (with their single sign-on rows) and mailed links go a week after they expire; live and recently expired ones stay. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { linkTokens } from '@/db/schema/link-tokens';
import { sessions } from '@/db/schema/sessions';
import { ssoSessions } from '@/db/schema/sso';
import { users } from '@/db/schema/users';
import { describeEveryBackend } from '@/testing/backends';
import { insertLinkToken } from './link-token.repository';
import { insertSession } from './session.repository';
import { removeEndedSessions, SESSION_KEPT_AFTER_EXPIRY_MS } from './session-retention';

const DAY_MS = 24 * 3_600_000;

describeEveryBackend('session retention', (ctx) => {
  it('deletes sessions that expired more than a week ago, with their SSO rows, and keeps the others', async () => {
    const db = ctx.database.db;
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.brand'));
    const now = Date.now();
    const open = async (expiresAt: number) => {
      const id = randomUUID();
      await insertSession(db, { id, userId: admin!.id, expiresAt: new Date(expiresAt) });
      return id;
    };
    const [old, recent, live] = [await open(now - SESSION_KEPT_AFTER_EXPIRY_MS - DAY_MS), await open(now - DAY_MS), await open(now + DAY_MS)];
    await db.insert(ssoSessions).values({ sessionId: old, providerId: 'p', issuer: 'https://idp.test', subject: 's', sid: 'sid-1' });

    expect(await removeEndedSessions(db, now)).toEqual({ sessions: 1, links: 0 });
    const left = (await db.select({ id: sessions.id }).from(sessions)).map((row) => row.id);
    expect(left).toEqual(expect.arrayContaining([recent, live]));
    expect(left).not.toContain(old);
    expect(await db.select().from(ssoSessions).where(eq(ssoSessions.sessionId, old))).toEqual([]);
    expect(await removeEndedSessions(db, now)).toEqual({ sessions: 0, links: 0 });
  });

  it('deletes mailed links that expired more than a week ago, used or not, and keeps the others', async () => {
    const db = ctx.database.db;
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.brand'));
    const now = Date.now();
    const link = async (expiresAt: number, used: boolean) => {
      const tokenHash = randomUUID();
      await insertLinkToken(db, { userId: admin!.id, tokenHash, purpose: 'reset', expiresAt: new Date(expiresAt), usedAt: used ? new Date(expiresAt - DAY_MS) : null });
      return tokenHash;
    };
    const old = now - SESSION_KEPT_AFTER_EXPIRY_MS - DAY_MS;
    const [oldUnused, oldUsed, recent, live] = [await link(old, false), await link(old, true), await link(now - DAY_MS, true), await link(now + DAY_MS, false)];

    expect(await removeEndedSessions(db, now)).toMatchObject({ links: 2 });
    const left = (await db.select({ tokenHash: linkTokens.tokenHash }).from(linkTokens)).map((row) => row.tokenHash);
    expect(left).toEqual(expect.arrayContaining([recent, live]));
    expect(left).not.toContain(oldUnused);
    expect(left).not.toContain(oldUsed);
  });
});
