/**
 * A local OpenID provider for the tests (oidc-provider on loopback, no network): accounts the test defines,
 * two clients (one with a secret, one with a private-key JWT), refresh tokens, and the signing key, so a test
 * can mint tokens the real provider would not (a back-channel logout token, a re-signed ID token). Sign-in
 * happens without a page (the next account is chosen by the test) or, with `loginForm`, on a small login page
 * a browser journey fills in.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, exportPKCS8, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
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
  /** The second client: it authenticates with a JWT signed by this PKCS#8 key (its public half is registered). */
  keyClient: { clientId: string; privateKeyPem: string };
  /** Deleting an account is how a test disables a member at the provider: their refresh tokens stop working. */
  accounts: Map<string, IdpAccount>;
  /** The account the next interaction signs in (without `loginForm`). */
  signInAs(sub: string): void;
  /** Signs a JWT with the provider's own key. */
  sign(payload: JWTPayload): Promise<string>;
  close(): Promise<void>;
}

export interface TestIdpOptions {
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** The console's back-channel logout endpoint: the provider posts a logout token there when a member signs out at it. */
  backchannelLogoutUri: string;
  /** A login page asks for the account (a browser journey); otherwise signInAs chooses it. */
  loginForm?: boolean;
  port?: number;
}

const KID = 'test-key';
export const IDP_PAGE_TITLE = 'Contoso sign-in';
export const IDP_SIGN_OUT_TITLE = 'Contoso sign-out';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The provider's own login page: one field and a button, light and plain like any provider's. */
function loginPage(response: ServerResponse, action: string, error?: string): void {
  response.writeHead(error ? 401 : 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${IDP_PAGE_TITLE}</title>
<meta name="viewport" content="width=device-width"></head><body style="font-family:sans-serif;max-width:360px;margin:48px auto">
<h1>${IDP_PAGE_TITLE}</h1>${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="${escape(action)}"><label>Username <input name="login" autocomplete="username" required></label>
<button type="submit">Sign in</button></form></body></html>`);
}

/**
 * RP-initiated logout's confirmation (oidc-provider's end_session renders it and ends the session when the form is
 * posted with logout=yes); the default page loads a web font, and the tests use no network.
 */
async function logoutPage(ctx: { body?: unknown }, form: string): Promise<void> {
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${IDP_SIGN_OUT_TITLE}</title>
<meta name="viewport" content="width=device-width"></head><body style="font-family:sans-serif;max-width:360px;margin:48px auto">
<h1>${IDP_SIGN_OUT_TITLE}</h1><p>Sign out of Contoso?</p>${form}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
<button type="submit" form="op.logoutForm">No, stay signed in</button></body></html>`;
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startTestIdp({ redirectUri, postLogoutRedirectUri, backchannelLogoutUri, loginForm = false, port = 0 }: TestIdpOptions): Promise<TestIdp> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const clientKeys = await generateKeyPair('RS256', { extractable: true });
  const clientJwk = { ...(await exportJWK(clientKeys.publicKey)), kid: 'client-key', alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, IdpAccount>();
  let next: string | undefined;
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'switchboard-test';
  const clientSecret = 'test-client-secret-of-enough-length';
  const keyClientId = 'switchboard-test-key';
  const common = {
    redirect_uris: [redirectUri], post_logout_redirect_uris: [postLogoutRedirectUri], grant_types: ['authorization_code', 'refresh_token'],
    // The ID token carries the provider's session id (sid), and the logout token names it, as Entra's and Okta's do.
    backchannel_logout_uri: backchannelLogoutUri, backchannel_logout_session_required: true,
  };
  const provider = new Provider(issuer, {
    clients: [
      { ...common, client_id: clientId, client_secret: clientSecret, token_endpoint_auth_method: 'client_secret_post' },
      { ...common, client_id: keyClientId, token_endpoint_auth_method: 'private_key_jwt', jwks: { keys: [clientJwk] } },
    ],
    adapter: MemoryAdapter,
    // Explicit lifetimes: the defaults print a notice each time they are used.
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600, RefreshToken: 3600 },
    jwks: { keys: [jwk] },
    cookies: { keys: ['switchboard-test-cookie-key'] },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile', 'offline_access'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'groups'] },
    // The ID token carries the scopes' claims (as Entra's does), not only the userinfo endpoint.
    conformIdTokenClaims: false,
    // A refresh token at every sign-in, as Entra gives one for offline_access (oidc-provider would also want
    // prompt=consent, which no relying party sends at each sign-in).
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) => client.grantTypeAllowed('refresh_token'),
    // Each refresh answers a new refresh token and spends the old one, as Entra does.
    rotateRefreshToken: () => true,
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true, logoutSource: logoutPage }, backchannelLogout: { enabled: true } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, id) => {
      const account = accounts.get(id);
      return account && { accountId: id, claims: async () => ({ ...account }) };
    },
    // Consent is implied: the tests are about the relying party, not the provider's screens.
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      const grantClientId = ctx.oidc.client?.clientId;
      if (!accountId || !grantClientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: grantClientId, accountId });
      grant.addOIDCScope('openid email profile offline_access');
      await grant.save();
      return grant;
    },
  });
  // oidc-provider reports expected client errors as events; the tests assert the relying party's answers instead.
  provider.on('server_error', () => undefined);
  // The API tests' console (http://console.test) cannot be reached: a back-channel call to it fails by design.
  provider.on('backchannel.error', () => undefined);
  const handle = provider.callback();
  const finish = (request: IncomingMessage, response: ServerResponse, accountId: string) =>
    provider.interactionFinished(request, response, { login: { accountId } }, { mergeWithLastSubmission: false });
  const interact = async (request: IncomingMessage, response: ServerResponse) => {
    await provider.interactionDetails(request, response);
    if (!loginForm) return finish(request, response, next ?? 'nobody');
    if (request.method !== 'POST') return loginPage(response, request.url ?? '/');
    const login = (await formOf(request)).get('login') ?? '';
    return accounts.has(login) ? finish(request, response, login) : loginPage(response, request.url ?? '/', 'There is no account with that username.');
  };
  server.on('request', (request, response) => {
    if (!request.url?.startsWith('/interaction/')) return handle(request, response);
    void interact(request, response).catch(() => {
      response.statusCode = 400;
      response.end('interaction failed');
    });
  });
  return {
    issuer, clientId, clientSecret, accounts,
    keyClient: { clientId: keyClientId, privateKeyPem: await exportPKCS8(clientKeys.privateKey) },
    signInAs: (sub) => { next = sub; },
    sign: (payload) => new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: KID }).sign(privateKey),
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
