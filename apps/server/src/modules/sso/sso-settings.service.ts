/** Members › Configuration › Single sign-on (admins): the brand's provider, its test, the group → role preview. */
import {
  BREAK_GLASS_TEXTS, ssoSettingsInputSchema, SSO_DEFAULT_LABEL, SSO_PATHS, type SsoConnection, type SsoPreview, type SsoSettingsInput, type SsoSettingsView,
  type GroupRole, type SsoTestResult,
} from '@switchboard/contracts/auth/sso.schemas';
import type { Database } from '@/db/client';
import type { SsoProviderRow } from '@/db/schema/sso';
import type { AuthContext } from '@/plugins/auth';
import { badRequest, businessRule } from '@/plugins/http-errors';
import { recordAudit } from '@/modules/audit/audit.repository';
import { SealedSecretError } from '@/lib/secret-box';
import { breakGlassCandidates, breakGlassMembers } from './break-glass';
import { checkedCertificate, ClientKeyError, normalisedKey, thumbprintOf } from './client-key';
import { issuerOf } from './oidc-client';
import { ssoTextOf } from './sso-errors';
import type { SsoProviders } from './sso-providers';
import { SEALED_AT } from './sso-secrets';
import { brandRoles, findProvider, linkedMembers, saveProvider } from './sso.repository';

const viewOf = (row: SsoProviderRow | undefined): Omit<SsoSettingsView, 'redirectUri' | 'backchannelLogoutUri' | 'breakGlassMembers'> => {
  if (!row) {
    return { ...ssoSettingsInputSchema.parse({ enabled: false, preset: 'entra-single', clientId: '-', label: SSO_DEFAULT_LABEL }), clientId: '', clientSecretSet: false, clientKeySet: false };
  }
  return {
    enabled: row.enabled, preset: row.preset, ...(row.issuer ? { issuer: row.issuer } : {}), ...(row.tenantId ? { tenantId: row.tenantId } : {}),
    allowedTenants: row.allowedTenants, clientId: row.clientId, label: row.label, groupsClaim: row.groupsClaim, groupRoles: row.groupRoles,
    justInTime: row.justInTime, required: row.required, breakGlassUserIds: row.breakGlassUserIds, clientAuth: row.clientAuth,
    clientSecretSet: !!row.clientSecret, clientKeySet: !!row.clientPrivateKey,
    ...(row.clientCertificate ? { clientCertificateThumbprint: thumbprintOf(row.clientCertificate) } : {}),
  };
};

export class SsoSettingsService {
  constructor(private readonly db: Database, private readonly providers: SsoProviders) {}

  async get(brandId: string): Promise<SsoSettingsView> {
    const row = await findProvider(this.db, brandId);
    const members = await breakGlassMembers(this.db, row?.breakGlassUserIds ?? []);
    return {
      ...viewOf(row),
      breakGlassMembers: members.map(({ id, name, email, role, eligible }) => ({ id, name, email, role, eligible })),
      redirectUri: this.providers.redirectUri, backchannelLogoutUri: `${this.providers.publicUrl}${SSO_PATHS.backchannelLogout}`,
    };
  }

  private async checkRolesAndMembers(brandId: string, input: SsoSettingsInput): Promise<void> {
    const known = new Set((await brandRoles(this.db, brandId)).map((role) => role.id));
    if (input.groupRoles.some((mapping) => !known.has(mapping.roleId))) throw badRequest('Choose a role of this brand', 'groupRoles');
    const members = await breakGlassMembers(this.db, input.breakGlassUserIds);
    if (members.length !== input.breakGlassUserIds.length || members.some((member) => member.brandId !== brandId)) {
      throw badRequest('Choose members of this brand', 'breakGlassUserIds');
    }
    const refused = members.filter((member) => !member.eligible);
    if (refused.length > 0) {
      throw badRequest(`${BREAK_GLASS_TEXTS.notEligible} Not: ${refused.map((member) => member.name || member.email).join(', ')}.`, 'breakGlassUserIds');
    }
    if (input.required && input.breakGlassUserIds.length === 0) {
      // Without one local admin left, a provider outage would lock every member out.
      throw businessRule('Name at least one break-glass admin who keeps a password before requiring single sign-on.');
    }
  }

