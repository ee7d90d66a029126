/**
 * The relying party's side of OIDC through openid-client: discovery (cached), the authorization URL with
 * PKCE, state and nonce, and the code exchange with the ID token's checks (signature, issuer, audience,
 * expiry, nonce). Microsoft Entra's presets live here too.
 */
import { createHash } from 'node:crypto';
import * as client from 'openid-client';
import type { SsoConnection } from '@switchboard/contracts/auth/sso.schemas';
import { privateKeyJwt, type ClientKey } from './client-key';

const ENTRA = 'https://login.microsoftonline.com';
/** The tenant of personal Microsoft accounts (Microsoft identity platform docs, "tid" claim). */
export const MICROSOFT_CONSUMER_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';
const DISCOVERY_TTL_MS = 10 * 60_000;
/** Seconds: an unreachable provider answers the member quickly instead of after the default 30 s. */
const TIMEOUT_S = 10;

/** The discovery base of a connection: the Entra presets derive it from the tenant. */
export function issuerOf(connection: SsoConnection): string {
  switch (connection.preset) {
    case 'entra-single': return `${ENTRA}/${connection.tenantId ?? ''}/v2.0`;
    case 'entra-multi': return `${ENTRA}/organizations/v2.0`;
    case 'entra-personal': return `${ENTRA}/common/v2.0`;
    case 'oidc': return connection.issuer ?? '';
  }
}

export interface ClientSettings {
  issuer: string;
  clientId: string;
  clientSecret?: string | undefined;
  /** private_key_jwt instead of the secret. */
  clientKey?: ClientKey | undefined;
  /** Microsoft Entra ID: the client assertion is addressed to the token endpoint. */
  entra?: boolean | undefined;
}

/** Everything that makes two settings different clients (the key material hashed, not kept as a map key). */
const cacheKeyOf = (settings: ClientSettings) => createHash('sha256')
  .update(JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret ?? '', settings.clientKey ?? null, !!settings.entra])).digest('hex');

async function clientAuthOf(settings: ClientSettings, tokenEndpoint: () => string | undefined): Promise<client.ClientAuth> {
  if (settings.clientKey) return privateKeyJwt(settings.clientKey, () => (settings.entra ? tokenEndpoint() : undefined));
  return settings.clientSecret ? client.ClientSecretPost(settings.clientSecret) : client.None();
}

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

export class OidcClients {
  private readonly cache = new Map<string, { config: client.Configuration; until: number }>();

  /** `fetchImpl`: tests swap the transport to alter the provider's answers (a tampered or re-signed ID token). */
  constructor(private readonly fetchImpl?: client.CustomFetch) {}

  async configuration(settings: ClientSettings): Promise<client.Configuration> {
    const key = cacheKeyOf(settings);
    const cached = this.cache.get(key);
    if (cached && cached.until > Date.now()) return cached.config;
    const server = new URL(settings.issuer);
    // The assertion's audience (Entra) is the token endpoint, known once discovery has answered.
    const discovered: { config?: client.Configuration } = {};
    const auth = await clientAuthOf(settings, () => discovered.config?.serverMetadata().token_endpoint);
    const config = await client.discovery(server, settings.clientId, undefined, auth, {
      timeout: TIMEOUT_S,
      // Plain http only for a provider on this machine (tests, development); anything else must be https.
      ...(server.protocol === 'http:' && isLoopback(server) ? { execute: [client.allowInsecureRequests] } : {}),
      ...(this.fetchImpl ? { [client.customFetch]: this.fetchImpl } : {}),
    });
    // OIDC lets a client trust an ID token from the token endpoint on TLS alone (Core §3.1.3.7) and openid-client
    // then skips its signature; we check it against the provider's keys anyway, so a proxy or a misrouted
    // token endpoint cannot hand us a forged identity.
    client.enableNonRepudiationChecks(config);
    discovered.config = config;
    this.cache.set(key, { config, until: Date.now() + DISCOVERY_TTL_MS });
    return config;
  }

  async authorizationUrl(settings: ClientSettings, redirectUri: string) {
    const config = await this.configuration(settings);
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    // offline_access (a refresh token, for the access check) only where the provider offers it: some refuse unknown scopes.
    const offline = config.serverMetadata().scopes_supported?.includes('offline_access') ? ' offline_access' : '';
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: `openid email profile${offline}`,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  /** Finishes the flow at the callback; throws openid-client's errors (sso-errors.ts turns them into texts). */
  async exchange(settings: ClientSettings, callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }) {
    const config = await this.configuration(settings);
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier, expectedState: checks.state, expectedNonce: checks.nonce, idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    return { claims, idToken: tokens.id_token, refreshToken: tokens.refresh_token };
  }

  /** A refresh at the token endpoint; answers the new refresh token when the provider rotates it. Throws its refusal. */
  async refresh(settings: ClientSettings, refreshToken: string): Promise<string | undefined> {
    const tokens = await client.refreshTokenGrant(await this.configuration(settings), refreshToken);
    return tokens.refresh_token;
  }

  /**
   * RP-initiated logout: the provider's end-session URL, when it has one. The ID token of the sign-in is the hint
   * (RP-Initiated Logout 1.0 §2: it names the session to end, and lets the provider skip asking "which account?").
   */
  async endSessionUrl(settings: ClientSettings, postLogoutRedirectUri: string, idTokenHint: string | undefined): Promise<string | undefined> {
    const config = await this.configuration(settings);
    if (!config.serverMetadata().end_session_endpoint) return undefined;
    return client.buildEndSessionUrl(config, {
      client_id: settings.clientId, post_logout_redirect_uri: postLogoutRedirectUri, ...(idTokenHint ? { id_token_hint: idTokenHint } : {}),
    }).href;
  }

  /** "Test connection": discovery and the signing keys, fetched now (not from the cache). */
  async test(settings: ClientSettings) {
    this.cache.delete(cacheKeyOf(settings));
    const config = await this.configuration(settings);
    const metadata = config.serverMetadata();
    if (!metadata.jwks_uri) throw new Error('the provider publishes no jwks_uri');
    const fetcher = this.fetchImpl ?? fetch;
    const response = await fetcher(metadata.jwks_uri, { method: 'GET', body: undefined, headers: { accept: 'application/json' }, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_S * 1000) });
    if (!response.ok) throw new Error(`the provider's keys answered ${response.status}`);
    const jwks = (await response.json()) as { keys?: unknown[] };
    return {
      issuer: metadata.issuer, keys: jwks.keys?.length ?? 0,
      endSession: !!metadata.end_session_endpoint, backchannelLogout: metadata.backchannel_logout_supported === true,
    };
  }
}
