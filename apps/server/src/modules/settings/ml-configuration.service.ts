/** NLU settings (/settings/ml_configuration) read by the bot through getMlConfiguration(db, brandId). */
import {
  DEFAULT_ML_CONFIGURATION, mlConfigurationSchema, type MlConfiguration, type MlConfigurationView,
} from '@switchboard/contracts/settings/settings.schemas';
import { MEMBERS_TEXTS } from '@switchboard/contracts/members/members.schemas';
import type { GenerativeEndpoint } from '@/bot/faq/llm-client';
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

/** The OpenAI-compatible endpoint generative FAQ answers are written with, when one is configured. */
export async function getGenerativeEndpoint(db: Executor, brandId: string): Promise<GenerativeEndpoint | null> {
  const ml = await getMlConfiguration(db, brandId);
  if (!ml.generativeEndpoint) return null;
  return { endpoint: ml.generativeEndpoint, model: ml.generativeModel ?? '', apiKey: ml.generativeApiKey || null, brandId };
}

/** The generative model's prices (US $ per 1,000 tokens) for /analytics/genai's cost; null unless both are set. */
export async function getGenerativePrices(db: Executor, brandId: string): Promise<{ inPer1k: number; outPer1k: number } | null> {
  const ml = await getMlConfiguration(db, brandId);
  const { generativePriceInPer1k: inPer1k, generativePriceOutPer1k: outPer1k } = ml;
  return inPer1k === undefined || outPer1k === undefined ? null : { inPer1k, outPer1k };
}

/** The API key never leaves the server: the console learns only whether one is stored. */
export function mlConfigurationView({ generativeApiKey, ...rest }: MlConfiguration): MlConfigurationView {
  return { ...rest, generativeApiKeySet: !!generativeApiKey };
}

/** The audit log keeps the fact that a key changed, never the key. */
const redacted = (value: MlConfiguration) => (value.generativeApiKey ? { ...value, generativeApiKey: '(secret)' } : value);

export class MlConfigurationService {
  constructor(private readonly db: Database, private readonly onBrandChanged: () => void | Promise<void> = () => undefined) {}

  async get(brandId: string): Promise<MlConfigurationView> {
    return mlConfigurationView(await getMlConfiguration(this.db, brandId));
  }

  async update(auth: AuthContext, input: MlConfiguration) {
    const brandId = auth.principal.brand.id;
    const stored = await this.db.transaction(async (tx) => {
      const before = await getMlConfiguration(tx, brandId);
      // An omitted key keeps the stored one; '' removes it.
      const { generativeApiKey, ...rest } = input;
      const key = generativeApiKey === undefined ? before.generativeApiKey : generativeApiKey;
      const next: MlConfiguration = key ? { ...rest, generativeApiKey: key } : rest;
      await writeMlConfiguration(tx, brandId, next);
      await recordAudit(tx, {
        brandId, actor: { id: auth.principal.userId, name: `${auth.principal.firstName} ${auth.principal.lastName}`.trim() },
        entity: 'mlConfiguration', entityId: brandId, action: 'update', before: redacted(before), after: redacted(next),
      });
      return next;
    });
    await this.onBrandChanged();
    return { data: mlConfigurationView(stored), message: MEMBERS_TEXTS.saved };
  }
}
