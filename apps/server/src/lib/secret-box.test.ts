import { describe, expect, it } from 'vitest';
import { createSecretBox, isSealed, SealedSecretError } from './secret-box';

const box = createSecretBox('a-key-of-at-least-thirty-two-characters');

describe('secret box (AES-256-GCM)', () => {
  it('seals to text that holds neither the value nor the same text twice, and opens it again', () => {
    const sealed = box.seal('refresh-token-value', 'sso_identities.refresh_token:1');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('refresh-token-value');
    expect(sealed).not.toBe(box.seal('refresh-token-value', 'sso_identities.refresh_token:1'));
    expect(box.open(sealed, 'sso_identities.refresh_token:1')).toBe('refresh-token-value');
  });

  it('fails closed, saying why: another key, another row, an altered value, a value never sealed', () => {
    const sealed = box.seal('secret', 'sso_providers.client_secret:brand-1');
    const other = createSecretBox('another-key-of-at-least-thirty-two-chars');
    expect(() => other.open(sealed, 'sso_providers.client_secret:brand-1'))
      .toThrow(new SealedSecretError(`sso_providers.client_secret:brand-1 was encrypted with key ${box.keyId}, this server's ENCRYPTION_KEY is key ${other.keyId}`));
    expect(() => box.open(sealed, 'sso_providers.client_secret:brand-2')).toThrow(/does not authenticate/);
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(() => box.open(altered, 'sso_providers.client_secret:brand-1')).toThrow(SealedSecretError);
    expect(() => box.open('secret', 'sso_providers.client_secret:brand-1')).toThrow(/stored unencrypted/);
  });
});
