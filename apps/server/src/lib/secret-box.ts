/**
 * Secrets at rest (issue 29): AES-256-GCM with a key derived (HKDF-SHA256) from the server's ENCRYPTION_KEY, or
 * from a key generated once and kept in app_secrets when it is unset. A sealed value is
 * `sealed:v1:<key id>:<iv>:<ciphertext+tag>` (base64url); the key id (8 hex of the key's SHA-256) names the key
 * that sealed it, so a server holding another key says so instead of "bad decrypt". Each value is bound to where
 * it lives (`context`: the column and the row), so a sealed value copied to another row does not open.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'sealed:v1:';
/** The app_secrets row holding the generated key when ENCRYPTION_KEY is unset. */
export const ENCRYPTION_KEY_SECRET = 'encryption_key';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The value cannot be opened with this server's key: fail closed, and say why. */
export class SealedSecretError extends Error {}

export interface SecretBox {
  /** 8 hex characters naming the key (not the key). */
  readonly keyId: string;
  seal(plain: string, context: string): string;
  /** The plain value; throws SealedSecretError for a value sealed with another key, altered, moved, or never sealed. */
  open(sealed: string, context: string): string;
}

export const isSealed = (value: string): boolean => value.startsWith(PREFIX);

export function createSecretBox(keyMaterial: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', Buffer.from(keyMaterial, 'utf8'), 'switchboard', 'secrets at rest v1', 32));
  const keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
  return {
    keyId,
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${PREFIX}${keyId}:${iv.toString('base64url')}:${body.toString('base64url')}`;
    },
    open(sealed, context) {
      if (!isSealed(sealed)) throw new SealedSecretError(`${context} is stored unencrypted`);
      const [sealedBy = '', iv = '', body = ''] = sealed.slice(PREFIX.length).split(':');
      if (sealedBy !== keyId) {
        throw new SealedSecretError(`${context} was encrypted with key ${sealedBy}, this server's ENCRYPTION_KEY is key ${keyId}`);
      }
      const data = Buffer.from(body, 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
        return Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        throw new SealedSecretError(`${context} does not authenticate with key ${keyId} (altered, or moved from another row)`);
      }
    },
  };
}
