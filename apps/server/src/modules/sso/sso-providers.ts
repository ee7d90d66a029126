/**
 * The providers members can sign in with: each brand's own (Members › Configuration) and, for a single-brand
 * deployment, the one in OIDC_* environment variables (used by brands that have none of their own).
 */
import { SSO_PATHS, type GroupRole, type SsoPreset } from '@switchboard/contracts/auth/sso.schemas';
import type { OidcEnvConfig } from '@/config/config';
import type { Executor } from '@/db/client';
import type { SsoProviderRow } from '@/db/schema/sso';
import { issuerOf, type ClientSettings, type OidcClients } from './oidc-client';
import { enabledProviders, findProvider, firstBrandId, hasIdentity } from './sso.repository';

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

export function fromRow(row: SsoProviderRow): ResolvedProvider {
  const connection = { preset: row.preset, ...(row.issuer ? { issuer: row.issuer } : {}), ...(row.tenantId ? { tenantId: row.tenantId } : {}) };
  return {
    id: row.brandId, brandId: row.brandId, preset: row.preset, issuer: issuerOf(connection), clientId: row.clientId,
    clientSecret: row.clientSecret ?? undefined, entra: row.preset !== 'oidc',
    clientKey: row.clientAuth === 'privateKeyJwt' && row.clientPrivateKey ? { privateKey: row.clientPrivateKey, certificate: row.clientCertificate ?? undefined } : undefined,
    label: row.label, allowedTenants: row.allowedTenants, groupsClaim: row.groupsClaim,
    groupRoles: row.groupRoles, justInTime: row.justInTime, required: row.required, breakGlassUserIds: row.breakGlassUserIds,
  };
}

export class SsoProviders {
  constructor(
    private readonly db: Executor,
    readonly clients: OidcClients,
    private readonly env: OidcEnvConfig | undefined,
    readonly publicUrl: string,
  ) {}

  get redirectUri(): string {
    return `${this.publicUrl}${SSO_PATHS.callback}`;
  }

  private async envProvider(): Promise<ResolvedProvider | undefined> {
    if (!this.env) return undefined;
    const brandId = await firstBrandId(this.db);
    if (!brandId || (await findProvider(this.db, brandId))?.enabled) return undefined;
    return {
      id: ENV_PROVIDER_ID, brandId, preset: 'oidc', issuer: this.env.issuer, clientId: this.env.clientId, clientSecret: this.env.clientSecret,
      label: this.env.label, allowedTenants: [], groupsClaim: 'groups', groupRoles: [], justInTime: false, required: false, breakGlassUserIds: [],
    };
  }

  async list(): Promise<ResolvedProvider[]> {
    const own = (await enabledProviders(this.db)).map(fromRow);
    const fromEnv = await this.envProvider();
    return fromEnv ? [...own, fromEnv] : own;
  }

  async byId(id: string): Promise<ResolvedProvider | undefined> {
    return (await this.list()).find((provider) => provider.id === id);
  }

  /** RP-initiated logout for a member linked to a provider of their brand. */
  async endSessionUrl(userId: string, brandId: string): Promise<string | undefined> {
    if (!(await hasIdentity(this.db, userId))) return undefined;
    const provider = (await this.list()).find((candidate) => candidate.brandId === brandId);
    return provider ? this.clients.endSessionUrl(provider, `${this.publicUrl}/auth/login`) : undefined;
  }
}
