/**
 * Session tokens: HS256 JWTs (jose) carrying the member id (sub) and the session id (jti). The key
 * is JWT_SECRET, else a secret generated once and kept in app_secrets so every instance agrees.
 */
import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '@/db/client';
import { appSecrets } from '@/db/schema/app-secrets';

const ISSUER = 'switchboard';
const AUDIENCE = 'switchboard-console';
const SECRET_NAME = 'jwt_secret';

export interface TokenClaims {
  userId: string;
  sessionId: string;
  /** Expiry, epoch milliseconds. */
  expiresAt: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** Null for anything not signed by us, malformed or expired. */
  verify(token: string): Promise<TokenClaims | null>;
}

async function storedSecret(db: Database): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error('The JWT secret could not be stored');
  return row.value;
}

export async function createTokenService(db: Database, configuredSecret: string | undefined): Promise<TokenService> {
  const key: KeyObject = createSecretKey(Buffer.from(configuredSecret ?? (await storedSecret(db)), 'utf8'));
  return {
    sign: (claims) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(claims.userId)
        .setJti(claims.sessionId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(claims.expiresAt / 1000))
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
        if (!payload.sub || !payload.jti || !payload.exp) return null;
        return { userId: payload.sub, sessionId: payload.jti, expiresAt: payload.exp * 1000 };
      } catch {
        return null;
      }
    },
  };
}
