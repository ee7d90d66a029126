/**
 * Which WhatsApp number a call goes through, resolved per call: a brand's own settings (Members › Configuration,
 * secrets opened with the server's key), else the deployment's WA_* number. Webhooks name the number they are for,
 * so the app secret that must have signed them is found by it. Answers are kept a few seconds (a broadcast asks once
 * per message); a save on this instance clears them, other instances see it within the same few seconds.
 */
import type { FastifyBaseLogger } from 'fastify';
import { WHATSAPP_NOT_CONFIGURED } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import type { WhatsAppAccountConfig } from '@/config/config';
import type { Database } from '@/db/client';
import type { WaSettingsRow } from '@/db/schema/whatsapp-settings';
import { SealedSecretError, type SecretBox } from '@/lib/secret-box';
import { businessRule } from '@/plugins/http-errors';
import { GraphClient } from '../graph-client';
import { allVerifyTokens, anySettings, findSettings, findSettingsOfNumber } from './whatsapp-settings.repository';

/** Where each secret is sealed: bound to its column and the brand's row (a value copied to another brand does not open). */
export const WA_SEALED_AT = {
  accessToken: (brandId: string) => `wa_settings.access_token:${brandId}`,
  appSecret: (brandId: string) => `wa_settings.app_secret:${brandId}`,
} as const;

export interface WhatsAppAccount extends WhatsAppAccountConfig {
  /** The brand whose own number this is; null for the deployment's WA_* number. */
  owner: string | null;
  graph: GraphClient;
}

const CACHE_MS = 5_000;

export class WhatsAppAccounts {
  private readonly cache = new Map<string, { until: number; account: Promise<WhatsAppAccount | undefined> }>();
  private readonly environment: WhatsAppAccount | undefined;

  constructor(private readonly deps: { db: Database; box: SecretBox; environment: WhatsAppAccountConfig | undefined; logger: FastifyBaseLogger; cacheMs?: number }) {
    const env = deps.environment;
    this.environment = env && { ...env, owner: null, graph: new GraphClient(env) };
  }

  /** The brand's number: its own, else the deployment's; undefined when it has neither (the channel is off for it). */
  forBrand(brandId: string): Promise<WhatsAppAccount | undefined> {
    return this.cached(`brand:${brandId}`, async () => {
      const row = await findSettings(this.deps.db, brandId);
      return row ? this.opened(row) : this.environment;
    });
  }

  /** The number a webhook names: a brand's, or the deployment's; undefined for a number this server does not serve. */
  forNumber(phoneNumberId: string): Promise<WhatsAppAccount | undefined> {
    return this.cached(`number:${phoneNumberId}`, async () => {
      const row = await findSettingsOfNumber(this.deps.db, phoneNumberId);
      if (row) return this.opened(row);
      return this.environment?.phoneNumberId === phoneNumberId ? this.environment : undefined;
    });
  }

  /** The number a customer wrote to: a brand's (its settings, or the deployment's when it has none since), or the deployment's (null). */
  forOwner(owner: string | null): Promise<WhatsAppAccount | undefined> {
    return owner ? this.forBrand(owner) : Promise.resolve(this.environment);
  }

  /** forBrand, or 412 with how to connect the brand's number. */
  async require(brandId: string): Promise<WhatsAppAccount> {
    const account = await this.forBrand(brandId);
    if (!account) throw businessRule(WHATSAPP_NOT_CONFIGURED);
    return account;
  }

  /** Every verify token the subscription check may repeat (it names no number). */
  async verifyTokens(): Promise<string[]> {
    const tokens = await allVerifyTokens(this.deps.db);
    return this.environment ? [this.environment.verifyToken, ...tokens] : tokens;
  }

  /** Whether any number is configured (the broadcast runner has nothing to do before). */
  async anyConfigured(): Promise<boolean> {
    return !!this.environment || (await anySettings(this.deps.db));
  }

  /** The deployment's number, if any (the environment's settings, shown read-only to a brand that uses them). */
  get deployment(): WhatsAppAccount | undefined {
    return this.environment;
  }

  /** Settings changed on this instance: the next call reads them. */
  invalidate(): void {
    this.cache.clear();
  }

  /** The row's secrets opened; a row this server cannot open is no number (logged: the admin enters them again). */
  private opened(row: WaSettingsRow): WhatsAppAccount | undefined {
    try {
      const config = {
        graphUrl: row.graphUrl, phoneNumberId: row.phoneNumberId, verifyToken: row.verifyToken, ...(row.appId ? { appId: row.appId } : {}),
        accessToken: this.deps.box.open(row.accessToken, WA_SEALED_AT.accessToken(row.brandId)),
        appSecret: this.deps.box.open(row.appSecret, WA_SEALED_AT.appSecret(row.brandId)),
      };
      return { ...config, owner: row.brandId, graph: new GraphClient(config) };
    } catch (err) {
      if (!(err instanceof SealedSecretError)) throw err;
      this.deps.logger.warn({ err, brandId: row.brandId }, 'WhatsApp settings cannot be opened with this server\'s key');
      return undefined;
    }
  }

  private cached(key: string, load: () => Promise<WhatsAppAccount | undefined>): Promise<WhatsAppAccount | undefined> {
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && hit.until > now) return hit.account;
    const account = load();
    this.cache.set(key, { until: now + (this.deps.cacheMs ?? CACHE_MS), account });
    // A failed read is not kept: the next call tries again.
    account.catch(() => this.cache.delete(key));
    return account;
  }
}
