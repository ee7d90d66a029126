/**
 * Brand configuration (/members/configuration): §9 constants a brand may change. Other modules
 * read it with getBrandConfiguration(db, brandId); a brand that never saved one gets §9's defaults.
 */
import {
  brandConfigurationSchema, DEFAULT_BRAND_CONFIGURATION, type BrandConfiguration,
} from '@switchboard/contracts/members/configuration.schemas';
import { MEMBERS_TEXTS } from '@switchboard/contracts/members/members.schemas';
import type { Database, Executor } from '@/db/client';
import type { AuthContext } from '@/plugins/auth';
import { recordAudit } from '@/modules/audit/audit.repository';
import { actorOf } from './actor';
import { readConfiguration, writeConfiguration } from './configuration.repository';

/** The stored document over the defaults (a field added later falls back to its default); the threshold from nlpServiceDetails. */
export async function getBrandConfiguration(db: Executor, brandId: string): Promise<BrandConfiguration> {
  const { value: stored, intentThreshold } = await readConfiguration(db, brandId);
  const merged = {
    ...DEFAULT_BRAND_CONFIGURATION,
    ...(stored && typeof stored === 'object' ? stored : {}),
    // The ML configuration edits the same threshold: the brand's nlpServiceDetails is its one home.
    ...(intentThreshold === undefined ? {} : { intentThreshold }),
  } as Record<string, unknown>;
  const parsed = brandConfigurationSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_BRAND_CONFIGURATION;
}

export class ConfigurationService {
  constructor(private readonly db: Database, private readonly onBrandChanged: () => void | Promise<void> = () => undefined) {}

  get(brandId: string) {
    return getBrandConfiguration(this.db, brandId);
  }

  /** Saves and audits (entity 'configuration', before and after) in one transaction. */
  async update(auth: AuthContext, next: BrandConfiguration) {
    const brandId = auth.principal.brand.id;
    await this.db.transaction(async (tx) => {
      const before = await getBrandConfiguration(tx, brandId);
      await writeConfiguration(tx, brandId, next);
      await recordAudit(tx, { brandId, actor: actorOf(auth), entity: 'configuration', entityId: brandId, action: 'update', before, after: next });
    });
    await this.onBrandChanged();
    return { data: next, message: MEMBERS_TEXTS.saved };
  }
}
