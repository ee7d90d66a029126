/** NLU settings (/settings/ml_configuration) read by the bot through getMlConfiguration(db, brandId). */
import { DEFAULT_ML_CONFIGURATION, mlConfigurationSchema, type MlConfiguration } from '@switchboard/contracts/settings/settings.schemas';
import { MEMBERS_TEXTS } from '@switchboard/contracts/members/members.schemas';
import type { Database, Executor } from '@/db/client';
import type { AuthContext } from '@/plugins/auth';
import { recordAudit } from '@/modules/audit/audit.repository';
import { readMlConfiguration, writeMlConfiguration } from './ml-configuration.repository';

/** Stored settings over the defaults (language en, threshold 0.5), language and threshold from nlpServiceDetails. */
export async function getMlConfiguration(db: Executor, brandId: string): Promise<MlConfiguration> {
  const row = await readMlConfiguration(db, brandId);
  // Language and threshold live in the brand's nlpServiceDetails (shared with sign-in and the brand configuration).
  const merged = { ...DEFAULT_ML_CONFIGURATION, ...((row?.value as object | null) ?? {}), ...(row?.nlp ?? {}) };
  const parsed = mlConfigurationSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_ML_CONFIGURATION;
}

export class MlConfigurationService {
  constructor(private readonly db: Database, private readonly onBrandChanged: () => void | Promise<void> = () => undefined) {}

  get(brandId: string) {
    return getMlConfiguration(this.db, brandId);
  }

  async update(auth: AuthContext, next: MlConfiguration) {
    const brandId = auth.principal.brand.id;
    await this.db.transaction(async (tx) => {
      const before = await getMlConfiguration(tx, brandId);
      await writeMlConfiguration(tx, brandId, next);
      await recordAudit(tx, {
        brandId, actor: { id: auth.principal.userId, name: `${auth.principal.firstName} ${auth.principal.lastName}`.trim() },
        entity: 'mlConfiguration', entityId: brandId, action: 'update', before, after: next,
      });
    });
    await this.onBrandChanged();
    return { data: next, message: MEMBERS_TEXTS.saved };
  }
}
