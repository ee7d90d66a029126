/** Meta's webhook signature: `sha256=<hex HMAC-SHA256 of the raw body with the app secret>`, compared in constant time. */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signatureOf(raw: Buffer, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
}

export function validSignature(raw: Buffer, header: string | undefined, secret: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(signatureOf(raw, secret));
  const given = Buffer.from(header.trim());
  // timingSafeEqual needs equal lengths; a length mismatch says nothing about the secret.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
