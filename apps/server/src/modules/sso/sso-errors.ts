/** Turns what can go wrong in a single sign-on into a text the member can act on (shown by /verify-ms-auth). */
import * as client from 'openid-client';
import { SSO_TEXTS } from '@switchboard/contracts/auth/sso.schemas';

/** A refusal whose text is meant for the member as it is. */
export class SsoRefusal extends Error {
  constructor(readonly text: string, readonly reason: string) {
    super(reason);
  }
}

/** Provider errors that mean the app or the scopes were never approved (OIDC core §3.1.2.6; Entra AADSTS65001). */
const CONSENT_ERRORS = new Set(['consent_required', 'interaction_required', 'access_denied', 'unauthorized_client']);

function isNetwork(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (error instanceof Error && ['AbortError', 'TimeoutError'].includes(error.name)) return true;
  return error instanceof client.ClientError && ['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON'].includes(error.code ?? '');
}

/** Walks the cause chain: openid-client wraps oauth4webapi's errors, which carry the precise code. */
function codes(error: unknown): string[] {
  const found: string[] = [];
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') found.push(code);
  }
  return found;
}

export function ssoTextOf(error: unknown): { text: string; reason: string } {
  if (error instanceof SsoRefusal) return { text: error.text, reason: error.reason };
  if (error instanceof client.AuthorizationResponseError) {
    const reason = `provider error ${error.error}`;
    return { text: CONSENT_ERRORS.has(error.error) || /AADSTS65001/.test(error.error_description ?? '') ? SSO_TEXTS.consent : SSO_TEXTS.invalidAnswer, reason };
  }
  if (isNetwork(error)) return { text: SSO_TEXTS.unreachable, reason: 'provider unreachable' };
  const found = codes(error);
  if (found.includes('OAUTH_JWT_TIMESTAMP_CHECK_FAILED')) return { text: SSO_TEXTS.clockSkew, reason: 'ID token time check failed' };
  return { text: SSO_TEXTS.invalidAnswer, reason: error instanceof Error ? error.message : 'unverifiable answer' };
}
