/**
 * The providers members can sign in with: each brand's own (Members › Configuration) and, for a single-brand
 * deployment, the one in OIDC_* environment variables (used by brands that have none of their own).
 */
import type { FastifyBaseLogger } from 'fastify';
import { AUTH_ROUTES } from '@switchboard/contracts/routes';
import { SSO_PATHS, type GroupRole, type SsoPreset } from '@switchboard/contracts/auth/sso.schemas';
import type { OidcEnvConfig } from '@/config/config';
import type { Executor } from '@/db/client';
import type { SsoProviderRow } from '@/db/schema/sso';
import { SealedSecretError, type SecretBox } from '@/lib/secret-box';
import { issuerOf, type ClientSettings, type OidcClients } from './oidc-client';
import { SEALED_AT } from './sso-secrets';
import { findSsoSession } from './sso-session.repository';
import { enabledProviders, findProvider, firstBrandId } from './sso.repository';

export const ENV_PROVIDER_ID = 'env';

export interface ResolvedProvider extends ClientSettings {
  /** A brand's id, or 'env'. */
  id: string;
  /** The brand whose members may sign in; the env provider serves the first brand. */
  brandId: string;
  preset: SsoPreset;
  label: string;
  allowedTenants: string[];
  groupsClaim: string;
  groupRoles: GroupRole[];
  justInTime: boolean;
  required: boolean;
  breakGlassUserIds: string[];
}

/** The brand's provider with its secrets opened; throws SealedSecretError when this server's key cannot open them. */
export function fromRow(row: SsoProviderRow, box: SecretBox): ResolvedProvider {
  const connection = { preset: row.preset, ...(row.issuer ? { issuer: row.issuer } : {}), ...(row.tenantId ? { tenantId: row.tenantId } : {}) };
  const privateKey = row.clientAuth === 'privateKeyJwt' && row.clientPrivateKey ? box.open(row.clientPrivateKey, SEALED_AT.clientPrivateKey(row.brandId)) : undefined;
  return {
    id: row.brandId, brandId: row.brandId, preset: row.preset, issuer: issuerOf(connection), clientId: row.clientId,
    clientSecret: row.clientSecret ? box.open(row.clientSecret, SEALED_AT.clientSecret(row.brandId)) : undefined, entra: row.preset !== 'oidc',
    clientKey: privateKey ? { privateKey, certificate: row.clientCertificate ?? undefined } : undefined,
    label: row.label, allowedTenants: row.allowedTenants, groupsClaim: row.groupsClaim,
    groupRoles: row.groupRoles, justInTime: row.justInTime, required: row.required, breakGlassUserIds: row.breakGlassUserIds,
  };
}

export interface SsoProvidersDeps {
  db: Executor;
  clients: OidcClients;
  env: OidcEnvConfig | undefined;
  publicUrl: string;
  box: SecretBox;
  logger: FastifyBaseLogger;
}

export class SsoProviders {
  readonly clients: OidcClients;
  readonly publicUrl: string;
  private readonly db: Executor;
  /** The brands whose unreadable secrets were logged (once per brand and stored value, not at every call). */
  private readonly reported = new Set<string>();

  constructor(private readonly deps: SsoProvidersDeps) {
    this.clients = deps.clients;
    this.publicUrl = deps.publicUrl;
    this.db = deps.db;
  }

  /** Seals and opens what single sign-on stores (the login service and the access check use it too). */
  get box(): SecretBox {
    return this.deps.box;
  }

  get redirectUri(): string {
    return `${this.publicUrl}${SSO_PATHS.callback}`;
  }

  private async envProvider(): Promise<ResolvedProvider | undefined> {
    const env = this.deps.env;
    if (!env) return undefined;
    const brandId = await firstBrandId(this.db);
    if (!brandId || (await findProvider(this.db, brandId))?.enabled) return undefined;
    return {
      id: ENV_PROVIDER_ID, brandId, preset: 'oidc', issuer: env.issuer, clientId: env.clientId, clientSecret: env.clientSecret,
      label: env.label, allowedTenants: [], groupsClaim: 'groups', groupRoles: [], justInTime: false, required: false, breakGlassUserIds: [],
    };
  }

  /**
   * Fails closed: a provider whose stored secret this server's key cannot open is not offered (its members cannot sign
   * in through it until an admin enters the secret again, or the right ENCRYPTION_KEY is back), and the log says why.
   */
  private usable(row: SsoProviderRow): ResolvedProvider | undefined {
    try {
      return fromRow(row, this.deps.box);
    } catch (error) {
      if (!(error instanceof SealedSecretError)) throw error;
      const key = `${row.brandId}:${row.clientSecret ?? ''}:${row.clientPrivateKey ?? ''}`;
      if (!this.reported.has(key)) {
        this.reported.add(key);
        this.deps.logger.error({ brandId: row.brandId, reason: error.message },
          'single sign-on is off for this brand: its stored client secret or private key cannot be decrypted (ENCRYPTION_KEY changed?); an admin must enter it again');
      }
      return undefined;
    }
  }

  async list(): Promise<ResolvedProvider[]> {
    const own = (await enabledProviders(this.db)).flatMap((row) => this.usable(row) ?? []);
    const fromEnv = await this.envProvider();
    return fromEnv ? [...own, fromEnv] : own;
  }

  async byId(id: string): Promise<ResolvedProvider | undefined> {
    return (await this.list()).find((provider) => provider.id === id);
  }

  /**
   * RP-initiated logout for a session opened through a provider: its end-session URL with the sign-in's ID token
   * as id_token_hint, coming back to the login screen. A session opened with a password has none.
   */
  async endSessionUrl(sessionId: string): Promise<string | undefined> {
    const session = await findSsoSession(this.db, sessionId);
    const provider = session && (await this.byId(session.providerId));
    if (!session || !provider) return undefined;
    let hint: string | undefined;
    try {
      hint = session.idToken ? this.deps.box.open(session.idToken, SEALED_AT.sessionIdToken(sessionId)) : undefined;
    } catch (error) {
      // Still signed out at the provider, which then asks the member which account to sign out.
      this.deps.logger.warn({ sessionId, reason: (error as Error).message }, 'single sign-on sign-out without id_token_hint: the stored ID token cannot be decrypted');
    }
    return this.clients.endSessionUrl(provider, `${this.publicUrl}${AUTH_ROUTES.login}`, hint);
  }
}
