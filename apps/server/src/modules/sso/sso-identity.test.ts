/** Who the provider says signed in, per preset: Entra's oid and tenant rules, the e-mail it vouches for, the groups. */
import type { IDToken } from 'openid-client';
import { describe, expect, it } from 'vitest';
import { SSO_TEXTS } from '@switchboard/contracts/auth/sso.schemas';
import { issuerOf, MICROSOFT_CONSUMER_TENANT } from './oidc-client';
import { identityOf } from './sso-identity';
import type { ResolvedProvider } from './sso-providers';

const TENANT = '0b1e0f3a-3c5e-4a53-9d1d-4d0e7a1c2b3f';
const OTHER = '5f0d2a9e-8c1b-4f7a-a0e3-6b2c9d1e4f70';
const provider = (preset: ResolvedProvider['preset'], allowedTenants: string[] = []): ResolvedProvider => ({
  id: 'brand', brandId: 'brand', preset, issuer: issuerOf({ preset, tenantId: TENANT, issuer: 'https://id.example.com' }), clientId: 'console',
  label: 'Sign in', allowedTenants, groupsClaim: 'groups', groupRoles: [], justInTime: false, required: false, breakGlassUserIds: [],
});
const claims = (extra: Record<string, unknown>): IDToken => ({
  iss: `https://login.microsoftonline.com/${TENANT}/v2.0`, sub: 'pairwise-sub', aud: 'console', iat: 0, exp: 0,
  email: 'Ada@Contoso.test', name: 'Ada Lovelace', groups: ['g1', 2, 'g2'], ...extra,
});
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { text?: string }).text;
  }
  return undefined;
};

describe('the identity of a sign-in', () => {
  it('derives the discovery base from the preset (Microsoft: the tenant, /organizations, /common)', () => {
    expect(issuerOf({ preset: 'entra-single', tenantId: TENANT })).toBe(`https://login.microsoftonline.com/${TENANT}/v2.0`);
    expect(issuerOf({ preset: 'entra-multi' })).toBe('https://login.microsoftonline.com/organizations/v2.0');
    expect(issuerOf({ preset: 'entra-personal' })).toBe('https://login.microsoftonline.com/common/v2.0');
    expect(issuerOf({ preset: 'oidc', issuer: 'https://id.example.com' })).toBe('https://id.example.com');
  });

  it('Entra: keyed by oid (not the pairwise sub), the single tenant vouches for its e-mail, string groups only', () => {
    expect(identityOf(provider('entra-single'), claims({ tid: TENANT, oid: 'object-id' }))).toEqual({
      issuer: `https://login.microsoftonline.com/${TENANT}/v2.0`, subject: 'object-id', verifiedEmail: 'ada@contoso.test',
      firstName: 'Ada', lastName: 'Lovelace', groups: ['g1', 'g2'],
    });
    // Another tenant's address counts only with xms_edov (the tenant verified its domain).
    expect(identityOf(provider('entra-multi'), claims({ tid: OTHER, oid: 'o' })).verifiedEmail).toBeUndefined();
    expect(identityOf(provider('entra-multi'), claims({ tid: OTHER, oid: 'o', xms_edov: true })).verifiedEmail).toBe('ada@contoso.test');
    expect(refusal(() => identityOf(provider('entra-single'), claims({ oid: 'o' })))).toBe(SSO_TEXTS.invalidAnswer);
  });

  it('Entra tenants: personal accounts only where allowed, and the allow-list when there is one', () => {
    expect(refusal(() => identityOf(provider('entra-multi'), claims({ tid: MICROSOFT_CONSUMER_TENANT, oid: 'o' })))).toBe(SSO_TEXTS.wrongTenant);
    expect(identityOf(provider('entra-personal'), claims({ tid: MICROSOFT_CONSUMER_TENANT, oid: 'o' })).subject).toBe('o');
    expect(refusal(() => identityOf(provider('entra-multi', [TENANT]), claims({ tid: OTHER, oid: 'o' })))).toBe(SSO_TEXTS.wrongTenant);
    expect(identityOf(provider('entra-multi', [TENANT]), claims({ tid: TENANT, oid: 'o' })).subject).toBe('o');
  });

  it('any OIDC provider: keyed by sub, e-mail only when email_verified', () => {
    const plain = provider('oidc');
    expect(identityOf(plain, claims({ iss: 'https://id.example.com' }))).toMatchObject({ subject: 'pairwise-sub', verifiedEmail: undefined });
    expect(identityOf(plain, claims({ iss: 'https://id.example.com', email_verified: true })).verifiedEmail).toBe('ada@contoso.test');
  });
});