  async update(auth: AuthContext, input: SsoSettingsInput) {
    const brandId = auth.principal.brand.id;
    if (input.preset === 'oidc' && !input.issuer) throw badRequest('Enter the issuer URL (https://…)', 'issuer');
    if (input.preset === 'entra-single' && !input.tenantId) throw badRequest('Enter the tenant id (a GUID)', 'tenantId');
    await this.checkRolesAndMembers(brandId, input);
    await this.db.transaction(async (tx) => {
      const before = await findProvider(tx, brandId);
      const { clientSecret, clientPrivateKey, clientCertificate, ...rest } = input;
      const keys = this.keysOf(input, before);
      // Sealed with the server's key; what is stored already stays as it is.
      const box = this.providers.box;
      await saveProvider(tx, {
        brandId, ...rest, issuer: input.issuer ?? null, tenantId: input.tenantId ?? null,
        clientSecret: clientSecret ? box.seal(clientSecret, SEALED_AT.clientSecret(brandId)) : (before?.clientSecret ?? null),
        clientPrivateKey: keys.clientPrivateKey && keys.clientPrivateKey !== before?.clientPrivateKey
          ? box.seal(keys.clientPrivateKey, SEALED_AT.clientPrivateKey(brandId)) : keys.clientPrivateKey,
        clientCertificate: keys.clientCertificate,
      });
      // The audit keeps that a secret or key changed, never the secret or key (viewOf shows only that one is set).
      await recordAudit(tx, {
        brandId, actor: { id: auth.principal.userId, name: `${auth.principal.firstName} ${auth.principal.lastName}`.trim() },
        entity: 'configuration', entityId: 'sso', action: 'sso', before: before ? viewOf(before) : null,
        after: { ...rest, secretChanged: clientSecret !== undefined, keyChanged: clientPrivateKey !== undefined, certificateChanged: clientCertificate !== undefined },
      });
    });
    return { data: await this.get(brandId), message: 'Single sign-on settings saved' };
  }

  /**
   * The private key and certificate to store: the new ones checked (the key in plain text, sealed by the caller), or
   * the stored ones kept (the key as stored, sealed).
   */
  private keysOf(input: SsoSettingsInput, before: SsoProviderRow | undefined) {
    try {
      const clientPrivateKey = input.clientPrivateKey ? normalisedKey(input.clientPrivateKey) : (before?.clientPrivateKey ?? null);
      if (input.clientAuth === 'privateKeyJwt' && !clientPrivateKey) {
        throw new ClientKeyError('clientPrivateKey', 'Paste the private key the console signs its requests with.');
      }
      const certificate = input.clientCertificate === undefined ? (before?.clientCertificate ?? null) : input.clientCertificate || null;
      // A new key without a new certificate drops the old one: it belonged to the old key.
      const kept = input.clientPrivateKey && input.clientCertificate === undefined ? null : certificate;
      if (!kept || !clientPrivateKey) return { clientPrivateKey, clientCertificate: null };
      const plainKey = input.clientPrivateKey ? clientPrivateKey : this.storedKey(before);
      return { clientPrivateKey, clientCertificate: checkedCertificate(kept, plainKey) };
    } catch (error) {
      if (error instanceof ClientKeyError) throw badRequest(error.message, error.field);
      throw error;
    }
  }

  private storedKey(row: SsoProviderRow | undefined): string {
    try {
      return this.providers.box.open(row?.clientPrivateKey ?? '', SEALED_AT.clientPrivateKey(row?.brandId ?? ''));
    } catch (error) {
      if (!(error instanceof SealedSecretError)) throw error;
      throw new ClientKeyError('clientPrivateKey', 'The stored private key cannot be read with this server’s encryption key. Paste the private key again.');
    }
  }

  /** Members who may be break-glass admins, for the settings' picker. */
  breakGlassCandidates(brandId: string, search: string) {
    return breakGlassCandidates(this.db, brandId, search);
  }

  /** Discovery and keys fetched now; a failure answers 412 with the same text a member would see. */
  async test(connection: SsoConnection & { clientId?: string }): Promise<SsoTestResult> {
    try {
      return await this.providers.clients.test({ issuer: issuerOf(connection), clientId: connection.clientId ?? 'test-connection' });
    } catch (error) {
      throw businessRule(ssoTextOf(error).text);
    }
  }

  /** Who would get which role with this mapping, from the groups each linked member had at their last sign-in. */
  async preview(brandId: string, groupRoles: GroupRole[]): Promise<SsoPreview> {
    const roleNames = new Map((await brandRoles(this.db, brandId)).map((role) => [role.id, role.name]));
    const byRole = new Map<string, SsoPreview[number]>();
    const seen = new Set<string>();
    for (const member of await linkedMembers(this.db, brandId)) {
      if (seen.has(member.id)) continue;
      const mapping = groupRoles.find((candidate) => member.groups.includes(candidate.group));
      if (!mapping) continue;
      seen.add(member.id);
      const entry = byRole.get(mapping.roleId) ?? { roleId: mapping.roleId, roleName: roleNames.get(mapping.roleId) ?? 'Unknown role', members: [] };
      entry.members.push({ id: member.id, name: `${member.firstName} ${member.lastName}`.trim(), email: member.email, currentRole: member.roleName });
      byRole.set(mapping.roleId, entry);
    }
    return [...byRole.values()];
  }
}
