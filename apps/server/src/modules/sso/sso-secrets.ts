/**
 * Where single sign-on keeps secrets (all sealed with the server's key, lib/secret-box.ts), each bound to its
 * column and row; and the start-up step that seals the values stored before they were sealed (migration 0047's
 * data half: SQL cannot reach the key).
 */
import { and, eq, isNotNull, notLike } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { ssoIdentities, ssoProviders } from '@/db/schema/sso';
import { isSealed, type SecretBox } from '@/lib/secret-box';

export const SEALED_AT = {
  clientSecret: (brandId: string) => `sso_providers.client_secret:${brandId}`,
  clientPrivateKey: (brandId: string) => `sso_providers.client_private_key:${brandId}`,
  refreshToken: (identityId: string) => `sso_identities.refresh_token:${identityId}`,
  handoffIdToken: (tokenHash: string) => `sso_handoffs.id_token:${tokenHash}`,
  sessionIdToken: (sessionId: string) => `sso_sessions.id_token:${sessionId}`,
} as const;

/** LIKE pattern of a sealed value (secret-box's prefix). */
const SEALED_PATTERN = 'sealed:v1:%';

/**
 * Seals the client secrets, private keys and refresh tokens still stored in plain text. Each row is replaced only if
 * it still holds the plain value, so instances starting together do it once between them.
 */
export async function sealStoredSsoSecrets(db: Executor, box: SecretBox): Promise<number> {
  let sealed = 0;
  const providers = await db.select({ brandId: ssoProviders.brandId, clientSecret: ssoProviders.clientSecret, clientPrivateKey: ssoProviders.clientPrivateKey })
    .from(ssoProviders);
  for (const row of providers) {
    if (row.clientSecret && !isSealed(row.clientSecret)) {
      await db.update(ssoProviders).set({ clientSecret: box.seal(row.clientSecret, SEALED_AT.clientSecret(row.brandId)) })
        .where(and(eq(ssoProviders.brandId, row.brandId), eq(ssoProviders.clientSecret, row.clientSecret)));
      sealed += 1;
    }
    if (row.clientPrivateKey && !isSealed(row.clientPrivateKey)) {
      await db.update(ssoProviders).set({ clientPrivateKey: box.seal(row.clientPrivateKey, SEALED_AT.clientPrivateKey(row.brandId)) })
        .where(and(eq(ssoProviders.brandId, row.brandId), eq(ssoProviders.clientPrivateKey, row.clientPrivateKey)));
      sealed += 1;
    }
  }
  const identities = await db.select({ id: ssoIdentities.id, refreshToken: ssoIdentities.refreshToken }).from(ssoIdentities)
    .where(and(isNotNull(ssoIdentities.refreshToken), notLike(ssoIdentities.refreshToken, SEALED_PATTERN)));
  for (const row of identities) {
    if (!row.refreshToken) continue;
    await db.update(ssoIdentities).set({ refreshToken: box.seal(row.refreshToken, SEALED_AT.refreshToken(row.id)) })
      .where(and(eq(ssoIdentities.id, row.id), eq(ssoIdentities.refreshToken, row.refreshToken)));
    sealed += 1;
  }
  return sealed;
}
