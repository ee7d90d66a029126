/**
 * Session tokens: HS256 JWTs (jose) carrying the member id (sub) and the session id (jti). The key
 * is JWT_SECRET, else a secret generated once and kept in app_secrets so every instance agrees.
 */
import { createSecretKey, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '@/db/client';
import { ensureSecret } from './app-secret.repository';

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

export async function createTokenService(db: Database, configuredSecret: string | undefined): Promise<TokenService> {
  const key: KeyObject = createSecretKey(Buffer.from(configuredSecret ?? (await ensureSecret(db, SECRET_NAME)), 'utf8'));
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
