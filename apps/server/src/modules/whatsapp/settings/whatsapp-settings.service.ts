/**
 * Members › Configuration › WhatsApp (admins): the brand's own number. The access token and app secret are sealed
 * before they are stored and never answered (only whether they are set); a save without them keeps the stored ones.
 */
import { WHATSAPP_WEBHOOK_PATH } from '@switchboard/contracts/whatsapp/whatsapp.webhook';
import {
  WHATSAPP_SETTINGS_TEXTS, type WhatsAppConnection, type WhatsAppSettingsInput, type WhatsAppSettingsView, type WhatsAppTestResult,
} from '@switchboard/contracts/whatsapp/whatsapp.settings';
import type { Database } from '@/db/client';
import type { WaSettingsRow } from '@/db/schema/whatsapp-settings';
import { SealedSecretError, type SecretBox } from '@/lib/secret-box';
import type { AuthContext } from '@/plugins/auth';
import { badRequest, businessRule, conflict, notFound } from '@/plugins/http-errors';
import { recordAudit } from '@/modules/audit/audit.repository';
import { isUniqueViolation } from '@/modules/bot-builder/bot-builder.errors';
import { GraphClient, GraphError } from '../graph-client';
import { WA_SEALED_AT, type WhatsAppAccounts } from './whatsapp-accounts';
import { deleteSettings, findSettings, findSettingsOfNumber, saveSettings } from './whatsapp-settings.repository';

/** What the audit keeps of a brand's settings: never a secret, only whether one is set. */
const auditedOf = (row: WaSettingsRow | undefined) =>
  row ? { graphUrl: row.graphUrl, phoneNumberId: row.phoneNumberId, appId: row.appId, verifyTokenSet: true, accessTokenSet: true, appSecretSet: true } : null;

export class WhatsAppSettingsService {
  constructor(private readonly deps: {
    db: Database; box: SecretBox; accounts: WhatsAppAccounts; publicUrl: string;
    /** A brand's number was saved (the broadcast runner starts if nothing ran it yet). */
    onSaved?: () => void;
  }) {}

  async get(brandId: string): Promise<WhatsAppSettingsView> {
    const webhookUrl = `${this.deps.publicUrl}${WHATSAPP_WEBHOOK_PATH}`;
    const row = await findSettings(this.deps.db, brandId);
    if (row) {
      return {
        source: 'brand', graphUrl: row.graphUrl, phoneNumberId: row.phoneNumberId, appId: row.appId ?? '', verifyToken: row.verifyToken,
        accessTokenSet: true, appSecretSet: true, webhookUrl,
      };
    }
    const env = this.deps.accounts.deployment;
    return env
      ? { source: 'environment', graphUrl: env.graphUrl, phoneNumberId: env.phoneNumberId, appId: env.appId ?? '', verifyToken: '', accessTokenSet: true, appSecretSet: true, webhookUrl }
      : { source: 'none', graphUrl: '', phoneNumberId: '', appId: '', verifyToken: '', accessTokenSet: false, appSecretSet: false, webhookUrl };
  }

  async update(auth: AuthContext, input: WhatsAppSettingsInput) {
    const brandId = auth.principal.brand.id;
    const { box, db } = this.deps;
    await db.transaction(async (tx) => {
      const before = await findSettings(tx, brandId);
      if (!before && !input.accessToken) throw badRequest(WHATSAPP_SETTINGS_TEXTS.tokenRequired, 'accessToken');
      if (!before && !input.appSecret) throw badRequest(WHATSAPP_SETTINGS_TEXTS.secretRequired, 'appSecret');
      const holder = await findSettingsOfNumber(tx, input.phoneNumberId);
      if (holder && holder.brandId !== brandId) throw conflict(WHATSAPP_SETTINGS_TEXTS.numberTaken, 'phoneNumberId');
      await saveSettings(tx, {
        brandId, graphUrl: input.graphUrl, phoneNumberId: input.phoneNumberId, appId: input.appId ?? null, verifyToken: input.verifyToken,
        // Sealed with the server's key and bound to this brand's row; a field left out keeps what is stored (sealed).
        accessToken: input.accessToken ? box.seal(input.accessToken, WA_SEALED_AT.accessToken(brandId)) : before!.accessToken,
        appSecret: input.appSecret ? box.seal(input.appSecret, WA_SEALED_AT.appSecret(brandId)) : before!.appSecret,
      });
      await recordAudit(tx, {
        brandId, actor: actorOf(auth), entity: 'configuration', entityId: 'whatsapp', action: 'whatsapp', before: auditedOf(before),
        after: {
          graphUrl: input.graphUrl, phoneNumberId: input.phoneNumberId, appId: input.appId ?? null, verifyTokenChanged: input.verifyToken !== before?.verifyToken,
          accessTokenChanged: input.accessToken !== undefined, appSecretChanged: input.appSecret !== undefined,
        },
      });
    }).catch((error: unknown) => {
      // Two brands saving the same number at once: the unique index decides, answered like the check above.
      if (isUniqueViolation(error)) throw conflict(WHATSAPP_SETTINGS_TEXTS.numberTaken, 'phoneNumberId');
      throw error;
    });
    this.deps.accounts.invalidate();
    this.deps.onSaved?.();
    return { data: await this.get(brandId), message: WHATSAPP_SETTINGS_TEXTS.saved };
  }

  /** The brand goes back to the deployment's number (or none). */
  async remove(auth: AuthContext) {
    const brandId = auth.principal.brand.id;
    await this.deps.db.transaction(async (tx) => {
      const before = await findSettings(tx, brandId);
      if (!before || !(await deleteSettings(tx, brandId))) throw notFound(WHATSAPP_SETTINGS_TEXTS.notSaved);
      await recordAudit(tx, { brandId, actor: actorOf(auth), entity: 'configuration', entityId: 'whatsapp', action: 'whatsapp', before: auditedOf(before), after: null });
    });
    this.deps.accounts.invalidate();
    return { data: await this.get(brandId), message: WHATSAPP_SETTINGS_TEXTS.removed };
  }

  /** Asks the Graph API for the number with the typed token, else the brand's stored one; a refusal is 412 with the API's words. */
  async test(brandId: string, input: WhatsAppConnection): Promise<WhatsAppTestResult> {
    const accessToken = input.accessToken ?? (await this.storedToken(brandId));
    try {
      const number = await new GraphClient({ graphUrl: input.graphUrl, phoneNumberId: input.phoneNumberId, accessToken }).phoneNumber();
      return { displayPhoneNumber: number.display_phone_number, verifiedName: number.verified_name ?? null, qualityRating: number.quality_rating ?? null };
    } catch (error) {
      if (error instanceof GraphError) throw businessRule(`WhatsApp refused the connection: ${error.message}`);
      if (error instanceof Error && (error.name === 'TimeoutError' || error instanceof TypeError)) {
        throw businessRule('The Graph API could not be reached at this URL.');
      }
      throw error;
    }
  }

  private async storedToken(brandId: string): Promise<string> {
    const row = await findSettings(this.deps.db, brandId);
    if (!row) throw badRequest(WHATSAPP_SETTINGS_TEXTS.tokenRequired, 'accessToken');
    try {
      return this.deps.box.open(row.accessToken, WA_SEALED_AT.accessToken(brandId));
    } catch (error) {
      if (error instanceof SealedSecretError) throw businessRule(WHATSAPP_SETTINGS_TEXTS.unreadable);
      throw error;
    }
  }
}

const actorOf = (auth: AuthContext) => ({ id: auth.principal.userId, name: `${auth.principal.firstName} ${auth.principal.lastName}`.trim() });
