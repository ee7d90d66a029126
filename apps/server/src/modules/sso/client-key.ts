/**
 * The console's key for private_key_jwt client authentication (RFC 7523, OIDC Core §9): checked and stored as
 * PKCS#8 when an admin saves it, turned into openid-client's client authentication when a flow needs it. With
 * Microsoft Entra ID the key's certificate is uploaded to the app registration and the assertion names it by
 * thumbprint (x5t, x5t#S256) and is addressed to the token endpoint, as Microsoft's certificate-credential
 * documentation asks.
 */
import { createHash, createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { importPKCS8 } from 'jose';
import * as client from 'openid-client';

export interface ClientKey {
  /** PKCS#8 PEM. */
  privateKey: string;
  certificate?: string | undefined;
}

/** Thrown for a key or certificate the admin should replace; the text is theirs to read. */
export class ClientKeyError extends Error {
  constructor(readonly field: 'clientPrivateKey' | 'clientCertificate', message: string) {
    super(message);
  }
}

function algOf(key: KeyObject): 'RS256' | 'ES256' | undefined {
  if (key.asymmetricKeyType === 'rsa' && (key.asymmetricKeyDetails?.modulusLength ?? 0) >= 2048) return 'RS256';
  if (key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1') return 'ES256';
  return undefined;
}

/** The key as stored (PKCS#8 PEM); refuses an encrypted, unreadable or unsupported key. */
export function normalisedKey(pem: string): string {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new ClientKeyError('clientPrivateKey', 'This private key could not be read. Paste it in PEM form, without a passphrase.');
  }
  if (!algOf(key)) throw new ClientKeyError('clientPrivateKey', 'Use an RSA key of at least 2048 bits or an EC key on P-256.');
  return key.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** The certificate, checked to belong to the key. */
export function checkedCertificate(pem: string, privateKey: string): string {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(pem);
  } catch {
    throw new ClientKeyError('clientCertificate', 'This certificate could not be read. Paste it in PEM form.');
  }
  if (!certificate.checkPrivateKey(createPrivateKey(privateKey))) {
    throw new ClientKeyError('clientCertificate', 'This certificate is not the private key’s. Paste the certificate made for that key.');
  }
  return pem;
}

/** SHA-1 thumbprint in hex, upper case: what Entra's portal lists beside an uploaded certificate. */
export const thumbprintOf = (pem: string): string => new X509Certificate(pem).fingerprint.replaceAll(':', '').toUpperCase();

/**
 * openid-client's private_key_jwt. `audience`: the token endpoint once discovery has run, for providers that want
 * it as the assertion's audience (Entra); otherwise the issuer, openid-client's default.
 */
export async function privateKeyJwt(key: ClientKey, audience: () => string | undefined): Promise<client.ClientAuth> {
  const alg = algOf(createPrivateKey(key.privateKey)) ?? 'RS256';
  const cryptoKey = await importPKCS8(key.privateKey, alg);
  const der = key.certificate ? new X509Certificate(key.certificate).raw : undefined;
  return client.PrivateKeyJwt(cryptoKey, {
    [client.modifyAssertion]: (header, payload) => {
      if (der) {
        header.x5t = createHash('sha1').update(der).digest('base64url');
        header['x5t#S256'] = createHash('sha256').update(der).digest('base64url');
      }
      const aud = audience();
      if (aud) payload.aud = aud;
    },
  });
}
