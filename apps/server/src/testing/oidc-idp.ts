/**
 * A local OpenID provider for the tests (oidc-provider on loopback, no network): one client, accounts the
 * test defines, sign-in without a form (the next account is chosen by the test), and the signing key, so a
 * test can mint tokens the real provider would not (a back-channel logout token, a re-signed ID token).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import Provider from 'oidc-provider';
import { MemoryAdapter } from './oidc-memory-adapter';

export interface IdpAccount {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name: string;
  family_name: string;
  groups?: string[];
}

export interface TestIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, IdpAccount>;
  /** The account the next interaction signs in. */
  signInAs(sub: string): void;
  /** Signs a JWT with the provider's own key. */
  sign(payload: JWTPayload): Promise<string>;
  close(): Promise<void>;
}

const KID = 'test-key';

export async function startTestIdp(redirectUri: string, postLogoutRedirectUri: string): Promise<TestIdp> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, IdpAccount>();
  let next: string | undefined;
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'switchboard-test';
  const clientSecret = 'test-client-secret-of-enough-length';
  const provider = new Provider(issuer, {
    clients: [{
      client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], post_logout_redirect_uris: [postLogoutRedirectUri],
      token_endpoint_auth_method: 'client_secret_post',
    }],
    adapter: MemoryAdapter,
    // Explicit lifetimes: the defaults print a notice each time they are used.
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    jwks: { keys: [jwk] },
    cookies: { keys: ['switchboard-test-cookie-key'] },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'groups'] },
    // The ID token carries the scopes' claims (as Entra's does), not only the userinfo endpoint.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true }, backchannelLogout: { enabled: true } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, id) => {
      const account = accounts.get(id);
      return account && { accountId: id, claims: async () => ({ ...account }) };
    },
    // Consent is implied: the tests are about the relying party, not the provider's screens.
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  // oidc-provider reports expected client errors as events; the tests assert the relying party's answers instead.
  provider.on('server_error', () => undefined);
  const handle = provider.callback();
  server.on('request', (request, response) => {
    if (!request.url?.startsWith('/interaction/')) return handle(request, response);
    void provider.interactionDetails(request, response)
      .then(() => provider.interactionFinished(request, response, { login: { accountId: next ?? 'nobody' } }, { mergeWithLastSubmission: false }))
      .catch(() => {
        response.statusCode = 400;
        response.end('interaction failed');
      });
  });
  return {
    issuer, clientId, clientSecret, accounts,
    signInAs: (sub) => { next = sub; },
    sign: (payload) => new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: KID }).sign(privateKey),
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
