/**
 * The try-it panel: runs the DRAFT bot (the latest trained version) with the brand's current
 * entities, so entity edits can be tried before training again. Bundles are cached per model id.
 */
import { BOT_BUILDER_TEXTS as T } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { TryItData } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import type { BotBundle } from '@/bot/bot-bundle';
import { BOT_TEXTS } from '@/bot/demo-bot';
import { NO_INTENT, understandWith } from '@/bot/understand';
import type { Database } from '@/db/client';
import type { BrandContext } from '@/plugins/auth';
import { businessRule } from '@/plugins/http-errors';
import type { EntitiesService } from './entities.service';
import { bundleOf, latestModel } from './models.repository';

export class TryItService {
  private readonly cache = new Map<string, { version: number; bundle: BotBundle }>();

  constructor(private readonly db: Database, private readonly entities: EntitiesService) {}

  async run(brand: BrandContext, text: string): Promise<TryItData> {
    const latest = await latestModel(this.db, brand.id, 'trained');
    if (!latest) throw businessRule(T.trainFirst);
    const draft = this.cache.get(latest.id) ?? await this.load(latest.id);
    const bundle = { ...draft.bundle, entities: await this.entities.definitions(brand.id) };
    const threshold = brand.nlpServiceDetails.threshold;
    const result = understandWith(bundle, text, threshold);
    const intent = bundle.intents.find((candidate) => candidate.name === result.intent);
    return {
      ...result,
      threshold,
      reply: result.intent === NO_INTENT || !intent ? BOT_TEXTS.fallback : intent.reply,
      modelId: latest.id,
      modelVersion: draft.version,
    };
  }

  private async load(modelId: string) {
    const row = await bundleOf(this.db, modelId);
    if (!row?.bundle) throw businessRule(T.nothingTrained);
    const entry = { version: row.version, bundle: row.bundle };
    this.cache.clear();
    this.cache.set(modelId, entry);
    return entry;
  }
}
