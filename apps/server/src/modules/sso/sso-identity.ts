/**
 * Who the provider says signed in: the stable key (issuer + subject), the e-mail usable for a first link,
 * the groups. Microsoft Entra: the key is tid-issuer + oid (Microsoft's advice: oid/tid identify a user, not
 * e-mail or UPN), and the tenant is checked against the preset the way Microsoft documents for /common.
 */
import type { IDToken } from 'openid-client';
import { SSO_TEXTS } from '@switchboard/contracts/auth/sso.schemas';
import { MICROSOFT_CONSUMER_TENANT } from './oidc-client';
import { SsoRefusal } from './sso-errors';
import type { ResolvedProvider } from './sso-providers';

export interface SignedInIdentity {
  issuer: string;
  subject: string;
  /** Only when the provider vouches for it: the first link of an existing member. */
  verifiedEmail: string | undefined;
  firstName: string;
  lastName: string;
  groups: string[];
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

function checkTenant(provider: ResolvedProvider, tid: string | undefined): void {
  if (provider.preset === 'oidc') return;
  if (!tid) throw new SsoRefusal(SSO_TEXTS.invalidAnswer, 'Entra ID token without tid');
  // openid-client already compares iss with the {tenantid} template filled from tid; the tenant itself is ours to allow.
  if (provider.preset === 'entra-multi' && tid === MICROSOFT_CONSUMER_TENANT) throw new SsoRefusal(SSO_TEXTS.wrongTenant, 'personal account on a work-only app');
  if (provider.preset !== 'entra-single' && provider.allowedTenants.length > 0 && !provider.allowedTenants.includes(tid)) {
    throw new SsoRefusal(SSO_TEXTS.wrongTenant, `tenant ${tid} not allowed`);
  }
}

export function identityOf(provider: ResolvedProvider, claims: IDToken): SignedInIdentity {
  const tid = text(claims.tid);
  checkTenant(provider, tid);
  const entra = provider.preset !== 'oidc';
  const subject = entra ? (text(claims.oid) ?? claims.sub) : claims.sub;
  const email = text(claims.email)?.toLowerCase();
  // Entra sends no email_verified; a single tenant's own directory vouches for its addresses, other tenants only with xms_edov.
  const verified = claims.email_verified === true || (entra && (provider.preset === 'entra-single' || claims.xms_edov === true));
  const rawGroups = claims[provider.groupsClaim];
  const groups = Array.isArray(rawGroups) ? rawGroups.filter((group): group is string => typeof group === 'string').slice(0, 500) : [];
  const name = text(claims.name) ?? '';
  return {
    issuer: claims.iss, subject, verifiedEmail: verified ? email : undefined, groups,
    firstName: text(claims.given_name) ?? name.split(' ')[0] ?? '', lastName: text(claims.family_name) ?? name.split(' ').slice(1).join(' '),
  };
}

/** The first mapping whose group the member is in (the table's order is its priority), if any. */
export const mappedRole = (provider: ResolvedProvider, groups: string[]): string | undefined =>
  provider.groupRoles.find((mapping) => groups.includes(mapping.group))?.roleId;
