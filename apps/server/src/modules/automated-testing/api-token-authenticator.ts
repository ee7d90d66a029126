/** The HTTP guard's Authenticator: a CI API token (its prefix tells it apart) is resolved by ApiTokensService, any other token is a member's session. */
import type { Authenticator } from '@/plugins/auth';
import { isApiToken, type ApiTokensService } from './api-tokens.service';

export function withApiTokens(sessions: Authenticator, apiTokens: ApiTokensService): Authenticator {
  return {
    // API tokens are never cached: a revoked one is refused on its next call.
    peek: (token) => (isApiToken(token) ? undefined : sessions.peek?.(token)),
    authenticate: (token) => (isApiToken(token) ? apiTokens.authenticate(token) : sessions.authenticate(token)),
  };
}
